import { DemoRequestButton } from '@/components/inquiries/demo-request-button';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { VOICE_DEMO_DESCRIPTION } from '../../data/voice-agent-content';
import { PremiumCheckoutButton } from '../premium-checkout';

export function VoiceFinalCta() {
  return (
    <section
      aria-labelledby="voice-cta-heading"
      className="bg-primary py-16 text-primary-foreground md:py-20"
    >
      <div className="container max-w-3xl text-center">
        <h2 id="voice-cta-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Stop sending callers to voicemail
        </h2>
        <p className="mt-4 text-lg text-blue-100">
          Your AI receptionist can be answering calls in under 10 minutes. Implementation and training
          included.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PremiumCheckoutButton variant="inverse">
            Get started for ${PREMIUM_MONTHLY_PRICE}/mo
          </PremiumCheckoutButton>
          <DemoRequestButton
            source="voice-agent-landing"
            description={VOICE_DEMO_DESCRIPTION}
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            Book a demo
          </DemoRequestButton>
        </div>
      </div>
    </section>
  );
}
