// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const base = 'https://project.example/functions/v1/widget-signup';
const unsubscribeUrl = `${base}?unsubscribe=${'a'.repeat(64)}`;
const confirmUrl = `${base}?confirm=${'b'.repeat(64)}`;

describe("the email sign-up widget's emails to a subscriber", () => {
  it('asks to confirm with the link, and carries the unsubscribe link in the body and for the headers', () => {
    const email = renderOutboxEmail({
      kind: 'email_signup_confirm',
      template: { listName: 'Bella <b>Vista</b> news', confirmUrl, unsubscribeUrl },
    });
    expect(email.subject).toBe('Please confirm your subscription to Bella <b>Vista</b> news');
    expect(email.html).toContain(`<a href="${confirmUrl}">Confirm my subscription</a>`);
    expect(email.html).toContain(`<a href="${unsubscribeUrl}">Unsubscribe</a>`);
    expect(email.html).toContain('Bella &lt;b&gt;Vista&lt;/b&gt; news');
    expect(email.text).toContain(confirmUrl);
    expect(email.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('says "subscribed" after confirming, with the unsubscribe link and no confirmation link', () => {
    const email = renderOutboxEmail({
      kind: 'email_signup_welcome',
      template: { listName: 'Bella Vista news', unsubscribeUrl },
    });
    expect(email.subject).toBe('You are subscribed to Bella Vista news');
    expect(email.text).toContain(unsubscribeUrl);
    expect(email.html).not.toContain('confirm=');
    expect(email.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('refuses links that are not the sign-up function with a token', () => {
    for (const template of [
      { listName: 'News', unsubscribeUrl: 'https://evil.example/x?unsubscribe=1' },
      { listName: 'News', unsubscribeUrl, confirmUrl: `${base}?confirm=javascript:alert(1)` },
    ])
      expect(() => renderOutboxEmail({ kind: 'email_signup_confirm', template })).toThrow();
  });
});
