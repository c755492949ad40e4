import type { Config, DefaultClassGroupIds, DefaultThemeGroupIds } from 'tailwind-merge';

const any = () => true;
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
const sides = (prefix: string) => ['t', 'r', 'b', 'l', 'x', 'y'].map((side) => `${prefix}-${side}`);
const group = (prefix: string, values: unknown[]) => [{ [prefix]: values }];

type ClassGroups = Record<string, unknown>;

/**
 * The conflicts tailwind-merge resolves for the utilities this codebase composes (spacing, sizing,
 * colour, type, borders, rings, layout). tailwind-merge's full default config is ~7 KB gzipped on every
 * page; this one is a fraction of that. Classes outside these groups are kept as written. A unit test
 * checks it against the full config on the class combinations our components produce.
 */
const classGroups: ClassGroups = {
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  'sr-only': ['sr-only', 'not-sr-only'],
  visibility: ['visible', 'invisible'],
  'flex-direction': group('flex', ['row', 'row-reverse', 'col', 'col-reverse']),
  'flex-wrap': group('flex', ['wrap', 'wrap-reverse', 'nowrap']),
  flex: group('flex', ['1', 'auto', 'initial', 'none']),
  grow: group('grow', ['', '0']),
  shrink: group('shrink', ['', '0']),
  'justify-content': group('justify', ['start', 'end', 'center', 'between', 'around', 'evenly', 'normal', 'stretch']),
  'align-items': group('items', ['start', 'end', 'center', 'baseline', 'stretch']),
  'align-self': group('self', ['auto', 'start', 'end', 'center', 'stretch', 'baseline']),
  'grid-cols': group('grid-cols', [any]),
  'col-span': group('col-span', [any]),
  overflow: group('overflow', ['auto', 'hidden', 'clip', 'visible', 'scroll']),
  'overflow-x': group('overflow-x', ['auto', 'hidden', 'clip', 'visible', 'scroll']),
  'overflow-y': group('overflow-y', ['auto', 'hidden', 'clip', 'visible', 'scroll']),
  whitespace: group('whitespace', [any]),
  ...Object.fromEntries(
    ['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'gap', 'gap-x', 'gap-y']
      .concat(['space-x', 'space-y', 'w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h'])
      .concat(['inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'z', 'opacity'])
      .concat(['leading', 'tracking', 'duration', 'animate', 'cursor', 'aspect', 'line-clamp'])
      .concat(['translate-x', 'translate-y', 'from', 'via', 'to', 'underline-offset'])
      .map((prefix) => [prefix, group(prefix, [any])]),
  ),
  'font-size': group('text', ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']),
  'text-alignment': group('text', ['left', 'center', 'right', 'justify', 'start', 'end']),
  'text-color': group('text', [any]),
  'font-weight': group('font', ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']),
  'font-family': group('font', ['sans', 'serif', 'mono']),
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'bg-image': [{ bg: [{ 'gradient-to': [any] }, 'none'] }],
  'bg-color': group('bg', [any]),
  rounded: group('rounded', ['', any]),
  ...Object.fromEntries(['t', 'r', 'b', 'l'].map((side) => [`rounded-${side}`, group(`rounded-${side}`, ['', any])])),
  'border-w': group('border', ['', isNumber]),
  ...Object.fromEntries(sides('border').map((prefix) => [`${prefix}-w`, group(prefix, ['', isNumber])])),
  'border-style': group('border', ['solid', 'dashed', 'dotted', 'double', 'none']),
  'border-color': group('border', [any]),
  shadow: group('shadow', ['', 'sm', 'md', 'lg', 'xl', '2xl', 'inner', 'none']),
  'ring-w': group('ring', ['', '0', '1', '2', '4', '8', 'inset']),
  'ring-color': group('ring', [any]),
  'ring-offset-w': group('ring-offset', ['0', '1', '2', '4', '8']),
  'ring-offset-color': group('ring-offset', [any]),
  'outline-style': group('outline', ['', 'none', 'dashed', 'dotted', 'double']),
  'pointer-events': group('pointer-events', ['none', 'auto']),
  transition: group('transition', ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none']),
};

const conflictingClassGroups = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': ['border-t-w', 'border-r-w', 'border-b-w', 'border-l-w', 'border-x-w', 'border-y-w'],
  'border-x-w': ['border-r-w', 'border-l-w'],
  'border-y-w': ['border-t-w', 'border-b-w'],
};

export const tailwindMergeConfig = {
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection'],
} as unknown as Config<DefaultClassGroupIds, DefaultThemeGroupIds>;
