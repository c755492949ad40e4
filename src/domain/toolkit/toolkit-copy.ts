import { formatUsd } from '@/domain/pricing/format-usd';
import type { Plan } from '@/domain/pricing/plans';
import { UPGRADE_MONTHLY_PRICE, type ToolkitPick } from './build-toolkit';

/** Words the kit uses on screen and in the email, so both say the same thing. */
export const TOOLKIT_COPY = {
  heading: 'Your personalized toolkit',
  upgradeHeading: 'Premium AI upgrade',
  upgradePrice: `${formatUsd(UPGRADE_MONTHLY_PRICE)}/month`,
  share: 'Share this toolkit',
  shareHint: 'The link holds only your answers (business type, goals, challenges, website yes/no).',
  startBuilder: 'Start the builder',
  noPlan: 'A kit this size needs Enterprise Elite or a quick conversation with us.',
  ownPicksFirst: 'Your own picks from your shortlist first',
} as const;

/** "Your kit fits the Professional plan ($349/month)". */
export function planLine(plan: Plan): string {
  return `Your kit fits the ${plan.name} plan (${formatUsd(plan.monthlyPrice)}/month)`;
}

export const planButton = (plan: Plan) => `See the ${plan.name} plan`;

/** The line under the kit's heading: the visitor's own picks are named as theirs. */
export function kitIntro(picks: readonly ToolkitPick[]): string {
  return picks.some((pick) => pick.ownPick)
    ? `${TOOLKIT_COPY.ownPicksFirst}, then the tools picked from your answers, best first.`
    : 'Picked from your answers, best first.';
}
