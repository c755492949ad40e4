// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STAFF_SCREENS, staffSharedChunk } from '../build/staff-chunks.ts';

type Graph = Record<string, { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }>;

const route = (screen: string) => `/app/src/app/routes/${screen}.tsx`;

/** Names each module of a small module graph as rolldown would ask, with two staff screens and a public one. */
function chunkNames(graph: Graph) {
  const name = staffSharedChunk(new Set(['leads-admin', 'mailbox']));
  const getModuleInfo = (id: string) => {
    const node = graph[id];
    if (!node) return null;
    return { id, importers: node.importers ?? [], dynamicImporters: node.dynamicImporters ?? [], isEntry: node.isEntry ?? false } as never;
  };
  return Object.fromEntries(Object.keys(graph).map((id) => [id, name(id, { getModuleInfo })]));
}

describe('staffSharedChunk', () => {
  it('groups what two staff screens share and no public page reaches, directly or through a cycle', () => {
    const router = '/app/src/app/router.tsx';
    const names = chunkNames({
      '/app/src/main.tsx': { isEntry: true },
      [router]: { importers: ['/app/src/main.tsx'] },
      [route('leads-admin')]: { dynamicImporters: [router] },
      [route('mailbox')]: { dynamicImporters: [router] },
      [route('home')]: { dynamicImporters: [router] },
      '/app/src/components/dashboard/table.tsx': { importers: [route('leads-admin'), route('mailbox')] },
      // A cycle between two staff-only modules.
      '/app/src/components/dashboard/a.ts': { importers: ['/app/src/components/dashboard/table.tsx', '/app/src/components/dashboard/b.ts'] },
      '/app/src/components/dashboard/b.ts': { importers: ['/app/src/components/dashboard/a.ts'] },
      // Only one staff screen: stays in that screen's chunk (a chart library of one screen).
      '/app/node_modules/charts/index.js': { importers: [route('leads-admin')] },
      // Shared with a public page, even far up: stays where public pages load it.
      '/app/src/components/ui/button.tsx': { importers: ['/app/src/components/dashboard/c.ts', route('home')] },
      '/app/src/components/dashboard/c.ts': { importers: [route('leads-admin'), route('mailbox')] },
      '/app/src/lib/icons.ts': { importers: ['/app/src/components/ui/button.tsx'] },
      // Imported by the entry itself.
      '/app/src/lib/env.ts': { importers: ['/app/src/main.tsx', route('leads-admin'), route('mailbox')] },
      // Imported by nothing known.
      '/app/src/orphan.ts': {},
    });
    expect(names).toEqual({
      '/app/src/main.tsx': null,
      [router]: null,
      [route('leads-admin')]: null,
      [route('mailbox')]: null,
      [route('home')]: null,
      '/app/src/components/dashboard/table.tsx': 'staff',
      '/app/src/components/dashboard/a.ts': 'staff',
      '/app/src/components/dashboard/b.ts': 'staff',
      '/app/node_modules/charts/index.js': null,
      '/app/src/components/ui/button.tsx': null,
      '/app/src/components/dashboard/c.ts': 'staff',
      '/app/src/lib/icons.ts': null,
      '/app/src/lib/env.ts': null,
      '/app/src/orphan.ts': null,
    });
  });

  it('knows the staff screens from the route table, with their shared layout', () => {
    expect(STAFF_SCREENS).toContain('leads-admin');
    expect(STAFF_SCREENS).toContain('data-layout');
    expect(STAFF_SCREENS).not.toContain('home');
  });
});
