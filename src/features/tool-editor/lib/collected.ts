import type { WidgetKind } from '@/widgets/kinds';

/**
 * What visitors send through the kinds that collect something, as the owner counts it (one, many): the
 * views line and table of My tools put it beside the views. Kept here, not in kinds.ts, because the loader
 * and the runtime on owners' pages read that file and need none of it.
 */
export const COLLECTED: Partial<Record<WidgetKind, readonly [one: string, many: string]>> = {
  'contact-form': ['message', 'messages'],
  'email-signup': ['sign-up', 'sign-ups'],
  booking: ['booking request', 'booking requests'],
};
