import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageSchema, demoRequestSchema } from '../../src/lib/inquiries/inquiry-schema';
import { onboardingSchema } from '../../src/features/onboarding/api/onboarding-schema';
import { leadSchema } from '../../src/lib/leads/lead-schema';
import {
  HTTP_URL_SOURCE,
  isCleanLine,
  isCleanText,
  isHttpUrl,
  isPlainEmail,
  PLAIN_EMAIL_SOURCE,
  UNCLEAN_LINE_SOURCE,
  UNCLEAN_TEXT_SOURCE,
} from '../../src/lib/validation/clean-text';
import { ACTORS } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { contactRow, demoRow, type InquiryRow } from './support/inquiry-rows';
import { leadRow, type LeadRow } from './support/lead-rows';
import { onboardingRow, type OnboardingRow } from './support/onboarding-rows';
import { readMigrations } from './support/sql-files';
import { literal } from './support/sql-literal';

/**
 * Issue 9 section 3. The browser (src/lib/validation/clean-text.ts) and the database
 * (private.is_* in the abuse-limits migration) must give the same verdict on every sample, and each
 * reproduced attack is refused by both, on PGlite and PostgreSQL 15.
 */
const migrationsSql = readMigrations().map((m) => m.sql);
/** The body of a function's latest definition (a later migration may replace it). */
const functionBody = (name: string) =>
  migrationsSql
    .map((sql) => new RegExp(`function private\\.${name}\\([\\s\\S]*?\\$\\$([\\s\\S]*?)\\$\\$`).exec(sql)?.[1])
    .filter(Boolean)
    .at(-1);

/** A Unicode-escaped SQL literal, so control characters travel through psql unharmed. */
function unicodeLiteral(value: string): string {
  const body = [...value]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\\') return '\\\\';
      if (ch === "'") return "''";
      if (code >= 0x20 && code < 0x7f) return ch;
      return code > 0xffff ? `\\+${code.toString(16).padStart(6, '0')}` : `\\${code.toString(16).padStart(4, '0')}`;
    })
    .join('');
  return `U&'${body}'`;
}

const BIDI_OVERRIDE = '\u202E';
const SAMPLES = {
  line: [
    'Bella Vista Bistro',
    "Joe's Pizza & Co. / Café – 24h",
    'Bella\r\nVista',
    'Bella\nVista',
    'Bella\rVista',
    'Bella\tVista',
    `gpj.${BIDI_OVERRIDE}exe`,
    'isolate \u2066x\u2069',
    'embedding \u202Ax\u202C',
    'bell \u0007',
    'delete \u007F',
    'c1 \u0085',
    'emoji 🍕 ok',
    'zero width joiner \u200D ok',
  ],
  text: ['Hello,\nsecond line', 'Windows\r\nline', 'lone\rreturn', 'tab\there', `override ${BIDI_OVERRIDE}`, 'ok 🍕'],
  email: [
    'maria@bellavista.example.com',
    'o@shop.example?bcc=attacker%40evil.example',
    'a&b@example.com',
    'a%40b@example.com',
    'a/b@example.com',
    'a,b@example.com',
    'a;b@example.com',
    'a:b@example.com',
    'a b@example.com',
    'a\u00A0b@example.com',
    'a\u3000b@example.com',
    `a${BIDI_OVERRIDE}b@example.com`,
    'a@b@example.com',
    'first.last+tag@sub.example.co.uk',
    'maria@localhost',
    'josé@exämple.com',
    // Issue 29: a bare addr-spec only.
    '1<victim@gmail.com>',
    'victim@gmail.com>',
    '"victim"@gmail.com',
    'victim(comment)@gmail.com',
    'victim@[192.0.2.1].example',
    'vic\\tim@gmail.com',
    'victim@gmail.com.',
    'vic\u200Btim@gmail.com',
    'vic\u2060tim@gmail.com',
    'vic\uFEFFtim@gmail.com',
    'vic\u0007tim@gmail.com',
    'victim+1@gmail.com',
    'v.ictim@gmail.com',
  ],
  url: [
    'https://bellavista.example.com',
    'HTTPS://Bistro.Example.com/menu?x=1#top',
    'http://localhost:8080/wp-admin',
    'https://bistro.example.com\n<script>alert(1)</script>',
    'https://bistro.example.com/<img src=x>',
    'https://bistro.example.com/ menu',
    'https://bistro.example.com/"onmouseover=x',
    "https://bistro.example.com/'x",
    'https://user:pass@bistro.example.com',
    'https://bistro.example.com@evil.example',
    'https://bistro.example.com:99999999',
    'javascript:alert(1)',
    'https://',
    'https://café.example/menü',
    `https://bistro.example.com/${BIDI_OVERRIDE}`,
  ],
} as const;

