import type { LegalSection as Section } from '../../data/legal-types';

export function LegalSection({ section, number }: { section: Section; number: number }) {
  return (
    <section aria-labelledby={section.id}>
      {/* The heading carries the id the table of contents links to, and takes focus after a jump. */}
      <h2 id={section.id} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        {number}. {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
        {section.body.map((block, index) =>
          typeof block === 'string' ? (
            <p key={index}>{block}</p>
          ) : (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-primary">
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
