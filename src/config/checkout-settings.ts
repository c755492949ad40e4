import type { DataMode } from './data-mode';
import { paths } from './paths';

/**
 * Which checkout each "pay" button opens, decided from the build's settings. Shared by the build
 * (build/checkout-links-plugin.ts, which refuses a production site with a missing or placeholder link)
 * and the app (src/config/checkout-links.ts). Pure: no import.meta, no process, so Node, the browser
 * tests and the Playwright specs can all run it.
 *
 * - Supabase (production): every link is a deployment setting, one VITE_ name per link, and must be a
 *   real https URL (a Stripe Payment Link in practice).
 * - Demo: every link opens the site's own test checkout (/test-checkout?link=<id>), whatever is set.
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';
export type BillingPeriod = 'monthly' | 'annual';

export const CHECKOUT_LINK_SETTINGS = {
  'starter-monthly': 'VITE_CHECKOUT_STARTER_MONTHLY',
  'starter-annual': 'VITE_CHECKOUT_STARTER_ANNUAL',
  'professional-monthly': 'VITE_CHECKOUT_PROFESSIONAL_MONTHLY',
  'professional-annual': 'VITE_CHECKOUT_PROFESSIONAL_ANNUAL',
  'enterprise-monthly': 'VITE_CHECKOUT_ENTERPRISE_MONTHLY',
  'enterprise-annual': 'VITE_CHECKOUT_ENTERPRISE_ANNUAL',
  /** One shared link: every premium tool page, the voice agent landing and both Ad2Conversion options. */
  premium: 'VITE_CHECKOUT_PREMIUM',
  /** The two previous-provider migration notices, a link each. */
  'captivaite-transition': 'VITE_CHECKOUT_CAPTIVAITE_TRANSITION',
  'transition-captivaite': 'VITE_CHECKOUT_TRANSITION_CAPTIVAITE',
} as const;
export type CheckoutLinkId = keyof typeof CHECKOUT_LINK_SETTINGS;
export const CHECKOUT_LINK_IDS = Object.keys(CHECKOUT_LINK_SETTINGS) as CheckoutLinkId[];

export const TEST_CHECKOUT_PATH = paths.testCheckout;

/** The demo's own test checkout for a link. */
export const demoCheckoutHref = (id: CheckoutLinkId) => `${TEST_CHECKOUT_PATH}?link=${id}`;

export class CheckoutLinksError extends Error {
  override name = 'CheckoutLinksError';
}

/** Hosts that only ever hold examples (RFC 2606) and the old source placeholder. */
const PLACEHOLDER = /(^|\.)(example\.(com|org|net)|example|invalid|test|localhost)$/i;

/** What is wrong with a setting's link, if anything. (No zod: the pricing page reads these as it starts.) */
function linkProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an https URL';
  }
  if (url.protocol !== 'https:') return 'is not an https URL';
  if (PLACEHOLDER.test(url.hostname) || /REPLACE-ME/i.test(value)) return 'is a placeholder';
  return null;
}

export type CheckoutLinkSettings = Partial<Record<string, string | undefined>>;

export function resolveCheckoutLinks(settings: CheckoutLinkSettings, mode: DataMode): Record<CheckoutLinkId, string> {
  const links = {} as Record<CheckoutLinkId, string>;
  if (mode === 'demo') {
    for (const id of CHECKOUT_LINK_IDS) links[id] = demoCheckoutHref(id);
    return links;
  }
  const problems: string[] = [];
  for (const id of CHECKOUT_LINK_IDS) {
    const name = CHECKOUT_LINK_SETTINGS[id];
    const value = settings[name]?.trim() ?? '';
    if (value === '') {
      problems.push(`${name} is missing`);
      continue;
    }
    const problem = linkProblem(value);
    if (problem === null) links[id] = value;
    else problems.push(`${name} ${problem} ("${value}")`);
  }
  if (problems.length > 0) {
    throw new CheckoutLinksError(
      `Checkout links are not configured: ${problems.join('; ')}. Set each to its payment link (a Stripe ` +
        'Payment Link; .env.example and README, "Payments").',
    );
  }
  return links;
}

/** The links as the pages use them: per plan and billing period, the shared premium link, the notices. */
export function groupCheckoutLinks(links: Record<CheckoutLinkId, string>) {
  return {
    plans: {
      starter: { monthly: links['starter-monthly'], annual: links['starter-annual'] },
      professional: { monthly: links['professional-monthly'], annual: links['professional-annual'] },
      enterprise: { monthly: links['enterprise-monthly'], annual: links['enterprise-annual'] },
    } satisfies Record<PlanId, Record<BillingPeriod, string>>,
    premium: links.premium,
    migration: {
      captivaiteTransition: links['captivaite-transition'],
      transitionCaptivaite: links['transition-captivaite'],
    },
  };
}