describe('the SQL functions hold the same patterns as the form', () => {
  it.each([
    ['is_clean_line', `value !~ '${UNCLEAN_LINE_SOURCE}'`],
    ['is_clean_text', `value !~ '${UNCLEAN_TEXT_SOURCE}'`],
    ['is_plain_email', `value ~ '${PLAIN_EMAIL_SOURCE}'`],
    ['is_http_url', `value ~* '${HTTP_URL_SOURCE}'`],
  ])('private.%s', (name, expected) => {
    expect(functionBody(name)).toContain(expected);
  });
});

describe.each(engineFactories())('clean text on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
  });
  afterAll(() => db?.close());

  const verdicts = async (fn: string, samples: readonly string[]) => {
    const sql = samples.map((s, i) => `select ${i} as i, private.${fn}(${unicodeLiteral(s)}) as ok`).join(' union all ');
    // As a signed-in user: anon may run the functions inside CHECKs but cannot name the private schema.
    const rows = await db.rows<{ i: number; ok: boolean }>(ACTORS.member, sql);
    return rows.sort((a, b) => a.i - b.i).map((r) => r.ok);
  };

  it.each([
    ['is_clean_line', SAMPLES.line, isCleanLine],
    ['is_clean_text', SAMPLES.text, isCleanText],
    ['is_plain_email', SAMPLES.email, isPlainEmail],
    ['is_http_url', SAMPLES.url, isHttpUrl],
  ] as const)('private.%s gives the same verdict as the browser on every sample', async (fn, samples, check) => {
    const expected = samples.map((s) => check(s));
    // Not vacuous: each list holds samples on both sides.
    expect(expected).toContain(true);
    expect(expected).toContain(false);
    expect(await verdicts(fn, samples)).toEqual(expected);
  });

  const insertLead = (overrides: Partial<LeadRow>) => {
    const row = leadRow(overrides);
    const columns = Object.keys(row) as (keyof LeadRow)[];
    const values = columns.map((c) => {
      const value = row[c];
      if (value === null) return 'null';
      return Array.isArray(value) ? literal(value) : unicodeLiteral(value as string);
    });
    return db.exec(ACTORS.anon, `insert into public.custom_builder_leads (${columns.join(', ')}) values (${values.join(', ')})`);
  };
  const insertSubmission = (overrides: Partial<OnboardingRow>) => {
    const row = onboardingRow(overrides);
    const columns = Object.keys(row) as (keyof OnboardingRow)[];
    const values = columns.map((c) => (row[c] === null ? 'null' : unicodeLiteral(row[c] as string)));
    return db.exec(ACTORS.anon, `insert into public.onboarding_submissions (${columns.join(', ')}) values (${values.join(', ')})`);
  };

  const leadAttacks: [string, Partial<LeadRow>][] = [
    ['a business name with CR/LF', { business_name: 'Bistro\r\nBcc: attacker@evil.example' }],
    ['a business name with a right-to-left override', { business_name: `Bistro ${BIDI_OVERRIDE}gnp.exe` }],
    ['a website with a newline and markup after a valid prefix', { website_url: 'https://bistro.example.com\n<script>alert(1)</script>' }],
    ['an email that a mailto: link turns into a Bcc', { email: 'o@shop.example?bcc=attacker%40evil.example' }],
  ];
  it.each(leadAttacks)('custom_builder_leads and the builder form refuse %s', async (_, overrides) => {
    await expect(insertLead(overrides)).rejects.toMatchObject({ code: '23514' });
    const row = leadRow(overrides);
    const form = leadSchema.safeParse({
      businessName: row.business_name,
      businessType: row.business_type,
      goals: row.goals,
      currentChallenges: row.current_challenges,
      websiteUrl: row.website_url ?? '',
      email: row.email,
    });
    expect(form.success).toBe(false);
  });

  const submissionAttacks: [string, Partial<OnboardingRow>][] = [
    ['a full name with CR/LF', { full_name: 'Maria\r\nLopez' }],
    ['a full name with a right-to-left override', { full_name: `Maria ${BIDI_OVERRIDE}zepoL` }],
    ['a phone with a control character', { phone: '555\u0007010' }],
    ['a domain with a bidi isolate', { domain_name: 'bistro\u2066.example.com' }],
    ['a username with a newline', { backend_username: 'admin\nroot' }],
    ['a login URL with a newline and markup after a valid prefix', { backend_login_url: 'https://bistro.example.com/wp-admin\n<b>x</b>' }],
    ['an email that a mailto: link turns into a Bcc', { email: 'o@shop.example?bcc=attacker%40evil.example' }],
  ];
  it.each(submissionAttacks)('onboarding_submissions and the onboarding form refuse %s', async (_, overrides) => {
    await expect(insertSubmission(overrides)).rejects.toMatchObject({ code: '23514' });
    const row = onboardingRow(overrides);
    const form = onboardingSchema.safeParse({
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      bestTimeToContact: row.best_time_to_contact ?? '',
      domainName: row.domain_name ?? '',
      backendLoginUrl: row.backend_login_url ?? '',
      backendUsername: row.backend_username ?? '',
      backendPassword: '',
    });
    expect(form.success).toBe(false);
  });

  const insertInquiry = (row: InquiryRow) => {
    const columns = Object.keys(row) as (keyof InquiryRow)[];
    const values = columns.map((c) => (row[c] === null ? 'null' : unicodeLiteral(row[c] as string)));
    return db.exec(ACTORS.anon, `insert into public.visitor_inquiries (${columns.join(', ')}) values (${values.join(', ')})`);
  };
  // Issue 29 section 6: the enquiry forms now use the same address check as every other table.
  it.each([
    ['an email that a mailto: link turns into a Bcc', 'o@shop.example?bcc=attacker%40evil.example'],
    ['an email with a display name', '1<victim@gmail.com>'],
    ['an email with a quote', 'a"b@example.com'],
    ['an email with a right-to-left override', `a${BIDI_OVERRIDE}b@example.com`],
    ['an email with a control character', 'a\u0007b@example.com'],
    ['an email with a zero-width space', 'a\u200Bb@example.com'],
    ['an email with a trailing dot', 'victim@gmail.com.'],
  ])('visitor_inquiries and the demo and contact forms refuse %s', async (_, email) => {
    for (const row of [demoRow({ email }), contactRow({ email })]) {
      await expect(insertInquiry(row)).rejects.toMatchObject({ code: '23514' });
    }
    expect(demoRequestSchema.safeParse({ fullName: 'Jordan Lee', email, businessName: '', phone: '', message: '' }).success).toBe(false);
    expect(
      contactMessageSchema.safeParse({ firstName: 'Ana', lastName: 'Lopez', email, businessName: '', subject: 'sales', message: 'Hello there' })
        .success,
    ).toBe(false);
  });

  it('visitor_inquiries and its forms accept a valid address', async () => {
    expect(await insertInquiry(demoRow({ email: 'josé+demo@exämple.com' }))).toBe(1);
    expect(demoRequestSchema.safeParse({ fullName: 'Jordan Lee', email: 'josé+demo@exämple.com', businessName: '', phone: '', message: '' }).success).toBe(true);
  });

  it('both accept a valid lead and submission written with non-ASCII letters', async () => {
    expect(await insertLead({ business_name: 'Café Müller – Brasserie 🍕', email: 'josé@exämple.com' })).toBe(1);
    expect(await insertSubmission({ full_name: 'José Müller', phone: '+49 30 1234-5678' })).toBe(1);
  });
});
