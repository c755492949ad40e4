/**
 * The Custom Tool Builder's answer options (spec section 3, "Lead"). Shared by the builder, the leads
 * dashboard (which shows labels, not ids) and the SQL CHECK constraints, which list the same values.
 * Business types: the spec's nine, plus the niches the site has pages for (issue 28), so no visitor with
 * a niche page is left with "Other"; "Other" stays last.
 */
export const BUSINESS_TYPES = [
  { value: 'salon', label: 'Salon & Spa', icon: 'Scissors' },
  { value: 'realestate', label: 'Real Estate', icon: 'Home' },
  { value: 'medical', label: 'Medical Practice', icon: 'Stethoscope' },
  { value: 'coffee', label: 'Coffee Shop', icon: 'Coffee' },
  { value: 'fitness', label: 'Personal Trainer', icon: 'Dumbbell' },
  { value: 'restaurant', label: 'Restaurant', icon: 'UtensilsCrossed' },
  { value: 'ecommerce', label: 'E-commerce', icon: 'ShoppingCart' },
  { value: 'homeservice', label: 'Home Service', icon: 'Wrench' },
  { value: 'coaching', label: 'Coaches & Consultants', icon: 'Target' },
  { value: 'legal', label: 'Legal Services', icon: 'Scale' },
  { value: 'hospitality', label: 'Hospitality & Travel', icon: 'Hotel' },
  { value: 'professional', label: 'Professional Services', icon: 'Briefcase' },
  { value: 'retail', label: 'Local Retail', icon: 'Store' },
  { value: 'other', label: 'Other', icon: 'Building2' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];
export const BUSINESS_TYPE_VALUES = BUSINESS_TYPES.map((o) => o.value) as [BusinessType, ...BusinessType[]];

export const GOALS = [
  { id: 'leads', label: 'Generate more leads' },
  { id: 'bookings', label: 'Increase bookings/appointments' },
  { id: 'retention', label: 'Improve customer retention' },
  { id: 'reviews', label: 'Get more positive reviews' },
  { id: 'social', label: 'Boost social media presence' },
  { id: 'automation', label: 'Automate repetitive tasks' },
] as const;
export type GoalId = (typeof GOALS)[number]['id'];
export const GOAL_IDS = GOALS.map((o) => o.id) as [GoalId, ...GoalId[]];

export const CHALLENGES = [
  { id: 'time', label: 'Not enough time for marketing' },
  { id: 'knowledge', label: 'Limited marketing knowledge' },
  { id: 'budget', label: 'Tight marketing budget' },
  { id: 'tracking', label: "Can't track what works" },
  { id: 'consistency', label: 'Inconsistent marketing efforts' },
  { id: 'competition', label: 'Strong local competition' },
] as const;
export type ChallengeId = (typeof CHALLENGES)[number]['id'];
export const CHALLENGE_IDS = CHALLENGES.map((o) => o.id) as [ChallengeId, ...ChallengeId[]];

const labelMap = (options: ReadonlyArray<{ label: string } & ({ id: string } | { value: string })>) =>
  new Map(options.map((o) => ['id' in o ? o.id : o.value, o.label]));
const businessTypeLabels = labelMap(BUSINESS_TYPES);
const goalLabels = labelMap(GOALS);
const challengeLabels = labelMap(CHALLENGES);

/** Labels for display; an unknown stored value (older data) shows as itself rather than disappearing. */
export const businessTypeLabel = (value: string) => businessTypeLabels.get(value) ?? value;
export const goalLabel = (id: string) => goalLabels.get(id) ?? id;
export const challengeLabel = (id: string) => challengeLabels.get(id) ?? id;
