import type { NicheSlug } from '@/config/paths';
import type { NicheSample } from '../data/sample-content-types';

/** What every live preview gets: the niche, its sample content and the tool it stands for. */
export interface PreviewProps {
  niche: NicheSlug;
  sample: NicheSample;
  toolName: string;
}
