import type { NicheSlug } from '@/config/paths';
import type { BuilderPrefill } from '@/lib/leads/builder-prefill';
import type { BusinessType, ChallengeId, GoalId } from '@/lib/leads/lead-options';
import type { SiteCheckId } from './site-check-checks';
import type { SiteCheckReport } from './site-check-report';

/*
 * What a site check tells the Custom Tool Builder (issue 25, "Build my toolkit"): the business's name and
 * website as the page gave them, its type from the niche the report guessed, and goals and challenges read
 * from the gaps. The builder shows all of it as answers the visitor can change, never as a done deal.
 */

/** Each niche page's builder business type: a niche the report guesses is a type the builder offers. */
export const BUSINESS_TYPE_OF_NICHE: Readonly<Record<NicheSlug, BusinessType>> = {
  restaurants: 'restaurant',
  'medical-practices': 'medical',
  'real-estate': 'realestate',
  'coaches-consultants': 'coaching',
  'fitness-wellness': 'fitness',
  'beauty-spa': 'salon',
  'legal-services': 'legal',
  'hospitality-travel': 'hospitality',
  'professional-services': 'professional',
  'local-retail': 'retail',
  'coffee-shops': 'coffee',
  'home-service': 'homeservice',
  ecommerce: 'ecommerce',
};

/** The goal a failed check points to; null where the gap is technical and names no goal of the builder's. */
const GOAL_OF_GAP: Readonly<Record<SiteCheckId, GoalId | null>> = {
  title: 'leads',
  'meta-description': 'leads',
  'one-h1': null,
  'local-business-data': 'leads',
  map: 'leads',
  'open-graph': 'social',
  lang: null,
  viewport: null,
  https: null,
  'response-time': null,
  'html-weight': null,
  'script-weight': null,
  'image-dimensions': null,
  'render-blocking-scripts': null,
  'click-to-call': 'leads',
  'contact-form': 'leads',
  booking: 'bookings',
  chat: 'automation',
  'email-signup': 'retention',
  'call-to-action': 'leads',
  reviews: 'reviews',
  'social-links': 'social',
  'privacy-policy': null,
  'image-alt': null,
  'cookie-consent': null,
};

/** A group graded C or worse is a challenge the owner lives with. */
const WEAK = new Set(['C', 'D', 'F']);
const CHALLENGE_OF_WEAK_GROUP = { found: 'competition', speed: 'knowledge', convert: 'tracking', trust: 'consistency' } as const;

const isNicheSlug = (slug: string | null): slug is NicheSlug => slug !== null && slug in BUSINESS_TYPE_OF_NICHE;

/** The builder's answers from a report; `niche` is the one the visitor chose on the report, when they did. */
export function builderPrefillFromReport(report: SiteCheckReport, shortlist: readonly number[], niche?: NicheSlug): BuilderPrefill {
  const slug = niche ?? report.niche.slug;
  const failed = report.groups.flatMap((group) => group.checks.filter((check) => !check.passed).map((check) => check.id));
  const goals = [...new Set(failed.map((id) => GOAL_OF_GAP[id]).filter((goal): goal is GoalId => goal !== null))];
  const challenges: ChallengeId[] = report.groups.filter((group) => WEAK.has(group.grade)).map((group) => CHALLENGE_OF_WEAK_GROUP[group.id]);
  return {
    ...(report.businessName ? { businessName: report.businessName.slice(0, 120).trim() } : {}),
    ...(isNicheSlug(slug) ? { businessType: BUSINESS_TYPE_OF_NICHE[slug] } : {}),
    websiteUrl: report.url,
    // The builder needs one of each; a site with no gap still wants customers.
    goals: goals.length > 0 ? goals : ['leads'],
    currentChallenges: challenges.length > 0 ? challenges : ['time'],
    shortlist: [...shortlist],
  };
}
