import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import layers (decision 020): app -> features -> components / domain -> lib -> config. A layer imports only
 * the layers after it (components may read domain; domain has no React, so never components), and a
 * feature never imports another feature: what two features share moves down into domain, components or lib.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The cross-feature imports that stay (issue 24 allows at most 8), each with its reason. `file` may import
 * `imports`; nothing else in its feature may.
 */
const CROSS_FEATURE_EXCEPTIONS = [
  {
    file: 'src/features/leads/api/leads-api.local.test.ts',
    imports: 'src/features/builder/api/create-lead.ts',
    reason:
      "the dashboard test stores its rows through the builder's own public insert, so it reads back exactly what a visitor stores",
  },
  {
    file: 'src/features/site-check/components/gap-preview.tsx',
    imports: 'src/features/tool-page/previews/tool-preview-for.tsx',
    reason:
      "the site check's report shows each gap closed by the same live preview as the tool's own page; the forty preview widgets belong to the tool page, loaded lazily",
  },
];

const LAYER_ZONES = [
  { target: './src/features', from: ['./src/app'], message: 'Features do not import the app shell.' },
  {
    target: './src/components',
    from: ['./src/app', './src/features'],
    message: 'Shared components do not import features or the app.',
  },
  {
    target: './src/domain',
    from: ['./src/app', './src/features', './src/components'],
    message: 'The domain is data and rules: no features, app or React components.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components', './src/domain'],
    message: 'lib sits under components and domain.',
  },
  {
    // Code that runs on customers' websites (the loader, the runtime, the kinds): nothing of the app's
    // layers, so no React, router or data client can reach a widget's chunk (docs/decisions/032).
    target: './src/widgets',
    from: ['./src/app', './src/features', './src/components', './src/domain', './src/lib', './src/config'],
    message: 'Widgets run on customers\' websites: they import only src/widgets, preact and (editor-side files) zod.',
  },
  {
    target: './src/config',
    from: ['./src/app', './src/features', './src/components', './src/domain', './src/lib'],
    message: 'config is the bottom layer.',
  },
];

const featureZone = (feature, allowed = []) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...allowed.map((path) => `./${path.replace('src/features/', '')}`)],
  message:
    'A feature does not import another feature: move what both need to src/domain, src/components or src/lib.',
});

const boundaries = (exception) => [
  'error',
  {
    basePath: import.meta.dirname,
    zones: [
      ...LAYER_ZONES,
      ...FEATURES.map((feature) =>
        featureZone(
          feature,
          exception?.file.startsWith(`src/features/${feature}/`) ? [exception.imports] : [],
        ),
      ),
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', 'coverage', 'playwright-report', 'test-results', 'node_modules', '.cache'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React rules apply to the app, not to Playwright fixtures (whose `use` is not a hook).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.app.json` }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': boundaries() },
  },
  {
    // A page's first Intl call loads ICU's locale data: 30 to 100 ms of main thread in a fresh renderer,
    // inside the start or first render of the page (decision 018, stop 38). Numbers and dates are written
    // by src/lib/numbers.ts and src/lib/dates.ts. The files listed below fall back to Intl only for what
    // those cannot write (a named time zone, a currency other than dollars).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/lib/dates.ts', 'src/lib/tasks/task-groups.ts', 'src/lib/checkout/format-amount.ts', 'src/features/test-checkout/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Use src/lib/numbers.ts or src/lib/dates.ts: a first Intl call costs 30-100 ms of main thread.' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use src/lib/numbers.ts or src/lib/dates.ts: a first Intl call costs 30-100 ms of main thread.',
        })),
      ],
    },
  },
  {
    // The demo's stand-in for Supabase (local-backend/) runs in Node only: the app reaches it over HTTP like
    // any Supabase project. Only tests and their support (src/testing) run it in process.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/local-backend', '**/local-backend/**'], message: 'local-backend/ runs in Node; the app talks to it over HTTP.' }] },
      ],
    },
  },
  ...CROSS_FEATURE_EXCEPTIONS.map((exception) => ({
    files: [exception.file],
    rules: { 'import-x/no-restricted-paths': boundaries(exception) },
  })),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
