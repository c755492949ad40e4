import type { OnboardingSubmission } from '../api/onboarding-submission';

let sequence = 0;

/** A stored submission with realistic values; override what a test cares about. */
export function createSubmission(overrides: Partial<OnboardingSubmission> = {}): OnboardingSubmission {
  sequence += 1;
  return {
    id: crypto.randomUUID(),
    full_name: `Client ${sequence}`,
    email: `client${sequence}@example.com`,
    phone: '555-0100',
    best_time_to_contact: 'morning',
    domain_name: `client${sequence}.example.com`,
    backend_login_url: `https://client${sequence}.example.com/wp-admin`,
    backend_username: 'localboost',
    backend_password_ciphertext: null,
    backend_password_key_id: null,
    created_at: new Date().toISOString(),
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
