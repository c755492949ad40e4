import type { Rolldown } from 'vite';
import { ROUTES, STAFF_LAYOUT_SCREEN } from '../src/app/route-table.ts';

/** The route modules, as the router's glob names them (src/app/router.tsx). */
const ROUTE_MODULE = /\/src\/app\/routes\/([a-z0-9-]+)\.tsx$/;

/** The staff screens' modules, and the layout they share, named as the router names them. */
export const STAFF_SCREENS: ReadonlySet<string> = new Set([
  STAFF_LAYOUT_SCREEN,
  ...ROUTES.filter((route) => route.kind === 'staff').map((route) => route.screen),
]);

/** What reaches a module: the staff screens by name, or the public side (an entry or a public screen). */
const PUBLIC = 'public';

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/**
 * The chunk name for the code the staff screens share and no public page imports, for rolldown's
 * `codeSplitting.groups` (docs/decisions/018-demo-on-local-backend.md, "fewer chunks for staff").
 *
 * Left to itself, rolldown splits what several staff screens import into one chunk per combination of
 * screens, about 60 files for `/leads-admin`; the browser fetches them six at a time over HTTP/1.1 and
 * each costs a round of its network and module machinery. Code only one staff screen uses stays in that
 * screen's chunk, so a heavy library of one screen (charts) is not fetched by the others; anything a
 * public page also reaches stays where it was, so no public page downloads staff code.
 */
export function staffSharedChunk(staffScreens: ReadonlySet<string> = STAFF_SCREENS) {
  const reachedBy = new Map<string, ReadonlySet<string>>();

  /** Walks up every importer from `id` to the screens or entries that reach it. */
  function roots(id: string, getModuleInfo: GetModuleInfo): ReadonlySet<string> {
    const known = reachedBy.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      // The router imports every screen; what reaches a module is the screen, not the router above it.
      const screen = ROUTE_MODULE.exec(next)?.[1];
      if (screen) {
        found.add(staffScreens.has(screen) ? screen : PUBLIC);
        continue;
      }
      const info = getModuleInfo(next);
      const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
      // An entry, or a module nothing imports, is reached from the public side.
      if (!info || info.isEntry || importers.length === 0) found.add(PUBLIC);
      for (const importer of importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          pending.push(importer);
        }
      }
    }
    reachedBy.set(id, found);
    return found;
  }

  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    const reached = roots(id, (moduleId) => ctx.getModuleInfo(moduleId));
    return !reached.has(PUBLIC) && reached.size >= 2 ? 'staff' : null;
  };
}
