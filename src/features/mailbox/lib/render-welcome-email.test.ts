// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './render-outbox-email';

const template = {
  fullName: 'Maria <b>Rossi</b>',
  plan: 'professional',
  billingPeriod: 'annual',
  onboardingUrl: `https://localboost.example/onboarding?token=${'a1'.repeat(32)}`,
  siteUrl: 'https://localboost.example',
};

describe("the buyer's welcome email", () => {
  it('greets the buyer by name (escaped), names the plan and links the one-time onboarding form', () => {
    const email = renderOutboxEmail({ kind: 'welcome', template });
    expect(email.subject).toBe('Welcome to LocalBoost: your onboarding link');
    expect(email.html).toContain('Hi Maria &lt;b&gt;Rossi&lt;/b&gt;,');
    expect(email.html).toContain(`<a href="${template.onboardingUrl}"`);
    expect(email.text).toContain('Professional plan (billed annually)');
    expect(email.text).toContain(`Complete your onboarding: ${template.onboardingUrl}`);
    expect(email.text).toContain('works once and for 14 days');
  });

  it('refuses a link that is not the site onboarding form with a token', () => {
    for (const onboardingUrl of ['https://evil.example/phish', `https://localboost.example/onboarding?token=x"><script>`]) {
      expect(() => renderOutboxEmail({ kind: 'welcome', template: { ...template, onboardingUrl } })).toThrow();
    }
  });

  it('greets without a name', () => {
    expect(renderOutboxEmail({ kind: 'welcome', template: { ...template, fullName: null, plan: null } }).text).toMatch(/^Hello,\n\nThank you for your purchase/);
  });
});
