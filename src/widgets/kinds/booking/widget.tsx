/** @jsxImportSource preact */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import { zoneCity } from '../../shared/opening-hours';
import { BOOKING_LIMITS } from './limits';
import type { BookingSettings } from './settings';
import type { previewSlots } from './preview-slots';
import { dayLabel, timeLabel, type FreeSlots, type Slot } from './slots';

/*
 * The booking widget: the free days as one group of radio buttons (the browser gives them arrow keys and one
 * tab stop), the chosen day's free times as another, then who is asking. One status region says what happens;
 * a field's error is tied to it and the first invalid one takes focus. A failed, refused or too-late request
 * keeps everything typed; a slot taken meanwhile (409) reloads the times. The free times come from the
 * widget-booking function (worked out by the database in the business's zone); the editor's preview calls
 * nothing and shows illustrative times from the settings' hours.
 */

type Load = { state: 'loading' } | { state: 'ready'; slots: FreeSlots } | { state: 'failed' };
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'limited' | 'refused' | 'taken' | 'invalid';
type Key = 'name' | 'email' | 'phone' | 'note';

// What the database's private.is_plain_email refuses, so an address the widget lets through is not refused
// after sending with no field marked: no spaces, brackets, quotes, or ?&%/,;: (a list's comma, "mailto:").
const EMAIL = /^[^\s@<>"?&%/,;:()[\]\\]+@[^\s@<>"?&%/,;:()[\]\\]+\.[^\s@<>"?&%/,;:()[\]\\.]+$/;
const PHONE = /^\+?[0-9 ().-]{6,}$/;
const since = (start: number) => Date.now() - start;

// A failed or refused request keeps everything typed: the messages say what to do next, briefly.
const NOT_SENT = 'Not sent: please try again in a moment.';

function problems(
  values: Record<Key, string>,
  slot: Slot | undefined,
): Partial<Record<Key | 'slot', string>> {
  const found: Partial<Record<Key | 'slot', string>> = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!slot) found.slot = 'Please choose a time.';
  if (!values.name.trim()) found.name = 'Please fill in your name.';
  if (!email && !phone) found.email = found.phone = 'Please give an email address or a phone number.';
  if (email && !EMAIL.test(email)) found.email = 'Please check the email address.';
  if (phone && !PHONE.test(phone)) found.phone = 'Please check the phone number.';
  return found;
}

