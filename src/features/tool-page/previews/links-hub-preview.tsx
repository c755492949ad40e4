import { useState } from 'react';
import type { PreviewProps } from './preview-props';
import { groupDigits } from '@/lib/numbers';

/** One page of the business's important links, the kind a social profile points to. */
export default function LinksHubPreview({ sample }: PreviewProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const links = [
    `See prices: ${sample.items[0].name} and more`,
    sample.offer,
    `Read our ${groupDigits(sample.stats[1].value)} reviews`,
    `Find us at ${sample.locations[0].address}`,
  ];
  return (
    <div className="mx-auto max-w-sm space-y-3 rounded-2xl bg-gradient-to-b from-primary/10 to-background p-5 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-background text-3xl shadow"
      >
        {sample.items[0].emoji}
      </span>
      <h3 className="text-lg font-bold">{sample.business}</h3>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link}>
            <button
              type="button"
              onClick={() => setOpened(link)}
              className="w-full rounded-full border bg-background px-4 py-2.5 text-sm font-semibold shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm">
        {opened ? `This would open: ${opened}` : ''}
      </p>
    </div>
  );
}
