import type { Lead } from '../api/lead-types';

let sequence = 0;

/** A realistic lead for tests; override only what the test is about. */
export function buildLead(overrides: Partial<Lead> = {}): Lead {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    business_name: `Test Business ${sequence}`,
    business_type: 'restaurant',
    goals: ['leads'],
    current_challenges: ['time'],
    website_url: null,
    email: `owner${sequence}@example.com`,
    created_at: '2025-01-05T15:07:00Z',
    shortlist: null,
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
