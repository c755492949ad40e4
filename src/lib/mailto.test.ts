// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('maria@bellavista.example.com')).toBe('mailto:maria@bellavista.example.com');
  });

  it('encodes the address, so a stored "?bcc=" cannot add a header (issue 9 section 3)', () => {
    const href = mailtoHref('o@shop.example?bcc=attacker%40evil.example');
    expect(href).toBe('mailto:o@shop.example%3Fbcc%3Dattacker%2540evil.example');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.searchParams.get('bcc')).toBeNull();
  });

  it.each([
    ['an extra recipient', 'a@example.com,victim@example.com', 'mailto:a@example.com%2Cvictim@example.com'],
    ['a header after &', 'a@example.com&cc=x@example.com', 'mailto:a@example.com%26cc%3Dx@example.com'],
    ['a line break', 'a@example.com\r\nBcc: x@example.com', 'mailto:a@example.com%0D%0ABcc%3A%20x@example.com'],
  ])('encodes %s', (_, address, expected) => {
    expect(mailtoHref(address)).toBe(expected);
  });

  it('adds subject and body with %20 for spaces and CRLF kept encoded', () => {
    expect(mailtoHref('support@localboost.example', { subject: 'Hi there & more', body: 'Line 1\r\nLine 2' })).toBe(
      'mailto:support@localboost.example?subject=Hi%20there%20%26%20more&body=Line%201%0D%0ALine%202',
    );
  });
});
