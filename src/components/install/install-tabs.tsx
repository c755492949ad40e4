import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { INSTALL_GUIDES, INSTALL_PLATFORMS, type InstallPlatform } from '@/domain/install-guides';

/** Install steps per website platform; `children` adds what goes with the steps (the snippet, a link). */
export function InstallTabs({ children }: { children: (platform: InstallPlatform) => ReactNode }) {
  return (
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
          {children(platform)}
        </>
      )}
    />
  );
}
