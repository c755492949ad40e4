/*
 * Time zones without Intl on owners' pages. A page's first Intl call costs 45-90 ms of main thread before any
 * CPU slowdown (the locale and time-zone data it loads), more than the rest of a widget. So the settings read
 * (supabase/functions/widget-settings, where Intl is cheap) works out the offsets of each zone a widget names
 * for the year ahead, the runtime keeps them here, and opening-hours reads them; only an instant they do not
 * cover (the editor, a page left open for a year) falls back to Intl. The visitor's own zone needs neither:
 * Date's getTimezoneOffset is the browser's own clock.
 *
 * No imports, and explicit about its types: the Edge Function (Deno) imports this file as it is.
 */

/** A zone's offsets from UTC over [from, until), in ms since the epoch. */
export interface ZoneOffsets {
  from: number;
  until: number;
  /** [instant, minutes east of UTC] pairs, ascending, the first at `from`: each holds until the next. */
  changes: Array<[number, number]>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far ahead the settings read works out: farther than any "opens on ..." a widget names (30 holidays). */
export const ZONE_OFFSETS_DAYS = 400;

const known = new Map<string, ZoneOffsets>();

const isOffsets = (value: unknown): value is ZoneOffsets => {
  const offsets = value as ZoneOffsets | null;
  return (
    typeof offsets === 'object' &&
    offsets !== null &&
    typeof offsets.from === 'number' &&
    typeof offsets.until === 'number' &&
    Array.isArray(offsets.changes) &&
    offsets.changes.every(
      (change) =>
        Array.isArray(change) && typeof change[0] === 'number' && typeof change[1] === 'number',
    )
  );
};

/** Keeps the offsets a settings read brought (zone name -> ZoneOffsets); anything malformed is ignored. */
export function provideZoneOffsets(zones: unknown): void {
  if (typeof zones !== 'object' || zones === null) return;
  for (const [zone, offsets] of Object.entries(zones)) if (isOffsets(offsets)) known.set(zone, offsets);
}

/** The zone's offset at `instant` in ms, from the kept offsets; null when they do not cover it. */
export function knownOffset(timeZone: string, instant: number): number | null {
  const offsets = known.get(timeZone);
  if (!offsets || instant < offsets.from || instant >= offsets.until) return null;
  let offset: number | null = null;
  for (const [at, minutes] of offsets.changes) {
    if (at > instant) break;
    offset = minutes * MINUTE;
  }
  return offset;
}

/**
 * Works out a zone's offsets from the start of the UTC day before `now` for ZONE_OFFSETS_DAYS, with
 * `offsetAt` (Intl, where it is cheap) giving the offset in minutes at an instant. Stable through a UTC day,
 * so the settings read's ETag is too. Daily steps, then halving to the minute where a day's offset changed.
 */
export function zoneOffsetsOf(now: number, offsetAt: (instant: number) => number): ZoneOffsets {
  const from = (Math.floor(now / DAY) - 1) * DAY;
  const until = from + ZONE_OFFSETS_DAYS * DAY;
  const changes: Array<[number, number]> = [[from, offsetAt(from)]];
  for (let day = from; day < until; day += DAY) {
    const before = offsetAt(day);
    const after = offsetAt(Math.min(day + DAY, until - 1));
    if (before === after) continue;
    let low = day; // the offset is `before` here
    let high = Math.min(day + DAY, until - 1); // and `after` here
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE || low + MINUTE;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push([high, after]);
  }
  return { from, until, changes };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset at `instant` in ms, read with Intl (one formatter per zone, made on first use). */
export function intlOffset(timeZone: string, instant: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // eslint-disable-next-line no-restricted-globals -- the only source of time-zone rules; owners' pages reach it only past the kept offsets
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const whole = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(whole)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - whole;
}
