import type { ReactNode } from 'react';
import type { Tool } from '@/domain/catalogue/tool-types';

const ROWS: ReadonlyArray<readonly [label: string, cell: (tool: Tool) => ReactNode]> = [
  ['Category', (tool) => (tool.premium ? `${tool.category} (Premium)` : tool.category)],
  ['Niches', (tool) => (tool.niches?.length ? tool.niches.join(', ') : 'All businesses')],
  ['Rating', (tool) => `${tool.rating.toFixed(1)} out of 5`],
  [
    'Features',
    (tool) => (
      <ul className="list-disc space-y-1 pl-4">
        {tool.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    ),
  ],
];

/**
 * Up to four tools side by side. A real table with column (tool) and row (attribute) headers, in a
 * focusable scroll region so keyboard users can scroll it at phone width.
 */
export function CompareTable({ tools }: { tools: readonly Tool[] }) {
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      // Keyboard users scroll the table at phone width by focusing it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          Comparison of {tools.map((tool) => tool.name).join(', ')}
        </caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <td className="w-32 p-3" />
            {tools.map((tool) => (
              <th key={tool.id} scope="col" className="p-3 align-bottom font-semibold">
                <span aria-hidden="true" className="mr-2">
                  {tool.thumbnail}
                </span>
                {tool.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, cell]) => (
            <tr key={label} className="border-b last:border-0">
              <th scope="row" className="p-3 align-top font-semibold">
                {label}
              </th>
              {tools.map((tool) => (
                <td key={tool.id} className="p-3 align-top">
                  {cell(tool)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
