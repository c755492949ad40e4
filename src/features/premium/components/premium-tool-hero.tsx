import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { DemoRequestButton } from '@/components/inquiries/demo-request-button';
import type { PremiumToolPageContent } from '../data/premium-tool-page-types';
import { PremiumCheckoutButton } from './premium-checkout';

export function PremiumToolHero({ page }: { page: PremiumToolPageContent }) {
  return (
    <section className="border-b bg-gradient-to-b from-premium-soft/60 to-background py-12 md:py-20">
      <div className="container max-w-3xl text-center">
        <Link
          to={paths.premiumTools}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All premium tools
        </Link>
        <div aria-hidden="true" className="mt-6 text-6xl">
          {page.icon}
        </div>
        <Badge variant="premium" className="mt-4 px-3 py-1 text-sm">
          {page.badge}
        </Badge>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight md:text-5xl">{page.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{page.tagline}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PremiumCheckoutButton>Get Started Today</PremiumCheckoutButton>
          <DemoRequestButton
            source={page.slug}
            description={`See ${page.title} working for a business like yours. We will reply to set up a time.`}
          >
            Book a demo
          </DemoRequestButton>
        </div>
      </div>
    </section>
  );
}
