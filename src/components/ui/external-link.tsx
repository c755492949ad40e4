import * as React from 'react';
import { EXTERNAL_LINK_PROPS } from '@/config/checkout-links';
import { useBuyerHref } from '@/lib/checkout/known-buyer';

/**
 * A link that leaves the site in a new tab (checkouts). Screen-reader users hear that a tab will open,
 * since the only other cue is visual. Wrap in `<Button asChild>` for button styling.
 */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} {...EXTERNAL_LINK_PROPS}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A link to a hosted checkout: an ExternalLink that carries the known buyer (src/lib/checkout/known-buyer.ts). */
export function CheckoutExternalLink({ href, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return <ExternalLink href={useBuyerHref(href)} {...props} />;
}
