// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

describe("an owner's sign-in code email", () => {
  it('says the code, that it expires in 10 minutes, and to ignore it if not asked for', () => {
    const email = renderOutboxEmail({ kind: 'sign_in_code', template: { code: '048213', expiresInMinutes: 10 } });
    expect(email.subject).toBe('Your LocalBoost sign-in code: 048213');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('048213');
      expect(body).toContain('expires in 10 minutes');
      expect(body).toMatch(/Did not ask for it\? Ignore this email/);
    }
    expect(email.html).not.toMatch(/<a /);
  });

  it('refuses a template whose code is not six digits', () => {
    expect(() => renderOutboxEmail({ kind: 'sign_in_code', template: { code: '<b>1</b>', expiresInMinutes: 10 } })).toThrow();
  });
});
