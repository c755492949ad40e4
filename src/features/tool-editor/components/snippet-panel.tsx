import { CopySnippet } from '@/components/install/copy-snippet';
import { InstallTabs } from '@/components/install/install-tabs';
import { INSTALL_GUIDES } from '@/domain/install-guides';
import type { WidgetKindDefinition } from '@/widgets/kind-definition';
import { widgetSnippet } from '@/widgets/snippet';

/** The widget's one snippet with the install steps per platform. */
export function SnippetPanel({
  id,
  definition,
  settings,
  toolName,
}: {
  id: string;
  definition: WidgetKindDefinition<unknown>;
  settings: unknown;
  toolName: string;
}) {
  const snippet = widgetSnippet({
    id,
    kind: definition.kind,
    fallbackHtml: definition.fallbackHtml(settings),
    siteOrigin: window.location.origin,
  });
  return (
    <InstallTabs>
      {(platform) => (
        <CopySnippet
          snippet={snippet}
          label={`Embed snippet for ${toolName} on ${INSTALL_GUIDES[platform].label}`}
        />
      )}
    </InstallTabs>
  );
}
