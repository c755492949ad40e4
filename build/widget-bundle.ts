import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Rolldown } from 'vite';

/*
 * The widget bundle that owners' websites load (docs: issue 42), built apart from the site: no React plugin,
 * no site code. Two builds:
 *  1. the runtime (src/widgets/runtime/start.ts, Preact included) and each kind's module, ES modules with
 *     hashed names under widgets/, each kind its own chunk;
 *  2. the loader, embed.js, an IIFE told those chunks' names (and where the settings are read) at build time.
 * The budgets are checked on the gzipped output.
 */

export const BUDGETS = {
  /** embed.js, which every page with a snippet loads. */
  loader: 1536,
  /** A kind's own code: its chunk and any chunk only kinds load. */
  kind: 8192,
  /** The first widget on a page: embed.js, the runtime and the largest kind. */
  firstWidget: 15360,
} as const;

export interface WidgetBundleOptions {
  /** The repository root. */
  root: string;
  /** The Supabase project's URL the loader reads settings from; undefined in the demo (embed.js's origin). */
  api: string | undefined;
  /** Writes the files there (the site's dist) when given. */
  outDir?: string;
}

export interface WidgetBundle {
  /** Path under the site's root (embed.js, widgets/...) -> code. */
  files: Map<string, string>;
  /** A table of the gzipped sizes, for the build's output. */
  report: string;
  /** One sentence per budget passed, empty when all hold. */
  overBudget: string[];
  /** The gzipped sizes the report and the budgets read, in bytes (scripts/bench-widgets.mjs prints them too). */
  sizes: {
    loader: number;
    runtime: number;
    /** Each kind's own code, largest first. */
    kinds: Array<{ kind: string; size: number }>;
    firstWidget: { size: number; kind: string | undefined };
  };
}

const KIND_MODULE = /\/src\/widgets\/kinds\/([a-z0-9-]+)\/widget\.tsx$/;
const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
const outputChunks = (result: Awaited<ReturnType<typeof build>>) =>
  (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput])
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** Each kind's runtime module by kind, from the folders: adding a kind's folder adds its chunk. */
function kindEntries(root: string): Record<string, string> {
  const kinds = resolve(root, 'src/widgets/kinds');
  return Object.fromEntries(
    readdirSync(kinds, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(kinds, entry.name, 'widget.tsx')))
      .map((entry) => [entry.name, join(kinds, entry.name, 'widget.tsx')]),
  );
}

