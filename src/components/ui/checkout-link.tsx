import { type VariantProps } from 'class-variance-authority';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import * as React from 'react';
import { Button, type buttonVariants } from './button';
import { CheckoutExternalLink } from './external-link';

type CheckoutLinkProps = VariantProps<typeof buttonVariants> & {
  href: string;
  children: React.ReactNode;
  /** Extra words for screen readers when several links share a visible label ("Starter plan, monthly"). */
  srContext?: string;
  className?: string;
  /** Marks content for one value of a choice (`shownFor`, ./choice-group.tsx). */
  'data-shown-for'?: string;
};

/** A button-styled link to an external hosted checkout, opening in a new tab (and saying so). */
export function CheckoutLink({ href, children, srContext, variant, size, className, ...shown }: CheckoutLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <CheckoutExternalLink href={href} {...shown}>
        {children}
        {srContext ? <span className="sr-only">, {srContext}</span> : null}
        <ExternalLinkIcon aria-hidden="true" />
      </CheckoutExternalLink>
    </Button>
  );
}
