import { parseWidgetPost } from '../_shared/public-post.ts';

/**
 * What the booking widget (src/widgets/kinds/booking/widget.tsx) posts, checked for shape only:
 * `{"w": uuid, "start": ISO instant, "name": string, "email"?: string, "phone"?: string, "note"?: string,
 * "hp"?: string, "t": ms since the form showed}`. The database (public.submit_booking_request) checks
 * everything else: that the widget is a running booking widget, that the start is offered now, the fields,
 * sizes, the minimum time and the limits.
 */
/** An ISO instant with its zone (Z or an offset), as public.booking_slots writes its starts. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export type BookingRequest = {
  p_widget: string;
  p_start: string;
  p_name: string;
  p_email: string;
  p_phone: string;
  p_note: string;
  p_honeypot: string;
  p_elapsed_ms: number;
};

export function parseBookingRequest(text: string): BookingRequest | null {
  const post = parseWidgetPost(text);
  if (post === null) return null;
  const { start, name, email = '', phone = '', note = '', hp = '' } = post.fields;
  if (typeof start !== 'string' || !INSTANT.test(start) || Number.isNaN(Date.parse(start))) return null;
  if (![name, email, phone, note, hp].every((value) => typeof value === 'string')) return null;
  return {
    p_widget: post.widgetId,
    p_start: start,
    p_name: name as string,
    p_email: email as string,
    p_phone: phone as string,
    p_note: note as string,
    p_honeypot: hp as string,
    p_elapsed_ms: post.elapsedMs,
  };
}
