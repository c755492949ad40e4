/*
 * Attribution: where a visitor first came from (issue 26), the landing page's UTM tags, the referring
 * site's host and the landing path, noted by the page's first script (src/main.tsx) before anything else
 * runs, and sent with a lead, an enquiry or an onboarding submission (src/lib/leads/lead-source.ts). No
 * cookie: this tab's sessionStorage, so the record is of this visit and ends with the tab. Kept free of
 * imports: it ships in the first script of every page.
 */
const KEY = 'localboost:attribution';

export type Attribution = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrerHost?: string;
  landingPath: string;
};

// Generous caps so storage never holds a megabyte of query string; the schema applies the real limits.
const cap = (value: string | null, length = 300) => value?.trim().slice(0, length) || undefined;

/** Notes the first page of this visit, once: later pages of the same tab keep the first. */
export function recordAttribution(location: Pick<Location, 'search' | 'pathname' | 'host'>, referrer: string, storage: Storage | null): void {
  if (!storage) return;
  try {
    if (storage.getItem(KEY) !== null) return;
    const query = new URLSearchParams(location.search);
    let referrerHost: string | undefined;
    try {
      const from = new URL(referrer);
      // A visit that comes from our own pages (a reload, a new tab) has no outside source.
      if (from.host !== location.host && /^https?:$/.test(from.protocol)) referrerHost = from.hostname.toLowerCase();
    } catch {
      // No referrer (typed, bookmarked, or withheld by the referring site's policy).
    }
    const attribution: Attribution = {
      utmSource: cap(query.get('utm_source')),
      utmMedium: cap(query.get('utm_medium')),
      utmCampaign: cap(query.get('utm_campaign')),
      referrerHost,
      // The path only: a query string may carry what a visitor typed elsewhere.
      landingPath: location.pathname.slice(0, 300),
    };
    storage.setItem(KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or blocked: the submission simply carries no source.
  }
}

/** This visit's attribution, or null when none was noted (storage blocked, or an old tab). */
export function readAttribution(storage: Storage | null): Attribution | null {
  try {
    const stored = storage?.getItem(KEY);
    if (!stored) return null;
    const attribution = JSON.parse(stored) as unknown;
    return attribution && typeof attribution === 'object' && typeof (attribution as Attribution).landingPath === 'string'
      ? (attribution as Attribution)
      : null;
  } catch {
    return null;
  }
}
