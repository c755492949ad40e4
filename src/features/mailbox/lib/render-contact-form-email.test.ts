// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const template = {
  widgetName: 'Website form',
  fields: [
    { label: 'Your name', value: 'Ana <b>Lopez</b>' },
    { label: 'Message', value: 'Visit evil.example\nSecond line' },
  ],
  myToolsUrl: 'http://localhost:5173/my-tools',
};

describe("a contact form message to the widget's owner", () => {
  it('names the widget in the subject and gives every field as text, with a link to My tools', () => {
    const email = renderOutboxEmail({ kind: 'contact_form', template });
    expect(email.subject).toBe('New message from your contact form "Website form"');
    expect(email.text).toContain('Your name:\nAna <b>Lopez</b>\n');
    expect(email.text).toContain('http://localhost:5173/my-tools');
    expect(email.html).toContain('Ana &lt;b&gt;Lopez&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Lopez');
    // A typed domain does not become a link; the line break is kept.
    expect(email.html).toContain('evil.&#8203;example<br>Second line');
    expect(email.html.match(/<a /g)).toHaveLength(1);
  });

  it('refuses a template whose link is not My tools on the site', () => {
    expect(() =>
      renderOutboxEmail({ kind: 'contact_form', template: { ...template, myToolsUrl: 'https://evil.example/x' } }),
    ).toThrow();
  });
});
