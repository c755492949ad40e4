// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const item = (n: number, value = `Message ${n}`) => ({
  receivedAt: `2026-11-27T14:0${n}:00Z`,
  fields: [
    { label: 'Your name', value: `Visitor ${n}` },
    { label: 'Message', value },
  ],
});
const template = {
  widgetKind: 'contact-form' as const,
  widgetName: 'Website form',
  items: [item(1, 'Visit evil.example\nSecond line'), item(2)],
  more: 3,
  myToolsUrl: 'http://localhost:5173/my-tools',
};

describe("the owner's digest of held contact form messages", () => {
  it('lists every message in full under the time it came, says how many more wait, and links My tools', () => {
    const email = renderOutboxEmail({ kind: 'owner_digest', template });
    expect(email.subject).toBe('2 messages from your contact form "Website form"');
    expect(email.text).toContain('Message 1, 27 Nov 2026, 14:01 UTC\n\nYour name:\nVisitor 1\n');
    expect(email.text).toContain('Message 2, 27 Nov 2026, 14:02 UTC');
    expect(email.text).toContain('3 more messages wait for the next digest.');
    expect(email.html).toContain('evil.&#8203;example<br>Second line');
    expect(email.html.match(/<a /g)).toHaveLength(1);
  });

  it('says nothing of more when none wait, and names one message in the singular', () => {
    const email = renderOutboxEmail({ kind: 'owner_digest', template: { ...template, items: [item(1)], more: 0 } });
    expect(email.subject).toBe('1 message from your contact form "Website form"');
    expect(email.text).not.toContain('wait');
  });

  it('names booking requests and the booking form for a booking widget', () => {
    const email = renderOutboxEmail({
      kind: 'owner_digest',
      template: { ...template, widgetKind: 'booking', widgetName: 'Book a cut', more: 1 },
    });
    expect(email.subject).toBe('2 booking requests from your booking form "Book a cut"');
    expect(email.text).toContain('Booking request 1, 27 Nov 2026, 14:01 UTC');
    expect(email.text).toContain('1 more booking request waits for the next digest.');
    expect(email.text).toContain('where you can confirm or decline it:');
  });

  it('refuses a digest with no message or a link that is not My tools', () => {
    expect(() => renderOutboxEmail({ kind: 'owner_digest', template: { ...template, items: [] } })).toThrow();
    expect(() =>
      renderOutboxEmail({ kind: 'owner_digest', template: { ...template, myToolsUrl: 'https://evil.example/x' } }),
    ).toThrow();
  });
});
