import { parseWidgetPost } from '../_shared/public-post.ts';

/**
 * What the contact form widget (src/widgets/kinds/contact-form/widget.tsx) posts, checked for shape only:
 * `{"w": uuid, "name"?, "email"?, "phone"?, "message"?, "c0"?..."c2"?, "hp"?, "t": ms since the form showed}`,
 * every value a string but t. The database (public.submit_contact_form) checks everything else: that the
 * widget is a published contact form, which fields it asks for, sizes, the minimum time and the limits.
 * Flat keys, no arrays: a host page's Array.prototype.toJSON (Prototype.js) cannot bend the body.
 */
const TEXT_KEYS = ['name', 'email', 'phone', 'message', 'c0', 'c1', 'c2', 'hp'] as const;

export type Submission = {
  widget_id: string;
  sender_name: string;
  sender_email: string;
  sender_phone: string;
  message: string;
  extra: string[];
  honeypot: string;
  elapsed_ms: number;
};

export function parseSubmission(text: string): Submission | null {
  const post = parseWidgetPost(text);
  if (post === null) return null;
  const record = post.fields;
  const value: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const field = record[key] ?? '';
    if (typeof field !== 'string') return null;
    value[key] = field;
  }
  // The answers the widget sent (c0 to c<n-1> for a form with n fields of the owner's), in order.
  const count = ['c0', 'c1', 'c2'].filter((key) => Object.hasOwn(record, key)).length;
  if (count > 0 && !Object.hasOwn(record, `c${count - 1}`)) return null;
  const extra = [value.c0!, value.c1!, value.c2!].slice(0, count);
  return {
    widget_id: post.widgetId,
    sender_name: value.name!,
    sender_email: value.email!,
    sender_phone: value.phone!,
    message: value.message!,
    extra,
    honeypot: value.hp!,
    elapsed_ms: post.elapsedMs,
  };
}
