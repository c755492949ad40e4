import type { Inquiry } from '../api/inquiry-types';

let next = 1;

/** A stored enquiry for tests; override any column. */
export function buildInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'demo',
    source: 'ad2conversion',
    full_name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    business_name: `Business ${n}`,
    phone: '+1 555 0100',
    subject: null,
    message: 'Interested in a demo.',
    created_at: '2025-01-05T15:07:00Z',
    status: 'new',
    archived_at: null,
    owner_id: null,
    first_touch_at: null,
    awaiting_first_touch: true,
    contact_id: null,
    source_utm_source: null,
    source_utm_medium: null,
    source_utm_campaign: null,
    source_referrer_host: null,
    source_landing_path: null,
    ...overrides,
  };
}
