import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from './support/sql-files';

/** What the API exposes and who may sign up are security settings: pin them. */
const config = readFileSync(join(SUPABASE_DIR, 'config.toml'), 'utf8');

function section(name: string): string {
  const start = config.indexOf(`[${name}]\n`);
  if (start < 0) throw new Error(`[${name}] missing from config.toml`);
  const rest = config.slice(start + name.length + 3);
  const next = rest.search(/^\[/m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe('supabase/config.toml', () => {
  it('exposes only the public schema over the API (private stays unreachable)', () => {
    expect(section('api')).toMatch(/^schemas = \["public"\]$/m);
  });

  it('opens sign-up only to email (owners\' one-time code, issue 42), with confirmations, never anonymous or by SMS', () => {
    expect(section('auth')).toMatch(/^enable_signup = true$/m);
    expect(section('auth')).toMatch(/^enable_anonymous_sign_ins = false$/m);
    expect(section('auth.email')).toMatch(/^enable_signup = true$/m);
    expect(section('auth.email')).toMatch(/^enable_confirmations = true$/m);
    expect(section('auth.sms')).toMatch(/^enable_signup = false$/m);
  });

  it("sends owners a 6-digit code valid 10 minutes, at most one a minute, in the template that shows it", () => {
    const email = section('auth.email');
    expect(email).toMatch(/^otp_length = 6$/m);
    expect(email).toMatch(/^otp_expiry = 600$/m);
    expect(email).toMatch(/^max_frequency = "60s"$/m);
    for (const template of ['auth.email.template.confirmation', 'auth.email.template.magic_link']) {
      const path = /^content_path = "\.\/supabase\/(templates\/[a-z-]+\.html)"$/m.exec(section(template))?.[1];
      expect(path, template).toBeDefined();
      expect(readFileSync(join(SUPABASE_DIR, path as string), 'utf8')).toContain('{{ .Token }}');
    }
    expect(section('auth.rate_limit')).toMatch(/^email_sent = \d+$/m);
  });

  it('targets Postgres 15 and the dev server', () => {
    expect(section('db')).toMatch(/^major_version = 15$/m);
    expect(section('auth')).toMatch(/^site_url = "http:\/\/localhost:5173"$/m);
  });

  // Issue 29 section 4: a function not meant for visitors checks the caller; only the unsubscribe
  // endpoint, which mail providers call without a key, is public, the payments webhook (issue 27), which
  // the provider calls without one and which verifies each event's signature instead, and the widgets'
  // settings read (issue 42), views beacon, contact form messages, email sign-ups and booking requests (issue
  // 45), which customers' visitors call from any site (and subscribers and owners from their email).
  it('keeps every Edge Function behind the JWT check but the unsubscribe, the signed payments webhook and the widgets\' public endpoints', () => {
    const functions = [...config.matchAll(/^\[functions\.([a-z0-9-]+)\]$/gm)].map((m) => m[1]!);
    expect(functions.sort()).toEqual(['payments-webhook', 'send-emails', 'unsubscribe', 'widget-booking', 'widget-contact', 'widget-settings', 'widget-signup', 'widget-views']);
    expect(section('functions.payments-webhook')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.send-emails')).toMatch(/^verify_jwt = true$/m);
    expect(section('functions.unsubscribe')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.widget-settings')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.widget-views')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.widget-contact')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.widget-signup')).toMatch(/^verify_jwt = false$/m);
    expect(section('functions.widget-booking')).toMatch(/^verify_jwt = false$/m);
  });
});
