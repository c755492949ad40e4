import type { Tool } from '@/domain/catalogue/tool-types';
import { isAiTool } from '@/domain/catalogue/ai-tools';

export type ToolKind = 'premium' | 'ai' | 'standard';

/** Premium cards are gold, AI cards blue, everything else neutral. */
export function toolKind(tool: Tool): ToolKind {
  if (tool.premium) return 'premium';
  return isAiTool(tool) ? 'ai' : 'standard';
}

export const CARD_TONE: Record<ToolKind, string> = {
  premium: 'border-premium bg-premium-soft/40',
  ai: 'border-ai bg-ai-soft/40',
  standard: '',
};
