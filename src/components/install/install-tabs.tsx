import { Info } from 'lucide-react';
import { Tabs } from '@/components/ui/tabs';
import { embedSnippet, INSTALL_GUIDES, INSTALL_PLATFORMS } from '../data/install-platforms';
import { CopySnippet } from './copy-snippet';

/** Install steps per website platform, each with the embed snippet and a Copy button. */
export function InstallTabs({ slug, toolName }: { slug: string; toolName: string }) {
  const snippet = embedSnippet(slug);
  return (
    <div>
      <p className="mb-4 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          This snippet is an example. Once your account is set up, your dashboard gives you the same snippet
          with your own account id in place of YOUR-ACCOUNT-ID.
        </span>
      </p>
      <Tabs
        name="install-platform"
        label="Website platform"
        options={INSTALL_PLATFORMS.map((platform) => ({ value: platform, label: INSTALL_GUIDES[platform].label }))}
        defaultValue="html"
        renderPanel={(platform) => (
          <>
            <ol className="mb-4 list-decimal space-y-1.5 pl-5">
              {INSTALL_GUIDES[platform].steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <CopySnippet
              snippet={snippet}
              label={`Example embed snippet for ${toolName} on ${INSTALL_GUIDES[platform].label}`}
            />
          </>
        )}
      />
    </div>
  );
}
