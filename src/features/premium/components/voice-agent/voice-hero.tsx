import { Headphones, PhoneIncoming } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { contactUrl } from '@/config/paths';
import { DemoRequestButton } from '@/components/inquiries/demo-request-button';
import { PREMIUM_MONTHLY_PRICE } from '@/domain/pricing/premium-price';
import { VOICE_DEMO_DESCRIPTION } from '../../data/voice-agent-content';
import { PremiumCheckoutButton } from '../premium-checkout';
import { CallPreview } from './call-preview';

const onDarkOutline = 'border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white';

export function VoiceHero() {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-blue-950 to-primary py-16 text-white md:py-24">
      <div className="container grid items-center gap-12 lg:grid-cols-[1fr_26rem]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <PhoneIncoming aria-hidden="true" className="size-4" />
            AI receptionist for local businesses
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight md:text-6xl">
            Answer every call 15x faster with an AI voice agent
          </h1>
          <p className="mt-5 max-w-xl text-lg text-blue-100">
            It picks up on the first ring, books appointments, takes notes, sends texts and emails, and
            answers questions from your own knowledge base. Live in under 10 minutes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PremiumCheckoutButton variant="inverse">
              Get started for ${PREMIUM_MONTHLY_PRICE}/mo
            </PremiumCheckoutButton>
            <Button asChild size="lg" variant="outline" className={onDarkOutline}>
              <Link to={contactUrl('demo')}>
                <Headphones aria-hidden="true" />
                Hear a live demo
              </Link>
            </Button>
            <DemoRequestButton
              source="voice-agent-landing"
              description={VOICE_DEMO_DESCRIPTION}
              className={onDarkOutline}
            >
              Book a demo
            </DemoRequestButton>
          </div>
        </div>
        <CallPreview />
      </div>
    </section>
  );
}
