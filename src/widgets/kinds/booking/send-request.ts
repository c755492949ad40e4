import { BOOKING_MIN_FILL_MS } from './limits';

/**
 * Posts a request (text/plain JSON: no preflight, no cookie) no sooner than the minimum after the form
 * showed at `shownAt` (a person who is quicker waits the rest: the database refuses quicker requests), and
 * answers how it went and what the widget says of it. A module of its own, loaded on the first send: the first view of the
 * widget does not need it.
 */
const SAY = {
  sent: '',
  taken: 'That time was just taken: please choose another.',
  refused: 'Not accepted: please check it and try again.',
  failed: 'Not sent: please try again in a moment.',
  limited: 'Too many requests just now: please try again later.',
};
type Outcome = keyof typeof SAY;

export async function sendRequest(url: string, body: Record<string, string>, shownAt: number) {
  const early = BOOKING_MIN_FILL_MS + 100 - (Date.now() - shownAt);
  if (early > 0) await new Promise((done) => setTimeout(done, early));
  try {
    const { ok, status } = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ ...body, t: Date.now() - shownAt }),
      credentials: 'omit',
    });
    const outcome: Outcome = ok
      ? 'sent'
      : (({ 409: 'taken', 429: 'limited', 400: 'refused' } as Record<number, Outcome>)[status] ?? 'failed');
    return [outcome, SAY[outcome]] as const;
  } catch {
    return ['failed', SAY.failed] as const;
  }
}
