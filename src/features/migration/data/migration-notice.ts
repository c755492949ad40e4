import type { FaqItem } from '@/components/ui/faq-accordion';
import { CHECKOUT_LINKS } from '@/config/checkout-links';
import { SITE } from '@/config/site';
import { PREVIOUS_PROVIDER, SHUTDOWN_AT } from './provider';

/** What differs between the two notice pages: only the checkout each one opens. */
export type MigrationNotice = { checkoutUrl: string };

export const MIGRATION_NOTICES = {
  captivaiteTransition: { checkoutUrl: CHECKOUT_LINKS.migration.captivaiteTransition },
  transitionCaptivaite: { checkoutUrl: CHECKOUT_LINKS.migration.transitionCaptivaite },
} as const satisfies Record<keyof typeof CHECKOUT_LINKS.migration, MigrationNotice>;

export const UPDATE_BILLING_LABEL = 'Update Billing & Keep My Site Live';

/** Copy shared by both notice pages (the spec: "two, same content"). */
export const NOTICE_CONTENT = {
  metaTitle: `${PREVIOUS_PROVIDER} Customers: Keep Your Website Live`,
  metaDescription: `${PREVIOUS_PROVIDER} shuts down on ${SHUTDOWN_AT}. Update your billing in under 2 minutes to keep your website live with LocalBoost.`,
  banner: `${PREVIOUS_PROVIDER} is shutting down on ${SHUTDOWN_AT}.`,
  bannerDetail: 'Update your billing before then to keep your website online.',
  title: 'Keep Your Website Live',
  subtitle: `LocalBoost is taking over hosting and support for ${PREVIOUS_PROVIDER} websites. Update your billing and your site stays exactly where it is: no rebuild, no downtime.`,
  timeNote: 'Takes under 2 minutes. Secure card payment.',
  whatToKnow: [
    {
      title: `${PREVIOUS_PROVIDER} service ends ${SHUTDOWN_AT}`,
      text: 'Websites without updated billing will go offline when their servers are switched off.',
    },
    {
      title: 'Updating your billing takes under 2 minutes',
      text: 'Enter your card details on our secure checkout page. There is nothing to install and no forms to fill in.',
    },
    {
      title: 'Includes the Starter Plan with 5 marketing tools plus a business analysis',
      text: 'Add booking, reviews, chat and more to your site, and get an expert review of your online presence.',
    },
    {
      title: 'Your website, domain and content stay the same',
      text: 'We move everything for you. Your visitors will not notice a thing.',
    },
  ],
  faq: [
    {
      question: `What happens on September 7th?`,
      answer: `${PREVIOUS_PROVIDER} switches off its servers at 11:59 PM. Any website whose billing has not been moved to LocalBoost by then will go offline.`,
    },
    {
      question: 'Will my website go down while it moves?',
      answer:
        'No. Once your billing is updated we copy your site to LocalBoost behind the scenes and switch it over with zero downtime.',
    },
    {
      question: 'What is included in my plan?',
      answer:
        'The Starter Plan: hosting for your existing website, 5 ready-made marketing tools of your choice, monthly analytics, email support and a business analysis from our marketing experts.',
    },
    {
      question: `Will I be charged by both ${PREVIOUS_PROVIDER} and LocalBoost?`,
      answer: `No. ${PREVIOUS_PROVIDER} stops billing when it shuts down, and your LocalBoost billing replaces it. You will never pay twice for the same month.`,
    },
    {
      question: 'Can I change or cancel my plan later?',
      answer:
        'Yes. You can upgrade, downgrade or cancel at any time, and every new subscription is covered by our 30-day money-back guarantee.',
    },
    {
      question: 'I need help updating my billing. Who can I talk to?',
      answer:
        `Our support team is available ${SITE.hoursSummary}, and replies to every message within 24 hours. Use our contact page or email ${SITE.supportEmail}.`,
    },
  ] satisfies readonly FaqItem[],
};
