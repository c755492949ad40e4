import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { CheckoutLink } from '@/components/ui/checkout-link';
import { CtaBand, ctaBandOutlineClass } from '@/components/ui/cta-band';
import { FaqSection } from '@/components/ui/faq-accordion';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import {
  NOTICE_CONTENT as content,
  UPDATE_BILLING_LABEL,
  type MigrationNotice,
} from '../data/migration-notice';
import { MobileCheckoutBar } from './mobile-checkout-bar';
import { ShutdownBanner } from './shutdown-banner';
import { WhatToKnow } from './what-to-know';

/** The two migration notice pages: the same content, each with its own checkout link. */
export function MigrationNoticePage({ notice }: { notice: MigrationNotice }) {
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} />
      <ShutdownBanner message={content.banner} detail={content.bannerDetail} />
      <PageHero title={content.title} subtitle={content.subtitle}>
        <CheckoutLink href={notice.checkoutUrl} size="lg" className="w-full sm:w-auto">
          {UPDATE_BILLING_LABEL}
        </CheckoutLink>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
          {content.timeNote}
        </p>
      </PageHero>
      <WhatToKnow items={content.whatToKnow} />
      <FaqSection
        items={content.faq}
        subtitle="Answers to the questions we hear most from customers moving over."
      />
      <CtaBand title="Don’t Wait Until the Last Minute" text={`${content.banner} ${content.bannerDetail}`}>
        <CheckoutLink href={notice.checkoutUrl} variant="inverse" size="lg">
          {UPDATE_BILLING_LABEL}
        </CheckoutLink>
        <Button asChild variant="ghost" size="lg" className={ctaBandOutlineClass}>
          <Link to={paths.contact}>Contact Support</Link>
        </Button>
      </CtaBand>
      <MobileCheckoutBar href={notice.checkoutUrl} label={UPDATE_BILLING_LABEL} />
    </>
  );
}
