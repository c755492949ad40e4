import type { WidgetKindModule } from './kind-module';

type KindModuleLoader = () => Promise<{ default: WidgetKindModule<unknown> }>;

/*
 * Every kind's runtime module, each its own chunk (build/widget-bundle.ts names them after their kind). A
 * glob rather than a list: adding a kind's folder adds its chunk.
 */
const modules = import.meta.glob<{ default: WidgetKindModule<unknown> }>('../kinds/*/widget.tsx');

const loaders: Record<string, KindModuleLoader> = {};
for (const path of Object.keys(modules)) {
  const kind = /\/kinds\/([a-z0-9-]+)\/widget\.tsx$/.exec(path)?.[1];
  const load = modules[path];
  if (kind && load) loaders[kind] = load;
}

/** Loads a kind's runtime module; an unknown kind (a newer snippet, a typo) gives null, never an error. */
export function loadKind(kind: string): Promise<WidgetKindModule<unknown> | null> {
  const load = Object.hasOwn(loaders, kind) ? loaders[kind] : undefined;
  return load ? load().then((module) => module.default) : Promise.resolve(null);
}
