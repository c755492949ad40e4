// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from './inquiry-limits';
import { contactMessageSchema, demoRequestSchema } from './inquiry-schema';

const contact = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  businessName: '',
  subject: 'general',
  message: 'Hello',
};
const demo = { fullName: 'Jordan Lee', email: 'jordan@example.com', businessName: '', phone: '', message: '' };

function errorsOf(schema: typeof contactMessageSchema | typeof demoRequestSchema, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  // The first issue per field, as the form shows it (react-hook-form's default).
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contactMessageSchema', () => {
  it('accepts a complete message; a blank business name is stored as null', () => {
    expect(contactMessageSchema.parse(contact)).toEqual({ ...contact, businessName: null });
  });

  it('requires first name, last name, email, subject and message', () => {
    expect(
      errorsOf(contactMessageSchema, { firstName: ' ', lastName: '', email: '', businessName: '', subject: '', message: ' ' }),
    ).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      subject: 'Choose a subject.',
      message: 'Enter your message.',
    });
  });

  it('rejects a malformed email and an unknown subject', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, email: 'ana@' }).email).toMatch(/valid email/);
    expect(errorsOf(contactMessageSchema, { ...contact, subject: 'lunch' })).toHaveProperty('subject');
  });

  it('trims values and caps the lengths', () => {
    expect(contactMessageSchema.parse({ ...contact, firstName: '  Ana ' }).firstName).toBe('Ana');
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'x'.repeat(INQUIRY_LIMITS.message + 1) }).message).toMatch(
      /1500 characters/,
    );
    expect(errorsOf(contactMessageSchema, { ...contact, lastName: 'x'.repeat(INQUIRY_LIMITS.namePart + 1) })).toHaveProperty(
      'lastName',
    );
  });

  it('keeps \\n and \\r\\n in a message but refuses a lone \\r, a tab and a direction override', () => {
    expect(contactMessageSchema.parse({ ...contact, message: 'a\nb\r\nc' }).message).toBe('a\nb\r\nc');
    for (const message of ['a\rb', 'a\tb', 'a\u202eb', 'a\u2067b', 'a\u0007b']) {
      expect(errorsOf(contactMessageSchema, { ...contact, message }).message).toBe('Remove control or text-direction characters.');
    }
  });
});

describe('demoRequestSchema', () => {
  it('needs a name and an email; blank optional fields become null', () => {
    expect(demoRequestSchema.parse(demo)).toEqual({ ...demo, businessName: null, phone: null, message: null });
    expect(errorsOf(demoRequestSchema, { ...demo, fullName: '', email: '' })).toEqual({
      fullName: 'Enter your full name.',
      email: 'Enter your email address.',
    });
  });

  it.each(['o@shop.example?bcc=x', 'a%b@example.com', 'a/b@example.com', 'a,b@example.com', 'a;b@example.com', 'a:b@example.com', 'a&b@example.com', 'a b@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(errorsOf(demoRequestSchema, { ...demo, email }).email).toMatch(/valid email/);
    },
  );

  it('refuses line breaks and direction overrides in one-line fields', () => {
    expect(errorsOf(demoRequestSchema, { ...demo, fullName: 'Jo\nBcc' }).fullName).toBe('Remove control or text-direction characters.');
    expect(errorsOf(demoRequestSchema, { ...demo, businessName: 'Lee \u202eDental' }).businessName).toBe(
      'Remove control or text-direction characters.',
    );
    expect(errorsOf(demoRequestSchema, { ...demo, phone: '555\u0085' }).phone).toBe('Remove control or text-direction characters.');
  });
});
