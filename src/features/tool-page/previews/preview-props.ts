import type { NicheSample } from '../data/sample-content-types';

/** What every live preview gets: the niche's sample content and the tool it stands for. */
export interface PreviewProps {
  sample: NicheSample;
  toolName: string;
}
