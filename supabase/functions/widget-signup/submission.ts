/**
 * What the email sign-up widget (src/widgets/kinds/email-signup/widget.tsx) posts, checked for shape only:
 * `{"w": uuid, "email": string, "name"?: string, "hp"?: string, "t": ms since the form showed}`. The
 * database (public.submit_email_signup) checks everything else: that the widget is a published sign-up
 * form, the address, sizes, the minimum time and the limits.
 */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type SignUp = { widget_id: string; email: string; name: string; honeypot: string; elapsed_ms: number };

export function parseSignUp(text: string): SignUp | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { w, email, name = '', hp = '', t } = body as Record<string, unknown>;
  const id = typeof w === 'string' ? w.toLowerCase() : '';
  if (!ID.test(id) || typeof t !== 'number' || !Number.isInteger(t) || t < 0) return null;
  if (typeof email !== 'string' || typeof name !== 'string' || typeof hp !== 'string') return null;
  return { widget_id: id, email, name, honeypot: hp, elapsed_ms: Math.min(t, 2_000_000_000) };
}
