import type { NicheSlug } from '@/config/paths';
import type { Tool } from '@/domain/catalogue/tool-types';
import { previewKind } from '../lib/preview-kind';
import PreviewStage from './preview-stage';

/**
 * A catalogue tool's live preview, themed to a niche: what the tool's own page shows, for pages elsewhere
 * that show a tool at work (the site check's report). Loaded lazily by them.
 */
export default function ToolPreviewFor({ tool, niche }: { tool: Tool; niche: NicheSlug }) {
  return <PreviewStage kind={previewKind(tool)} niche={niche} toolName={tool.name} />;
}