export async function buildWidgetBundle({ root, api, outDir }: WidgetBundleOptions): Promise<WidgetBundle> {
  const common: InlineConfig = {
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    resolve: { alias: { '@': resolve(root, 'src') } },
    // Production JSX whatever NODE_ENV the calling process has (a Vite runner sets it to development): the
    // development transform adds source locations to every element, about 200 B gzipped per kind.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
  };
  const runtimeBuild = await build({
    ...common,
    build: {
      write: false,
      target: 'es2022',
      copyPublicDir: false,
      // Library mode: Vite then wraps no dynamic import in its preload helper (1 KB the widgets never need:
      // the loader imports a kind's chunks itself, in parallel with the runtime).
      // The runtime and every kind's module (src/widgets/kinds/<kind>/widget.tsx): the loader imports both.
      lib: { entry: { runtime: resolve(root, 'src/widgets/runtime/start.ts'), ...kindEntries(root) }, formats: ['es'] },
      minify: true,
      rolldownOptions: {
        // The loader calls the runtime's exports by name; 'allow-extension' lets the entry chunk also export
        // what the kinds import from it, instead of a second file that only re-exports the entry's names.
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          // Library mode leaves an ES build's whitespace for the consumer's bundler; these files are the end.
          minify: true,
          // Preact, its hooks and JSX runtime, the runtime's own code and what several kinds share (opening
          // hours, reviews) are one chunk: each request and each module costs a phone's main thread more than
          // its bytes do, so a page loads the runtime and one chunk per kind, nothing else.
          codeSplitting: {
            groups: [{ name: 'runtime', test: /node_modules[\\/]preact[\\/]|src[\\/]widgets[\\/](runtime|shared)[\\/]/ }],
          },
          entryFileNames: 'widgets/[name]-[hash].js',
          chunkFileNames: 'widgets/[name]-[hash].js',
        },
      },
    },
  });
  const chunks = outputChunks(runtimeBuild);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'runtime');
  if (!entry) throw new Error('Widget bundle: the runtime build has no entry chunk');
  const runtimeFiles = [...closure(entry.fileName)];
  const kinds: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const kind = chunk.facadeModuleId ? KIND_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
    if (kind) kinds[kind] = [...closure(chunk.fileName)].filter((file) => !runtimeFiles.includes(file));
  }
  const relative = (file: string) => file; // chunks are named relative to embed.js's folder
  const manifest = {
    r: runtimeFiles.map(relative),
    k: Object.fromEntries(Object.entries(kinds).map(([kind, files]) => [kind, files.map(relative)])),
  };

  const loaderBuild = await build({
    ...common,
    define: { __LB_CHUNKS__: JSON.stringify(manifest), __LB_API__: JSON.stringify(api ? new URL(api).origin : '') },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: resolve(root, 'src/widgets/loader/embed.ts'),
        output: { format: 'iife', entryFileNames: 'embed.js' },
      },
    },
  });
  const loaderChunks = outputChunks(loaderBuild);
  if (loaderChunks.length !== 1) throw new Error(`Widget bundle: embed.js must be one file, got ${loaderChunks.map((c) => c.fileName).join(', ')}`);
  const loader = loaderChunks[0] as Rolldown.OutputChunk;
  if (/\beval\(|new Function\(/.test(loader.code)) throw new Error('Widget bundle: embed.js must not use eval');
  // Development JSX names each element's source file: a path of this machine in code on customers' sites.
  const development = chunks.find((chunk) => chunk.code.includes(root));
  if (development) throw new Error(`Widget bundle: ${development.fileName} has development JSX (source paths)`);

  const files = new Map<string, string>([['embed.js', loader.code], ...chunks.map((chunk) => [chunk.fileName, chunk.code] as const)]);
  const size = (names: string[]) => names.reduce((sum, name) => sum + gzipped(files.get(name) ?? ''), 0);
  const loaderSize = gzipped(loader.code);
  const runtimeSize = size(runtimeFiles);
  const kindSizes = Object.entries(kinds)
    .map(([kind, names]) => ({ kind, size: size(names) }))
    .sort((a, b) => b.size - a.size);
  const largest = kindSizes[0];
  const firstWidget = loaderSize + runtimeSize + (largest?.size ?? 0);

  const overBudget: string[] = [];
  const check = (what: string, actual: number, budget: number) => {
    if (actual > budget) overBudget.push(`${what} is ${actual} B gzipped, ${actual - budget} B over its budget of ${budget} B`);
  };
  check('embed.js (the loader)', loaderSize, BUDGETS.loader);
  for (const { kind, size: kindSize } of kindSizes) check(`The ${kind} kind's own code`, kindSize, BUDGETS.kind);
  check(`The first widget (loader + runtime + ${largest?.kind ?? 'no kind'})`, firstWidget, BUDGETS.firstWidget);

  const row = (name: string, bytes: number, budget?: number) =>
    `  ${name.padEnd(44)} ${String(bytes).padStart(6)} B${budget ? `  (budget ${budget} B)` : ''}`;
  const report = [
    'Widget bundle, gzipped:',
    row('embed.js', loaderSize, BUDGETS.loader),
    row(`runtime (${runtimeFiles.join(', ')})`, runtimeSize),
    ...kindSizes.map(({ kind, size: kindSize }) => row(`kind ${kind}`, kindSize, BUDGETS.kind)),
    row(`first widget (with ${largest?.kind ?? 'no kind'})`, firstWidget, BUDGETS.firstWidget),
  ].join('\n');

  if (outDir) {
    for (const [name, code] of files) {
      const path = join(outDir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, code);
    }
  }
  return {
    files,
    report,
    overBudget,
    sizes: { loader: loaderSize, runtime: runtimeSize, kinds: kindSizes, firstWidget: { size: firstWidget, kind: largest?.kind } },
  };
}
