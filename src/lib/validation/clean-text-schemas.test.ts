// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, optionalCleanLine, plainEmail } from './clean-text-schemas';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('clean-text zod helpers', () => {
  it('cleanLine trims, and refuses line breaks, control and text-direction characters with a message', () => {
    const name = cleanLine('Business name', 20);
    expect(name.parse('  Bistro  ')).toBe('Bistro');
    for (const bad of ['Bis\r\ntro', 'Bis\ntro', 'Bis\u0000tro', 'Bis\u202Etro', 'Bis\u2067tro']) {
      expect(issue(name.safeParse(bad))).toBe('Business name contains line breaks or hidden characters; please remove them');
    }
    expect(issue(name.safeParse('   '))).toBe('Business name is required');
  });

  it('optionalCleanLine turns blank into null and still refuses hidden characters', () => {
    const domain = optionalCleanLine('Domain name', 50);
    expect(domain.parse('  ')).toBeNull();
    expect(domain.parse(' bistro.example ')).toBe('bistro.example');
    expect(domain.safeParse('bistro\u202E.example').success).toBe(false);
  });

  it('cleanText keeps \\n and \\r\\n in messages but not a lone \\r or other controls', () => {
    const message = cleanText('Message', 200);
    expect(message.parse('Hello\nthere\r\nfriend')).toBe('Hello\nthere\r\nfriend');
    expect(message.safeParse('Hello\rthere').success).toBe(false);
    expect(message.safeParse('Hello\tthere').success).toBe(false);
    expect(message.safeParse('Hello \u202Dthere').success).toBe(false);
  });

  it('plainEmail refuses what would bend a mailto: link', () => {
    const email = plainEmail(254);
    expect(email.parse(' maria@bistro.example ')).toBe('maria@bistro.example');
    for (const bad of ['o@shop.example?bcc=attacker%40evil.example', 'a&b@x.example', 'a/b@x.example', 'a,b@x.example', 'a;b@x.example', 'a:b@x.example', 'a b@x.example']) {
      expect(issue(email.safeParse(bad))).toBe('Enter a valid email address');
    }
  });
});
