/** "Best time to contact" options (spec section 3 "Onboarding submission"); the SQL CHECK lists the same values. */
export const BEST_TIMES = [
  { value: 'morning', label: 'Morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
  { value: 'anytime', label: 'Anytime' },
] as const;

export type BestTime = (typeof BEST_TIMES)[number]['value'];
export const BEST_TIME_VALUES = BEST_TIMES.map((o) => o.value) as [BestTime, ...BestTime[]];

const labels = new Map<string, string>(BEST_TIMES.map((o) => [o.value, o.label]));
/** The label for display and export; an unknown stored value shows as itself. */
export const bestTimeLabel = (value: string | null) => (value ? (labels.get(value) ?? value) : '');
