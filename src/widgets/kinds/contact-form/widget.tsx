/** @jsxImportSource preact */
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { MIN_FILL_MS, SUBMISSION_LIMITS } from './limits';
import type { ContactFormSettings } from './settings';

/*
 * The contact form. Every field has a visible label; a field's error is tied to it (aria-describedby,
 * aria-invalid) and the first invalid field takes focus; one status region says what happens (sending,
 * sent, not sent). A failed or refused send keeps what the visitor typed. It posts text/plain JSON (no
 * preflight, no key) to the widget-contact function on our own origin, which the database bounds
 * (20261201001100_contact_form.sql). The honeypot input is for bots only: hidden and out of the tab order.
 */

type Field = {
  key: string;
  label: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'area';
  max: number;
  auto?: string;
};
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'limited' | 'refused' | 'invalid';

/** Milliseconds since `start` (0: the form has not shown yet). */
const since = (start: number) => Date.now() - start;

// What the database's private.is_plain_email refuses, so an address the widget lets through is not refused
// after sending with no field marked: no spaces, brackets, quotes, or ?&%/,;: (a list's comma, "mailto:").
const EMAIL = /^[^\s@<>"?&%/,;:()[\]\\]+@[^\s@<>"?&%/,;:()[\]\\]+\.[^\s@<>"?&%/,;:()[\]\\.]+$/;
const PHONE = /^\+?[0-9 ().-]{6,}$/;

function fieldsOf(settings: ContactFormSettings): Field[] {
  const { name, email, phone, message } = settings.fields;
  const L = SUBMISSION_LIMITS;
  const standard: Array<[Field, boolean]> = [
    [{ key: 'name', ...name, type: 'text', max: L.name, auto: 'name' }, name.enabled],
    [{ key: 'email', ...email, type: 'email', max: L.email, auto: 'email' }, email.enabled],
    [{ key: 'phone', ...phone, type: 'tel', max: L.phone, auto: 'tel' }, phone.enabled],
    [{ key: 'message', ...message, type: 'area', max: L.message }, message.enabled],
  ];
  return [
    ...standard.filter(([, on]) => on).map(([field]) => field),
    ...settings.custom.map((field, index): Field => ({
      key: `c${index}`,
      label: field.label,
      required: field.required,
      type: field.multiline ? 'area' : 'text',
      max: L.custom,
    })),
  ];
}

function problem(field: Field, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return field.required ? `Please fill in ${field.label}.` : null;
  if (field.type === 'email' && !EMAIL.test(trimmed))
    return 'Please enter an email address like name@example.com.';
  if (field.type === 'tel' && !PHONE.test(trimmed))
    return 'Please enter a phone number, like +1 555 010 0123.';
  return null;
}

const MESSAGES: Record<Exclude<Status, 'idle' | 'sent'>, string> = {
  sending: 'Sending your message…',
  invalid: 'Please correct the fields marked below.',
  refused: 'Your message was not accepted. What you typed is still here: please check it and send it again.',
  failed: 'Your message could not be sent. What you typed is still here: please try again in a moment.',
  limited:
    'This form has received too many messages just now, so yours was not sent. What you typed is still here: please try again later or contact us another way.',
};

function Widget({ settings, context }: { settings: ContactFormSettings; context: WidgetContext }) {
  const id = useId();
  const fields = fieldsOf(settings);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  const shownAtRef = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  /** The widget's height when sent: the thanks keep it, so nothing below moves on the owner's page. */
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    shownAtRef.current = since(0);
  }, []);

  // After a submit with errors, the first invalid field takes focus (once it carries its error).
  useLayoutEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  // Sent: the form (and the focused button) is gone, so focus goes to the thanks.
  useLayoutEffect(() => {
    // The answer, whatever it is, where the visitor's eyes go: on a phone the status line is far from the
    // button pressed, and a failure said only there went unseen.
    if (status !== 'idle' && status !== 'sending' && status !== 'invalid') statusRef.current?.focus();
  }, [status]);

  const send = async () => {
    setStatus('sending');
    if (context.preview) return setStatus('sent');
    // A person who is quicker than the minimum waits the rest (the database refuses quicker sends).
    const early = MIN_FILL_MS + 100 - since(shownAtRef.current);
    if (early > 0) await new Promise((done) => setTimeout(done, early));
    const body: Record<string, string | number> = {
      w: context.widgetId,
      hp: honeypot.current?.value ?? '',
      t: since(shownAtRef.current),
    };
    for (const field of fields) body[field.key] = (values[field.key] ?? '').trim();
    try {
      const response = await fetch(`${context.api ?? ''}/functions/v1/widget-contact`, {
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
    const found: Record<string, string> = {};
    for (const field of fields) {
      const message = problem(field, values[field.key] ?? '');
      if (message) found[field.key] = message;
    }
    setErrors(found);
    setHeight(form.current?.parentElement?.offsetHeight ?? 0);
    if (Object.keys(found).length) {
      setStatus('invalid');
      setAttempt((count) => count + 1);
    } else void send();
  };

  const level = `h${settings.headingLevel}` as 'h2';
  const Heading = level;
  const bg = settings.colors.background;
  const accent = settings.colors.accent;
  return (
    <div
      class="cf"
      style={{
        '--cf-bg': bg,
        '--cf-fg': readableTextOn(bg),
        '--cf-accent': accent,
        '--cf-on-accent': readableTextOn(accent),
        '--cf-radius': `${settings.radius}px`,
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
          {fields.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const error = errors[field.key];
            const props = {
              id: fieldId,
              name: field.key,
              value: values[field.key] ?? '',
              maxLength: field.max,
              required: field.required,
              'aria-invalid': error ? ('true' as const) : undefined,
              'aria-describedby': error ? `${fieldId}-error` : undefined,
              // From the latest values, not this render's: autofill fills several fields in one task, before a
              // render.
              onInput: (event: Event) => {
                const value = (event.target as HTMLInputElement).value;
                setValues((previous) => ({ ...previous, [field.key]: value }));
              },
            };
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
                {field.type === 'area' ? (
                  <textarea rows={4} {...props} />
                ) : (
                  <input type={field.type} autoComplete={field.auto} {...props} />
                )}
                {error && (
                  <p class="error" id={`${fieldId}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div class="hp" aria-hidden="true">
            <label>
              Leave this empty
              <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <button type="submit" aria-disabled={status === 'sending' ? 'true' : undefined}>
            {settings.button}
          </button>
        </form>
      )}
    </div>
  );
}

const styles = `
.cf{container-type:inline-size;background:var(--cf-bg);color:var(--cf-fg);border-radius:var(--cf-radius);padding:16px}
.title{margin:0 0 8px;font-size:22px;line-height:28px}
.intro{margin:0 0 12px;white-space:pre-line}
.status{margin:0}
.status:focus{outline:none;box-shadow:none}
.status:not(:empty){margin:0 0 12px;font-weight:600}
.field{margin:0 0 14px}
label{display:block;margin:0 0 4px;font-weight:600}
.optional{font-weight:400}
input,textarea{display:block;width:100%;min-height:44px;margin:0;padding:10px 12px;border:1px solid var(--cf-fg);border-radius:min(var(--cf-radius),8px);background:#fff;color:#111827;font:inherit;font-size:16px}
textarea{resize:vertical}
[aria-invalid=true]{border-width:3px}
.error{margin:4px 0 0;font-weight:600}
.error::before{content:"⚠ "}
button{min-height:48px;min-width:48px;padding:0 24px;border:0;border-radius:999px;background:var(--cf-accent);color:var(--cf-on-accent);font:inherit;font-weight:600;cursor:pointer}
button[aria-disabled=true]{opacity:.7;cursor:progress}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
@container (max-width:360px){button{width:100%}}
`;

const contactForm: WidgetKindModule<ContactFormSettings> = { styles, Widget };
export default contactForm;
