/**
 * Every premium tool and the voice agent: 249 dollars per month, implementation and training included.
 * Kept apart from premium-list.ts so the tool pages do not pull in the whole catalogue for one number.
 */
export const PREMIUM_MONTHLY_PRICE = 249;