function Widget({ settings, context }: { settings: BookingSettings; context: WidgetContext }) {
  const id = useId();
  const [fetched, setFetched] = useState<Load>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [values, setValues] = useState<Record<Key, string>>({ name: '', email: '', phone: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Key | 'slot', string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [asked, setAsked] = useState('');
  const [said, setSaid] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [height, setHeight] = useState(0);
  const shownAtRef = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const url = `${context.api ?? ''}/functions/v1/widget-booking`;

  useLayoutEffect(() => {
    shownAtRef.current = since(0);
  }, []);
  useLayoutEffect(() => {
    if (attempt) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // The preview's illustrative times are worked out by a module of their own, which owners' pages never load.
  const [preview, setPreview] = useState<{ slots: typeof previewSlots } | null>(null);
  useEffect(() => {
    if (context.preview)
      import('./preview-slots').then(
        (module) => setPreview({ slots: module.previewSlots }),
        () => setFetched({ state: 'failed' }),
      );
  }, [context.preview]);

  useEffect(() => {
    if (context.preview) return;
    let live = true;
    // A reload after a taken slot keeps the old times (and the form) on screen until the new ones arrive.
    setFetched((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    const answer = (load: Load) => live && setFetched(load);
    fetch(`${url}?w=${encodeURIComponent(context.widgetId)}`, { credentials: 'omit' })
      .then(async (response) => {
        const body: FreeSlots | null = response.ok ? await response.json() : null;
        answer(Array.isArray(body?.days) ? { state: 'ready', slots: body! } : { state: 'failed' });
      })
      .catch(() => answer({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [context.preview, context.widgetId, url, reload]);

  const load: Load =
    context.preview && preview ? { state: 'ready', slots: preview.slots(settings, new Date()) } : fetched;
  const days = load.state === 'ready' ? load.slots.days : [];
  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  const slot = day?.slots.find((candidate) => candidate.start === start);
  const format = settings.hours.timeFormat;

  const send = async (chosen: string) => {
    setStatus('sending');
    const body = {
      w: context.widgetId,
      start,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      note: settings.note.enabled ? values.note.trim() : '',
      hp: honeypot.current?.value ?? '',
    };
    // What the request's answer says comes with the module that sends it (the first view needs neither).
    const [outcome, text] = context.preview
      ? (['sent', ''] as const)
      : await import('./send-request').then(
          (module) => module.sendRequest(url, body, shownAtRef.current),
          () => ['failed', NOT_SENT] as const,
        );
    setSaid(text);
    if (outcome === 'sent') setAsked(chosen);
    if (outcome === 'taken') {
      setStart('');
      setReload((count) => count + 1);
    }
    setStatus(outcome);
    // The answer, whatever it is, where the visitor's eyes go once it shows: on a phone the status line is far
    // above the button pressed, and a failure said only there went unseen.
    setTimeout(() => statusRef.current?.focus());
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (status === 'sending' || !day) return;
    const found = problems(values, slot);
    setErrors(found);
    setHeight(root.current?.offsetHeight ?? 0);
    if (Object.keys(found).length) {
      setStatus('invalid');
      setAttempt((count) => count + 1);
    } else if (day && slot) void send(`${dayLabel(day.date)}, ${timeLabel(slot.time, format)}`);
  };

  const field = (key: Key, label: string, type: string, auto?: string) => {
    const fieldId = `${id}-${key}`;
    const error = errors[key];
    const props = {
      id: fieldId,
      name: key,
      value: values[key],
      maxLength: BOOKING_LIMITS[key],
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      // From the latest values, not this render's: autofill fills several fields in one task, before a render.
      onInput: (event: Event) => {
        const value = (event.target as HTMLInputElement).value;
        setValues((previous) => ({ ...previous, [key]: value }));
      },
    };
    return (
      <div class="field">
        <label for={fieldId}>
          {label}
          {key === 'name' ? (
            <span aria-hidden="true"> *</span>
          ) : (
            key === 'note' && <span class="optional"> (optional)</span>
          )}
        </label>
        {type === 'area' ? (
          <textarea rows={3} {...props} />
        ) : (
          <input type={type} autoComplete={auto} required={key === 'name'} {...props} />
        )}
        {error && (
          <p class="error" id={`${fieldId}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const loadingText = load.state === 'loading' ? 'Loading free times…' : '';
  const Heading = `h${settings.headingLevel}` as 'h2';
  const { background: bg, accent } = settings.colors;
  const { reach } = settings;
  return (
    <div
      ref={root}
      class="bk"
      style={{
        '--bg': bg,
        '--fg': readableTextOn(bg),
        '--ac': accent,
        '--on': readableTextOn(accent),
        '--r': `${settings.radius}px`,
        minHeight: status === 'sent' ? `${height}px` : undefined,
      }}
    >
      {settings.heading && <Heading class="title">{settings.heading}</Heading>}
      <p class="status" role="status" tabIndex={-1} ref={statusRef}>
        {status === 'sent'
          ? settings.thanks
          : status === 'idle'
            ? loadingText
            : status === 'sending'
              ? 'Sending…'
              : status === 'invalid'
                ? 'Please correct the marked fields.'
                : said}
      </p>
      {status === 'sent' ? (
        <p>
          You asked for <strong>{asked}</strong>. It is a request until we confirm it.
        </p>
      ) : load.state === 'failed' || (load.state === 'ready' && !day) ? (
        <div class="wait">
          <p>
            {load.state === 'failed'
              ? 'The free times could not be loaded.'
              : `No free times in the next ${settings.daysAhead > 1 ? `${settings.daysAhead} days` : 'day'}.`}
          </p>
          {load.state === 'failed' && (
            <button type="button" onClick={() => setReload((count) => count + 1)}>
              Try again
            </button>
          )}
          {/* How else to book: the owner's email and phone as links. */}
          <p class="reach">
            {reach.email && <a href={`mailto:${reach.email}`}>{reach.email}</a>}
            {reach.phone && <a href={`tel:${reach.phone}`}>{reach.display || reach.phone}</a>}
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          {settings.intro && <p class="intro">{settings.intro}</p>}
          {/* The times' place is held at its full height while they load, so nothing below moves. */}
          <div class="picker">
            {load.state === 'ready' && day && (
              <>
                <fieldset>
                  <legend>Day</legend>
                  <div class="days">
                    {days.map((each) => (
                      <label class="chip" key={each.date}>
                        <input
                          type="radio"
                          name={`${id}-day`}
                          checked={each === day}
                          onChange={() => (setDate(each.date), setStart(''))}
                        />
                        <span>{dayLabel(each.date)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <fieldset aria-describedby={errors.slot && !slot ? `${id}-slot-error` : undefined}>
                  <legend>Time ({zoneCity(load.slots.timeZone)} time)</legend>
                  <div class="slots">
                    {day.slots.map((each) => (
                      <label class="chip" key={each.start}>
                        <input
                          type="radio"
                          name={`${id}-slot`}
                          checked={each === slot}
                          aria-invalid={errors.slot && !slot ? 'true' : undefined}
                          onChange={() => setStart(each.start)}
                        />
                        <span>{timeLabel(each.time, format)}</span>
                      </label>
                    ))}
                  </div>
                  {errors.slot && !slot && (
                    <p class="error" id={`${id}-slot-error`}>
                      {errors.slot}
                    </p>
                  )}
                </fieldset>
              </>
            )}
          </div>
          {field('name', 'Your name', 'text', 'name')}
          {field('email', 'Email', 'email', 'email')}
          {field('phone', 'Phone', 'tel', 'tel')}
          {settings.note.enabled && field('note', settings.note.label, 'area')}
          <div class="hp" aria-hidden="true">
            <label>
              Leave this empty
              <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <button type="submit" aria-disabled={status === 'sending' || !day ? 'true' : undefined}>
            {settings.button}
          </button>
        </form>
      )}
    </div>
  );
}

const styles = `
.bk{container-type:inline-size;background:var(--bg);color:var(--fg);border-radius:var(--r);padding:16px}
.title{margin:0 0 8px;font-size:22px;line-height:28px}
p{margin:0 0 12px}
.status:focus{outline:0}
.status:not(:empty){font-weight:600}
.status:empty{margin:0}
.wait{min-height:120px}
.intro{white-space:pre-line}
.picker{min-height:304px}
.reach a{display:block;line-height:44px;color:inherit;font-weight:600}
fieldset{margin:0 0 14px;padding:0;border:0;min-width:0}
legend,label{display:block;padding:0;margin:0 0 4px;font-weight:600}
.days,.slots{display:flex;gap:8px;overflow-x:auto;padding:3px;margin:-3px}
.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(100px,1fr));max-height:166px}
.chip{position:relative;flex:none;margin:0}
.chip input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0}
.chip span{display:flex;align-items:center;justify-content:center;min-height:48px;padding:0 14px;border:1px solid;border-radius:min(var(--r),8px);white-space:nowrap}
:checked+span{background:var(--ac);color:var(--on);border-color:var(--ac)}
:focus-visible+span{outline:3px solid var(--ac);outline-offset:2px}
[aria-invalid=true],[aria-invalid=true]+span{border-width:3px}
.field{margin:0 0 14px}
.optional{font-weight:400}
.field input,textarea{display:block;width:100%;box-sizing:border-box;min-height:44px;margin:0;padding:10px 12px;border:1px solid;border-radius:min(var(--r),8px);background:#fff;color:#111;font:inherit;font-size:16px}
.error{margin:4px 0 0;font-weight:600}
.error::before{content:"⚠ "}
button{min-height:48px;padding:0 24px;border:0;border-radius:999px;background:var(--ac);color:var(--on);font:inherit;font-weight:600}
[aria-disabled=true]{opacity:.7}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
@container (max-width:360px){button{width:100%}}
@media (forced-colors:active){:checked+span{border-width:3px;text-decoration:underline}}
`;

const booking: WidgetKindModule<BookingSettings> = { styles, Widget };
export default booking;
