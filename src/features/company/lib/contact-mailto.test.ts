import { describe, expect, it } from 'vitest';
import { buildContactMailto } from './contact-mailto';

const message = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  businessName: 'Café Sol & Co',
  subject: 'demo' as const,
  message: 'Hi! Can we see a demo?\nThanks',
};

function parse(url: string) {
  const parsed = new URL(url);
  return {
    to: parsed.pathname,
    subject: parsed.searchParams.get('subject') ?? '',
    body: parsed.searchParams.get('body') ?? '',
    raw: url,
  };
}

describe('buildContactMailto', () => {
  it('addresses support with the subject label and the sender name', () => {
    const mail = parse(buildContactMailto(message, 'support@example.com'));
    expect(mail.to).toBe('support@example.com');
    expect(mail.subject).toBe('Schedule a demo from Ana Lopez');
  });

  it('puts name, business, email and message in the body', () => {
    const mail = parse(buildContactMailto(message));
    expect(mail.body.split('\r\n')).toEqual([
      'Name: Ana Lopez',
      'Business: Café Sol & Co',
      'Email: ana@example.com',
      '',
      'Hi! Can we see a demo?\nThanks',
    ]);
  });

  it('encodes spaces as %20 and escapes & so the body is not cut short', () => {
    const url = buildContactMailto(message);
    expect(url).not.toContain('+');
    expect(url).toContain('Caf%C3%A9%20Sol%20%26%20Co');
  });

  it('says when no business name was given', () => {
    expect(parse(buildContactMailto({ ...message, businessName: '' })).body).toContain(
      'Business: Not provided',
    );
  });
});
