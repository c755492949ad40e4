import type { LocalBackend } from './server.ts';

export const ROOT: string;
export function loadLocalBackend(): Promise<typeof import('./server.ts')>;
/** The demo's backend as `npm run dev` and the preview server run it (see start.mjs). */
export function startDemoBackend(): Promise<LocalBackend & { dataDir: string }>;
