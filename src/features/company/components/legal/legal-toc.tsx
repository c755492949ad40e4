import { Link } from 'react-router-dom';
import type { LegalSection } from '../../data/legal-types';

/**
 * Jumps are router navigations (`#id`), so the app's scroll manager scrolls to the section and Back
 * returns to where the reader was. Focus follows to the section heading for keyboard users.
 */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border bg-card p-5 lg:sticky lg:top-24">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link
              to={{ hash: section.id }}
              onClick={() => document.getElementById(section.id)?.focus({ preventScroll: true })}
              className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/80 hover:bg-accent hover:text-accent-foreground"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-muted-foreground">
                {index + 1}.
              </span>
              {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
