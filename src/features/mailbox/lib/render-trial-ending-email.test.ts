// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const job = (template: Record<string, unknown>) => ({
  kind: 'trial_ending',
  template: {
    trialEndsAt: '2026-11-30T20:15:00Z',
    liveTools: 2,
    pricingUrl: 'https://localboost.example/pricing',
    siteUrl: 'https://localboost.example',
    ...template,
  },
});

describe('the trial-ending email', () => {
  it('says what stops showing and when, in UTC, with the plans', () => {
    const email = renderOutboxEmail(job({}));
    expect(email.subject).toBe('Your LocalBoost free trial ends on November 30, 2026');
    expect(email.text).toContain(
      'Your 2 live tools stop showing on your website when your free trial ends on November 30, 2026 (UTC).',
    );
    expect(email.text).toContain(
      'Choose a plan to keep your tools running: https://localboost.example/pricing',
    );
    expect(email.html).toContain('<a href="https://localboost.example/pricing"');
  });

  it('speaks of one tool, or of publishing when none is live', () => {
    expect(renderOutboxEmail(job({ liveTools: 1 })).text).toContain('Your live tool stops showing');
    expect(renderOutboxEmail(job({ liveTools: 0 })).text).toContain('After it, publishing needs a plan.');
  });

  it('refuses a link that is not the site’s plans page', () => {
    expect(() => renderOutboxEmail(job({ pricingUrl: 'https://evil.example/x' }))).toThrow();
  });
});
