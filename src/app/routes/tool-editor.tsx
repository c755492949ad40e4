import { useParams, useSearchParams } from 'react-router-dom';
import { OwnerScreen } from '@/features/tool-editor/components/owner-screen';
import { ToolEditorPage } from '@/features/tool-editor/components/tool-editor-page';
import { findToolBySlug } from '@/features/tool-page/lib/tool-pages';
import { widgetKindForTool } from '@/widgets/kinds';
import { KIND_DEFINITIONS } from '@/widgets/registry';
import NotFoundRoute from './not-found';

/**
 * /tool/:slug/customize: the editor, for a tool that installs itself; any other slug is a 404. Keyed by the
 * tool only: publishing a new widget adds its ?widget= to the address and the editor carries on as it was.
 */
export default function ToolEditorRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tool = findToolBySlug(slug);
  const kind = widgetKindForTool(slug);
  const definition = kind ? KIND_DEFINITIONS[kind] : undefined;
  if (!tool || !definition) return <NotFoundRoute />;
  const widgetId = searchParams.get('widget') ?? undefined;
  return (
    <OwnerScreen>
      <ToolEditorPage
        key={slug}
        definition={definition}
        slug={slug}
        toolName={tool.name}
        widgetId={widgetId}
      />
    </OwnerScreen>
  );
}
