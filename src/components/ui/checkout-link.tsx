import { type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import * as React from 'react';
import { EXTERNAL_LINK_PROPS } from '@/config/checkout-links';
import { Button, type buttonVariants } from './button';

type CheckoutLinkProps = VariantProps<typeof buttonVariants> & {
  href: string;
  children: React.ReactNode;
  /** Extra words for screen readers when several links share a visible label ("Starter plan, monthly"). */
  srContext?: string;
  className?: string;
};

/**
 * A button-styled link to an external hosted checkout. It opens in a new tab without giving the
 * checkout a handle on this window, and says so to screen-reader users, who otherwise lose their
 * place without warning.
 */
export function CheckoutLink({ href, children, srContext, variant, size, className }: CheckoutLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={href} {...EXTERNAL_LINK_PROPS}>
        {children}
        {srContext ? <span className="sr-only">, {srContext}</span> : null}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}
