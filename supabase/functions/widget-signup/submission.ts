import { parseWidgetPost } from '../_shared/public-post.ts';

/**
 * What the email sign-up widget (src/widgets/kinds/email-signup/widget.tsx) posts, checked for shape only:
 * `{"w": uuid, "email": string, "name"?: string, "hp"?: string, "t": ms since the form showed}`. The
 * database (public.submit_email_signup) checks everything else: that the widget is a published sign-up
 * form, the address, sizes, the minimum time and the limits.
 */
export type SignUp = { widget_id: string; email: string; name: string; honeypot: string; elapsed_ms: number };

export function parseSignUp(text: string): SignUp | null {
  const post = parseWidgetPost(text);
  if (post === null) return null;
  const { email, name = '', hp = '' } = post.fields;
  if (typeof email !== 'string' || typeof name !== 'string' || typeof hp !== 'string') return null;
  return { widget_id: post.widgetId, email, name, honeypot: hp, elapsed_ms: post.elapsedMs };
}
