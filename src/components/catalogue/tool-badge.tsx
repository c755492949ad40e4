import { Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Tool } from '@/domain/catalogue/tool-types';
import type { ToolKind } from './tool-kind';

/** Category badge; an AI tool that is not premium shows "AI Tools" in place of its category. */
export function ToolBadge({ tool, kind }: { tool: Tool; kind: ToolKind }) {
  if (kind === 'premium') {
    return (
      <Badge variant="premium">
        <Star aria-hidden="true" className="size-3 fill-current" />
        Premium
      </Badge>
    );
  }
  if (kind === 'ai') return <Badge variant="ai">AI Tools</Badge>;
  return <Badge variant="secondary">{tool.category}</Badge>;
}
