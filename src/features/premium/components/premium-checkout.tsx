import { Button, type ButtonProps } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';
import { CheckoutExternalLink } from '@/components/ui/external-link';
import { CHECKOUT_LINKS } from '@/config/checkout-links';

/** Every premium checkout button: the one shared payment link, in a new tab. */
export function PremiumCheckoutButton({ children, size = 'lg', ...props }: Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild size={size} {...props}>
      <CheckoutExternalLink href={CHECKOUT_LINKS.premium}>{children}</CheckoutExternalLink>
    </Button>
  );
}

/** The foot of a premium price card: checkout, and the fair-use note the spec requires near the price. */
export function PremiumCheckoutFooter({ label }: { label: string }) {
  return (
    <CardFooter className="flex-col gap-3">
      <PremiumCheckoutButton className="w-full">{label}</PremiumCheckoutButton>
      <p className="text-center text-xs text-muted-foreground">
        Usage limits and fair-use policies may apply.
      </p>
    </CardFooter>
  );
}
