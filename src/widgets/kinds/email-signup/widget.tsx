/** @jsxImportSource preact */
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { SIGNUP_LIMITS, SIGNUP_MIN_FILL_MS } from './limits';
import type { EmailSignupSettings } from './settings';

/*
 * The email sign-up form. Each field has a visible label; a field's error is tied to it (aria-describedby,
 * aria-invalid) and the first invalid field takes focus; one status region says what happens. A failed or
 * refused send keeps what the visitor typed. It posts text/plain JSON (no preflight, no key) to the
 * widget-signup function, which the database bounds (20261201001500_email_signup.sql): the address is
 * stored as pending and sent a confirmation link. The honeypot input is for bots only.
 */

type Key = 'name' | 'email';
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'limited' | 'refused' | 'invalid';

const since = (start: number) => Date.now() - start;
// What the database's private.is_plain_email refuses, so an address the widget lets through is not refused
// after sending with no field marked: no spaces, brackets, quotes, or ?&%/,;: (a list's comma, "mailto:").
const EMAIL = /^[^\s@<>"?&%/,;:()[\]\\]+@[^\s@<>"?&%/,;:()[\]\\]+\.[^\s@<>"?&%/,;:()[\]\\.]+$/;

const MESSAGES: Record<Exclude<Status, 'idle' | 'sent'>, string> = {
  sending: 'Signing you up…',
  invalid: 'Please correct the fields marked below.',
  refused: 'Your sign-up was not accepted. What you typed is still here: please check it and try again.',
  failed: 'You could not be signed up just now. What you typed is still here: please try again in a moment.',
  limited:
    'This form has had too many sign-ups just now, so yours was not sent. What you typed is still here: please try again later.',
};

function Widget({ settings, context }: { settings: EmailSignupSettings; context: WidgetContext }) {
  const id = useId();
  const fields: Array<{ key: Key; label: string; required: boolean }> = [
    ...(settings.name.enabled
      ? [{ key: 'name' as const, label: settings.name.label, required: settings.name.required }]
      : []),
    { key: 'email', label: settings.emailLabel, required: true },
  ];
  const [values, setValues] = useState<Record<Key, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  const shownAtRef = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    shownAtRef.current = since(0);
  }, []);
  useLayoutEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  useLayoutEffect(() => {
    // The answer, whatever it is, where the visitor's eyes go: a failure said only in the status line, away
    // from the button pressed, could go unseen on a phone.
    if (status !== 'idle' && status !== 'sending' && status !== 'invalid') statusRef.current?.focus();
  }, [status]);

  const send = async () => {
    setStatus('sending');
    if (context.preview) return setStatus('sent');
    const early = SIGNUP_MIN_FILL_MS + 100 - since(shownAtRef.current);
    if (early > 0) await new Promise((done) => setTimeout(done, early));
    const body = {
      w: context.widgetId,
      name: settings.name.enabled ? values.name.trim() : '',
      email: values.email.trim(),
      hp: honeypot.current?.value ?? '',
      t: since(shownAtRef.current),
    };
    try {
      const response = await fetch(`${context.api ?? ''}/functions/v1/widget-signup`, {
        method: 'POST',
        body: JSON.stringify(body),
        credentials: 'omit',
      });
      const { status: code } = response;
      setStatus(response.ok ? 'sent' : code === 429 ? 'limited' : code === 400 ? 'refused' : 'failed');
    } catch {
      setStatus('failed');
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found: Partial<Record<Key, string>> = {};
    for (const field of fields) {
      const value = values[field.key].trim();
      if (!value) {
        if (field.required) found[field.key] = `Please fill in ${field.label}.`;
      } else if (field.key === 'email' && !EMAIL.test(value)) {
        found.email = 'Please enter an email address like name@example.com.';
      }
    }
    setErrors(found);
    setHeight(form.current?.parentElement?.offsetHeight ?? 0);
    if (Object.keys(found).length) {
      setStatus('invalid');
      setAttempt((count) => count + 1);
    } else void send();
  };

  const Heading = `h${settings.headingLevel}` as 'h2';
  const { background: bg, accent } = settings.colors;
  return (
    <div
      class="es"
      style={{
        '--es-bg': bg,
        '--es-fg': readableTextOn(bg),
        '--es-accent': accent,
        '--es-on-accent': readableTextOn(accent),
        '--es-radius': `${settings.radius}px`,
        minHeight: status === 'sent' ? `${height}px` : undefined,
      }}
    >
      {settings.heading && <Heading class="title">{settings.heading}</Heading>}
      <p class="status" role="status" tabIndex={-1} ref={statusRef}>
        {status === 'sent' ? settings.thanks : status === 'idle' ? '' : MESSAGES[status]}
      </p>
      {status !== 'sent' && (
        <form ref={form} noValidate onSubmit={submit}>
          {settings.intro && <p class="intro">{settings.intro}</p>}
          <div class="row">
            {fields.map((field) => {
              const fieldId = `${id}-${field.key}`;
              const error = errors[field.key];
              const email = field.key === 'email';
              return (
                <div class="field" key={field.key}>
                  <label for={fieldId}>
                    {field.label}
                    {field.required ? (
                      <span aria-hidden="true"> *</span>
                    ) : (
                      <span class="optional"> (optional)</span>
                    )}
                  </label>
                  <input
                    id={fieldId}
                    name={field.key}
                    type={email ? 'email' : 'text'}
                    inputMode={email ? 'email' : undefined}
                    autoComplete={email ? 'email' : 'given-name'}
                    value={values[field.key]}
                    maxLength={SIGNUP_LIMITS[field.key]}
                    required={field.required}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    // From the latest values, not this render's: autofill fills both fields in one task.
                    onInput={(event) => {
                      const value = (event.target as HTMLInputElement).value;
                      setValues((previous) => ({ ...previous, [field.key]: value }));
                    }}
                  />
                  {error && (
                    <p class="error" id={`${fieldId}-error`}>
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <button type="submit" aria-disabled={status === 'sending' ? 'true' : undefined}>
              {settings.button}
            </button>
          </div>
          <div class="hp" aria-hidden="true">
            <label>
              Leave this empty
              <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
        </form>
      )}
    </div>
  );
}

const styles = `
.es{container-type:inline-size;background:var(--es-bg);color:var(--es-fg);border-radius:var(--es-radius);padding:16px}
.title{margin:0 0 8px;font-size:22px;line-height:28px}
.intro{margin:0 0 12px;white-space:pre-line}
.status{margin:0}
.status:focus{outline:none;box-shadow:none}
.status:not(:empty){margin:0 0 12px;font-weight:600}
.row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
.field{flex:1 1 200px;min-width:0}
label{display:block;margin:0 0 4px;font-weight:600}
.optional{font-weight:400}
input{display:block;width:100%;min-height:44px;margin:0;padding:10px 12px;border:1px solid var(--es-fg);border-radius:min(var(--es-radius),8px);background:#fff;color:#111827;font:inherit;font-size:16px}
[aria-invalid=true]{border-width:3px}
.error{margin:4px 0 0;font-weight:600}
.error::before{content:"⚠ "}
button{min-height:48px;min-width:48px;padding:0 24px;border:0;border-radius:999px;background:var(--es-accent);color:var(--es-on-accent);font:inherit;font-weight:600;cursor:pointer}
button[aria-disabled=true]{opacity:.7;cursor:progress}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
@container (max-width:360px){button{width:100%}}
`;

const emailSignup: WidgetKindModule<EmailSignupSettings> = { styles, Widget };
export default emailSignup;
