import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '../../src/lib/inquiries/inquiry-limits';
import { INQUIRY_SOURCE_VALUES } from '../../src/lib/inquiries/inquiry-sources';
import { CONTACT_SUBJECT_VALUES } from '../../src/lib/contact/contact-subjects';
import { ACTORS } from './support/actors';
import { engineFactories, type DbEngine } from './support/engines';
import { contactRow, demoRow, insertInquirySql, type InquiryRow } from './support/inquiry-rows';

/**
 * The CHECK constraints refuse each kind of bad row a hostile client could send past the forms (the
 * issue 9 text rules included), and accept exactly what the forms' zod schemas accept at their limits.
 */
const RLO = '\u202e';
const ISOLATE = '\u2066';

describe.each(engineFactories())('visitor_inquiries constraints on $name', (factory) => {
  let db: DbEngine;
  beforeAll(async () => {
    db = await factory.create();
  });
  afterAll(() => db?.close());

  const insert = (row: InquiryRow) => db.exec(ACTORS.anon, insertInquirySql(row));

  it.each<[string, InquiryRow]>([
    ['an unknown kind', demoRow({ kind: 'complaint' })],
    ['an unknown source', demoRow({ source: 'evil.example' })],
    ['a demo request claiming the contact page', demoRow({ source: 'contact' })],
    ['a contact message from a product page', contactRow({ source: 'ad2conversion' })],
    ['a contact message without a subject', contactRow({ subject: null })],
    ['a contact message without a message', contactRow({ message: null })],
    ['a demo request with a subject', demoRow({ subject: 'sales' })],
    ['an unknown subject', contactRow({ subject: 'lunch' })],
    ['a blank name', demoRow({ full_name: '' })],
    ['an untrimmed name', demoRow({ full_name: ' Jordan' })],
    ['a name one over the limit', demoRow({ full_name: 'x'.repeat(INQUIRY_LIMITS.fullName + 1) })],
    ['a name with a line break', demoRow({ full_name: 'Jordan\nBcc: x' })],
    ['a name with a tab', demoRow({ full_name: 'Jordan\tLee' })],
    ['a name with a right-to-left override', demoRow({ full_name: `Jordan ${RLO}eeL` })],
    ['a name with a direction isolate', demoRow({ full_name: `Jordan ${ISOLATE}Lee` })],
    ['a name with a C1 control', demoRow({ full_name: 'Jordan\u0085Lee' })],
    ['a blank business name (not given is null)', demoRow({ business_name: '' })],
    ['a business name with a right-to-left override', demoRow({ business_name: `Lee ${RLO}latneD` })],
    ['a business name over the limit', demoRow({ business_name: 'x'.repeat(INQUIRY_LIMITS.businessName + 1) })],
    ['a phone over the limit', demoRow({ phone: '1'.repeat(INQUIRY_LIMITS.phone + 1) })],
    ['a phone with a newline', demoRow({ phone: '555\n0100' })],
    ['a blank message (not given is null)', demoRow({ message: '' })],
    ['a message over the limit', contactRow({ message: 'x'.repeat(INQUIRY_LIMITS.message + 1) })],
    ['a message with a lone carriage return', contactRow({ message: 'one\rtwo' })],
    ['a message with a tab', contactRow({ message: 'one\ttwo' })],
    ['a message with an escape character', contactRow({ message: 'one\u001b[31mtwo' })],
    ['a message with a right-to-left override', contactRow({ message: `see ${RLO}fdp.exe` })],
    ['an email without @', demoRow({ email: 'jordan.example.com' })],
    ['an email without a dot in the domain', demoRow({ email: 'jordan@localhost' })],
    ['an email with a space', demoRow({ email: 'jordan @example.com' })],
    ['an email smuggling a Bcc', demoRow({ email: 'o@shop.example?bcc=attacker%40evil.example' })],
    ...[...'&%/,;:'].map((c): [string, InquiryRow] => [`an email with "${c}"`, demoRow({ email: `a${c}b@example.com` })]),
    ['an email over the limit', demoRow({ email: `${'a'.repeat(INQUIRY_LIMITS.email)}@example.com` })],
  ])('refuses %s (23514)', async (_, row) => {
    await expect(insert(row)).rejects.toMatchObject({ code: '23514' });
  });

  it.each(['kind', 'source', 'full_name', 'email'] as const)('refuses a null %s (23502)', async (column) => {
    const row = { ...demoRow(), [column]: null } as unknown as InquiryRow;
    await expect(insert(row)).rejects.toMatchObject({ code: '23502' });
  });

  it.each<[string, InquiryRow]>([
    ['a name at the limit', demoRow({ full_name: 'x'.repeat(INQUIRY_LIMITS.fullName) })],
    ['a name with accents and an apostrophe', demoRow({ full_name: "Zoë O'Brien-Núñez" })],
    ['a right-to-left name without overrides', demoRow({ full_name: 'مريم الحسن' })],
    ['a demo request with only name and email', demoRow({ business_name: null, phone: null, message: null })],
    ['a phone at the limit', demoRow({ phone: '1'.repeat(INQUIRY_LIMITS.phone) })],
    ['a message with \\n and \\r\\n line breaks', contactRow({ message: 'Hello,\n\nline two\r\nline three' })],
    ['a message at the limit', contactRow({ message: 'x'.repeat(INQUIRY_LIMITS.message) })],
    ['an email at the limit', demoRow({ email: `${'a'.repeat(INQUIRY_LIMITS.email - 12)}@example.com` })],
    ['an email with plus and dots', demoRow({ email: 'first.last+demo@mail.example.co.uk' })],
  ])('accepts %s', async (_, row) => {
    expect(await insert(row)).toBe(1);
  });

  it.each(INQUIRY_SOURCE_VALUES.filter((s) => s !== 'contact'))('accepts a demo request from %s', async (source) => {
    expect(await insert(demoRow({ source }))).toBe(1);
  });

  it.each(CONTACT_SUBJECT_VALUES)('accepts a contact message about %s', async (subject) => {
    expect(await insert(contactRow({ subject }))).toBe(1);
  });
});
