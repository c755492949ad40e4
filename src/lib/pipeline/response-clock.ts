/**
 * The first-response clock (docs/decisions/026-speed-to-lead.md): how long a row has waited for its first
 * staff touch, or how long that touch took. Pure, so the thresholds and wording are unit-tested; the
 * dashboard re-renders it on a timer without re-fetching.
 */
export type ClockSettings = { amber_minutes: number; red_minutes: number };
export type ClockLevel = 'ok' | 'amber' | 'red';
export type ResponseClock =
  | { kind: 'waiting'; minutes: number; level: ClockLevel; text: string }
  | { kind: 'answered'; minutes: number; text: string };

/** The database's defaults, used until the settings have loaded (or if they cannot be read). */
export const DEFAULT_CLOCK_SETTINGS: ClockSettings = { amber_minutes: 5, red_minutes: 30 };

/** "under 1 min", "12 min", "3 h", "2 h 5 min", "4 d" (whole units, rounded down). */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'under 1 min';
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const hours = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  return `${Math.floor(m / (24 * 60))} d`;
}

export function clockLevel(minutes: number, settings: ClockSettings): ClockLevel {
  if (minutes >= settings.red_minutes) return 'red';
  if (minutes >= settings.amber_minutes) return 'amber';
  return 'ok';
}

export function responseClock(
  row: { created_at: string; first_touch_at: string | null },
  now: number,
  settings: ClockSettings = DEFAULT_CLOCK_SETTINGS,
): ResponseClock {
  const arrived = Date.parse(row.created_at);
  if (row.first_touch_at) {
    const minutes = Math.max(0, (Date.parse(row.first_touch_at) - arrived) / 60_000);
    return { kind: 'answered', minutes, text: `Answered in ${formatMinutes(minutes)}` };
  }
  const minutes = Math.max(0, (now - arrived) / 60_000);
  return { kind: 'waiting', minutes, level: clockLevel(minutes, settings), text: `Waiting ${formatMinutes(minutes)}` };
}

/** An owner in a cell: the email's local part ("ann" for ann@agency.example), or the whole if it has none. */
export function ownerName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
