import { CheckoutLink } from '@/components/ui/checkout-link';

/**
 * On phones the billing button stays in reach at the bottom of the screen. It is sticky, not
 * fixed, and sits last in the page: while the notice is read it pins to the bottom edge, and at
 * the end of the page it docks above the footer, so it never hides the last of the content.
 */
export function MobileCheckoutBar({ href, label }: { href: string; label: string }) {
  return (
    <div
      data-testid="mobile-checkout-bar"
      className="sticky bottom-0 z-30 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <CheckoutLink href={href} size="lg" className="w-full">
        {label}
      </CheckoutLink>
    </div>
  );
}
