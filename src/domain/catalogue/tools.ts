import type { Tool } from './tool-types';
import { AI_AGENT_TOOLS } from './tools-ai';
import { CHAT_TOOLS } from './tools-chat';
import { ECOMMERCE_TOOLS } from './tools-ecommerce';
import { ENGAGEMENT_TOOLS } from './tools-engagement';
import { GALLERY_TOOLS } from './tools-gallery';
import { LEAD_GENERATION_TOOLS } from './tools-leads';
import { MEDIA_TOOLS } from './tools-media';
import { NICHE_TOOLS } from './tools-niche';
import { REVIEW_TOOLS } from './tools-reviews';
import { SOCIAL_MEDIA_TOOLS } from './tools-social';
import { SPECIALIZED_TOOLS } from './tools-specialized';
import { UTILITY_TOOLS } from './tools-utility';

/*
 * The static tool catalogue (spec section 3, "Tool"). With over 120 entries a single file would run past
 * 1,000 lines, so the entries live in one tools-<group>.ts file per catalogue group and are joined here.
 * Order follows the spec's catalogue groups; ids are unique across all files and have deliberate gaps.
 */
export const TOOLS: readonly Tool[] = [
  ...NICHE_TOOLS,
  ...AI_AGENT_TOOLS,
  ...SOCIAL_MEDIA_TOOLS,
  ...REVIEW_TOOLS,
  ...CHAT_TOOLS,
  ...LEAD_GENERATION_TOOLS,
  ...ECOMMERCE_TOOLS,
  ...ENGAGEMENT_TOOLS,
  ...UTILITY_TOOLS,
  ...MEDIA_TOOLS,
  ...GALLERY_TOOLS,
  ...SPECIALIZED_TOOLS,
];
