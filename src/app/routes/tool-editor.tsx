import { useParams, useSearchParams } from 'react-router-dom';
import { ToolEditorPage } from '@/features/tool-editor/components/tool-editor-page';
import { findToolBySlug } from '@/features/tool-page/lib/tool-pages';
import { widgetKindForTool } from '@/widgets/kinds';
import { KIND_DEFINITIONS } from '@/widgets/registry';
import NotFoundRoute from './not-found';

/** /tool/:slug/customize: the editor, for a tool that installs itself; any other slug is a 404. */
export default function ToolEditorRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tool = findToolBySlug(slug);
  const kind = widgetKindForTool(slug);
  const definition = kind ? KIND_DEFINITIONS[kind] : undefined;
  if (!tool || !definition) return <NotFoundRoute />;
  const widgetId = searchParams.get('widget') ?? undefined;
  return <ToolEditorPage key={`${slug}-${widgetId ?? 'new'}`} definition={definition} slug={slug} toolName={tool.name} widgetId={widgetId} />;
}
