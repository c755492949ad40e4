// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const base = 'https://project.example/functions/v1/widget-booking';
const token = 'c'.repeat(64);
const when = { date: '2027-01-05', time: '14:30', minutes: 30, timeZone: 'Europe/London', timeFormat: '24h' };
const request = {
  ...when,
  widgetName: 'Bella Vista bookings',
  visitorName: 'Ana <b>Ruiz</b>',
  visitorEmail: 'ana@example.com',
  visitorPhone: '+44 20 7123 4567',
  note: 'First visit\nwith my dog',
  confirmUrl: `${base}?decide=${token}&answer=confirmed`,
  declineUrl: `${base}?decide=${token}&answer=declined`,
  myToolsUrl: 'https://localboost.example/my-tools',
};
const unsubscribeUrl = `https://project.example/functions/v1/unsubscribe?token=${'d'.repeat(64)}`;
const decision = {
  ...when,
  decision: 'confirmed',
  visitorName: 'Ana Ruiz',
  heading: 'Book a cut',
  reachEmail: 'desk@bellavista.example',
  reachPhone: '+442071234567',
  reachDisplay: '020 7123 4567',
  unsubscribeUrl,
};

describe("the booking widget's emails", () => {
  it("tells the owner who, when in the business's zone, how to reach them and the note, with both links", () => {
    const email = renderOutboxEmail({ kind: 'booking_request', template: request });
    expect(email.subject).toBe(
      'Booking request: Ana <b>Ruiz</b>, Tuesday, January 5, 2027 at 14:30 (Europe/London time)',
    );
    expect(email.html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Ruiz');
    expect(email.html).toContain('First visit<br>with my dog');
    expect(email.html).toContain(`<a href="${base}?decide=${token}&amp;answer=confirmed">Confirm</a>`);
    expect(email.html).toContain(`<a href="${base}?decide=${token}&amp;answer=declined">Decline</a>`);
    expect(email.text).toContain(`Confirm:\n${request.confirmUrl}`);
    expect(email.text).toContain('+44 20 7123 4567');
    expect(email.text).toContain('We email the visitor your answer.');
  });

  it('asks the owner to call a visitor who left only a phone number, in 12-hour time when the business uses it', () => {
    const email = renderOutboxEmail({
      kind: 'booking_request',
      template: { ...request, visitorEmail: '', timeFormat: '12h' },
    });
    expect(email.text).toContain('Tuesday, January 5, 2027 at 2:30 PM');
    expect(email.text).toContain('please call them');
    expect(email.text).not.toContain('Email:');
  });

  it('tells the visitor the appointment is confirmed, with the unsubscribe link of their mailbox', () => {
    const email = renderOutboxEmail({ kind: 'booking_decision', template: decision });
    expect(email.subject).toBe(
      'Your appointment is confirmed: Tuesday, January 5, 2027 at 14:30 (Europe/London time)',
    );
    expect(email.text).toContain(
      'Your appointment ("Book a cut") is confirmed for Tuesday, January 5, 2027 at 14:30',
    );
    expect(email.text).not.toContain('020 7123 4567');
    expect(email.html).toContain(`<a href="${unsubscribeUrl}">Unsubscribe</a>`);
    expect(email.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('tells a declined visitor how else to reach the business, when the owner gave a way', () => {
    const declined = renderOutboxEmail({
      kind: 'booking_decision',
      template: { ...decision, decision: 'declined' },
    });
    expect(declined.subject).toBe('Your appointment request was declined');
    expect(declined.text).toContain(
      'To find another time, contact the business:\n\nPhone: 020 7123 4567\n\nEmail: desk@bellavista.example',
    );
    const noWay = renderOutboxEmail({
      kind: 'booking_decision',
      template: { ...decision, decision: 'declined', reachEmail: '', reachPhone: '' },
    });
    expect(noWay.text).not.toContain('contact the business');
  });

  it('refuses links that are not the booking page with a token', () => {
    for (const template of [
      { ...request, confirmUrl: 'https://evil.example/widget-booking?decide=1&answer=confirmed' },
      { ...request, declineUrl: `${base}?decide=${token}&answer=confirmed` },
    ])
      expect(() => renderOutboxEmail({ kind: 'booking_request', template })).toThrow();
  });
});
