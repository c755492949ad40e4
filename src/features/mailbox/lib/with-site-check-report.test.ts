// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const TOKEN = 'ab'.repeat(32);
const job = (siteCheck?: Record<string, unknown>) => ({
  kind: 'toolkit',
  template: {
    businessName: 'Bella Vista',
    answers: { businessType: 'restaurant', goals: ['bookings'], challenges: ['competition'], hasWebsite: true, shortlist: [3] },
    siteUrl: 'https://agency.example',
    unsubscribeUrl: `https://agency.example/functions/v1/unsubscribe?token=${'c'.repeat(40)}`,
    ...(siteCheck ? { siteCheck } : {}),
  },
});
const REPORT = {
  reportUrl: `https://agency.example/site-check/r/${TOKEN}`,
  host: 'bistro.example',
  score: 41,
  grades: [
    { label: 'Be found', grade: 'D' },
    { label: 'Turn visitors into customers', grade: 'F' },
  ],
  gaps: ['map', 'booking', 'click-to-call'],
};

describe('the toolkit email of a lead made by "Email me this report"', () => {
  it('puts the report on top: score, grades, gaps by name and the report address, then the toolkit', () => {
    const email = renderOutboxEmail(job(REPORT));
    expect(email.subject).toBe('Your website check: bistro.example scored 41 out of 100');
    expect(email.text.startsWith('Your website check: bistro.example scored 41 out of 100\nBe found: D | Turn visitors into customers: F\n')).toBe(true);
    expect(email.text).toContain('3 gaps to close, each with a tool below:\n- Map or directions\n');
    expect(email.text).toContain(`The whole report: https://agency.example/site-check/r/${TOKEN}`);
    expect(email.html).toContain(`<a href="https://agency.example/site-check/r/${TOKEN}"`);
    // The toolkit follows, and the reason line names the check rather than the builder.
    expect(email.html.indexOf('scored 41')).toBeLessThan(email.html.indexOf('Quick Appointment Booking'));
    expect(email.text).toContain('entered in the LocalBoost website check');
    expect(email.text).not.toContain('Custom Tool Builder. If that');
    expect(email.unsubscribeUrl).toMatch(/unsubscribe\?token=/);
  });

  it('leaves a plain toolkit email as it was', () => {
    const email = renderOutboxEmail(job());
    expect(email.subject).toBe('Your LocalBoost marketing toolkit');
    expect(email.text).toContain('Custom Tool Builder');
  });

  it('refuses a report section that did not come from the check: a foreign link or an unknown gap', () => {
    expect(() => renderOutboxEmail(job({ ...REPORT, reportUrl: 'https://evil.example/phish' }))).toThrow();
    expect(() => renderOutboxEmail(job({ ...REPORT, gaps: ['<script>'] }))).toThrow();
  });
});
