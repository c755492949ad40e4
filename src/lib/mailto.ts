/**
 * The one way this app builds a mailto: link. The address is percent-encoded, so a stored address such
 * as "o@shop.example?bcc=attacker%40evil.example" stays one (odd) recipient instead of adding a Bcc
 * header; "@" is kept readable, as RFC 6068 allows. Subject and body use encodeURIComponent, not
 * URLSearchParams: mail apps expect %20 for spaces, not "+".
 */
export function mailtoHref(address: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  const fields = [
    subject === undefined ? null : `subject=${encodeURIComponent(subject)}`,
    body === undefined ? null : `body=${encodeURIComponent(body)}`,
  ].filter((field): field is string => field !== null);
  return `mailto:${to}${fields.length ? `?${fields.join('&')}` : ''}`;
}
