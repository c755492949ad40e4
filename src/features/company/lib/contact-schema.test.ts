import { describe, expect, it } from 'vitest';
import { contactSchema, MESSAGE_MAX } from './contact-schema';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  businessName: '',
  subject: 'general',
  message: 'Hello',
};

function errorsOf(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('contactSchema', () => {
  it('accepts a complete message without a business name', () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it('requires first name, last name, email, subject and message', () => {
    expect(
      errorsOf({ firstName: ' ', lastName: '', email: '', businessName: '', subject: '', message: '' }),
    ).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      subject: 'Choose a subject.',
      message: 'Enter your message.',
    });
  });

  it('rejects a malformed email and an unknown subject', () => {
    expect(errorsOf({ ...valid, email: 'ana@' }).email).toMatch(/valid email/);
    expect(errorsOf({ ...valid, subject: 'lunch' })).toHaveProperty('subject');
  });

  it('trims values and caps the message length', () => {
    expect(contactSchema.parse({ ...valid, firstName: '  Ana ' }).firstName).toBe('Ana');
    expect(errorsOf({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) }).message).toMatch(/1500 characters/);
  });
});
