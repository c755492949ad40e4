import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CHECKOUT_LINK_IDS, type CheckoutLinkId } from '@/config/checkout-settings';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { payTestCheckout } from '../api/pay-test-checkout';

/** What a checkout link sells, as the site's own pages price it (composed by the route). */
export type CheckoutOffer = { title: string; amountMinor: number; period: string };

const isLinkId = (value: string | null): value is CheckoutLinkId => CHECKOUT_LINK_IDS.includes(value as CheckoutLinkId);
const dollars = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

type Phase = { step: 'ready' } | { step: 'paying' } | { step: 'paid' } | { step: 'failed' };

/**
 * The demo's stand-in for the provider's hosted checkout (/test-checkout?link=...): clearly a test, it
 * shows the plan and price, and "Pay (test)" has the demo backend sign and deliver a checkout event to the
 * payments webhook, so the whole loop (purchase, won lead, emails, onboarding link) runs without a
 * provider account. A production build never links here.
 */
export function TestCheckoutPage({ offers }: { offers: Record<CheckoutLinkId, CheckoutOffer> }) {
  const [params] = useSearchParams();
  const link = params.get('link');
  const reference = params.get('client_reference_id') ?? undefined;
  const [email, setEmail] = useState(params.get('prefilled_email') ?? '');
  const [name, setName] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const offer = isLinkId(link) ? offers[link] : undefined;

  async function pay() {
    if (!isLinkId(link) || !offer) return;
    setPhase({ step: 'paying' });
    try {
      await payTestCheckout({ link, amountMinor: offer.amountMinor, currency: 'usd', email: email.trim(), name: name.trim() || undefined, reference });
      setPhase({ step: 'paid' });
    } catch {
      setPhase({ step: 'failed' });
    }
  }

  return (
    <div className="container max-w-xl py-12">
      <PageMeta title="Test checkout" description="The demo's test checkout: no real payment is taken." />
      <h1 className="mb-4 text-3xl font-bold tracking-tight">Test checkout</h1>
      <p role="note" className="mb-6 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-4 font-semibold text-amber-950">
        Test checkout: no real payment is taken. In a real deployment this is the payment provider&apos;s page.
      </p>
      {!env.isLocalMode ? (
        <p>The test checkout exists only in the demo.</p>
      ) : !offer ? (
        <p role="alert">This is not one of the site&apos;s checkout links.</p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{offer.title}</CardTitle>
            <CardDescription>
              <span className="text-3xl font-bold text-foreground" data-testid="test-checkout-price">
                {dollars(offer.amountMinor)}
              </span>{' '}
              {offer.period}
            </CardDescription>
          </CardHeader>
          {phase.step === 'paid' ? (
            <CardContent role="status" className="grid gap-2">
              <p className="font-semibold">Payment recorded (test).</p>
              <p>
                Your welcome email with a one-time onboarding link is on its way; in the demo you can read it in the{' '}
                <Link to={paths.mailbox} className="underline">
                  mailbox
                </Link>
                .
              </p>
            </CardContent>
          ) : (
            <>
              <CardContent className="grid gap-4">
                <div className="grid gap-2">
                  <Label htmlFor="test-checkout-email">Email</Label>
                  <Input id="test-checkout-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="test-checkout-name">Name on card (test)</Label>
                  <Input id="test-checkout-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
                </div>
                {phase.step === 'failed' ? (
                  <p role="alert" className="text-destructive">
                    The test payment could not be sent: the demo&apos;s local backend did not answer. Nothing was charged.
                  </p>
                ) : null}
              </CardContent>
              <CardFooter>
                <Button className="w-full" size="lg" disabled={phase.step === 'paying' || email.trim().length < 3} onClick={() => void pay()}>
                  {phase.step === 'paying' ? 'Paying (test)…' : 'Pay (test)'}
                </Button>
              </CardFooter>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
