// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildToolkit } from '@/domain/toolkit/build-toolkit';
import { renderOutboxEmail, renderOutboxWebhook } from './render-outbox-email';

const notification = (overrides: Record<string, unknown> = {}) => ({
  kind: 'staff_notification',
  template: {
    event: 'lead',
    title: 'New lead',
    fields: [
      { name: 'business_name', value: 'Bistro <script>alert(1)</script>' },
      { name: 'goals', value: ['leads', 'reviews'] },
      { name: 'website_url', value: 'https://evil.example/"><a href="https://x">' },
      { name: 'email', value: 'owner@bistro.example' },
      { name: 'domain_name', value: null },
    ],
    dashboardUrl: 'https://agency.example/leads-admin?q=owner%40bistro.example',
    siteUrl: 'https://agency.example',
    ...overrides,
  },
});

describe('staff notification', () => {
  it('lists every field, escaped and inert, with the only link going to the dashboard', () => {
    const email = renderOutboxEmail(notification());
    expect(email.subject).toBe('New lead: Bistro <script>alert(1)</script>');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Bistro &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html.match(/<a /g)).toHaveLength(1);
    expect(email.html).toContain('<a href="https://agency.example/leads-admin?q=owner%40bistro.example"');
    // A typed address or URL is broken up so mail clients do not link it.
    expect(email.html).toContain('owner@&#8203;bistro.&#8203;example');
    expect(email.html).toContain('<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">Business name</th>');
    expect(email.html).toContain('Generate more leads, Get more positive reviews');
    expect(email.html).toContain('Not provided');
    expect(email.text).toBe(
      [
        'New lead',
        '',
        'Business name: Bistro <script>alert(1)</script>',
        'Goals: Generate more leads, Get more positive reviews',
        'Website: https://evil.example/"><a href="https://x">',
        'Email: owner@bistro.example',
        'Domain name: Not provided',
        '',
        'Open it in the dashboard: https://agency.example/leads-admin?q=owner%40bistro.example',
      ].join('\n'),
    );
  });

  it('shows stored codes as the labels the dashboards show, and a code it does not know as it is', () => {
    const email = renderOutboxEmail(
      notification({
        fields: [
          { name: 'business_type', value: 'restaurant' },
          { name: 'current_challenges', value: ['time', 'budget'] },
          { name: 'best_time_to_contact', value: 'morning' },
          { name: 'kind', value: 'demo' },
          { name: 'source', value: 'restaurant-reservation-ai' },
          { name: 'subject', value: 'strategy-call' },
          { name: 'goals', value: ['leads', 'retired-goal'] },
        ],
      }),
    );
    expect(email.subject).toBe('New lead: Restaurant');
    expect(email.text.split('\n').slice(2, 9)).toEqual([
      'Business type: Restaurant',
      'Challenges: Not enough time for marketing, Tight marketing budget',
      'Best time to contact: Morning (9 AM - 12 PM)',
      'Kind: Demo request',
      'Source: Restaurant Reservation AI',
      'Subject: Book a strategy call',
      'Goals: Generate more leads, retired-goal',
    ]);
    expect(email.html).toContain('>Restaurant</td>');
    expect(email.html).not.toContain('restaurant-reservation-ai');
  });

  it('keeps the subject on one line', () => {
    const email = renderOutboxEmail(
      notification({ fields: [{ name: 'full_name', value: 'Maria\r\nBcc: victim@example.com' }] }),
    );
    expect(email.subject).toBe('New lead: Maria Bcc: victim@example.com');
  });

  it('drops a dashboard link that does not point into the site', () => {
    const email = renderOutboxEmail(notification({ dashboardUrl: 'https://evil.example/leads-admin' }));
    expect(email.html).not.toContain('<a ');
    expect(email.text).not.toContain('evil.example/leads-admin');
  });

  it('escapes Slack markup in the webhook message', () => {
    const message = renderOutboxWebhook(notification({ fields: [{ name: 'business_name', value: '<https://evil|x> & co' }] }));
    expect(message).toEqual({
      text: 'New lead: &lt;https://evil|x&gt; &amp; co\n<https://agency.example/leads-admin?q=owner%40bistro.example|Open it in the dashboard>',
    });
  });
});

describe('toolkit email', () => {
  const toolkitJob = {
    kind: 'toolkit',
    template: {
      businessName: 'Bistro & <b>Uno</b>',
      answers: { businessType: 'restaurant', goals: ['reviews'], challenges: ['time'], hasWebsite: false },
      siteUrl: 'https://agency.example',
    },
  };

  it("renders the visitor's kit with the business name escaped and links back to the site", () => {
    const email = renderOutboxEmail(toolkitJob);
    expect(email.subject).toBe('Your LocalBoost marketing toolkit');
    // The renderer puts a zero-width space after "/" and "." so mail apps cannot turn a name into a link.
    const visible = (text: string) => text.replace(/\u200B/g, '');
    expect(visible(email.html)).toContain('Bistro &amp; &lt;b&gt;Uno&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Uno');
    const hrefs = [...email.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('https://agency.example/'))).toBe(true);
    expect(visible(email.text)).toContain('Bistro & <b>Uno</b>');
    expect(renderOutboxWebhook(toolkitJob)).toBeUndefined();
  });

  it("puts the lead's shortlisted tools first, marked as the visitor's picks; older jobs without one still render", () => {
    const withShortlist = {
      ...toolkitJob,
      template: { ...toolkitJob.template, answers: { ...toolkitJob.template.answers, shortlist: [14, 3] } },
    };
    const email = renderOutboxEmail(withShortlist);
    const kit = buildToolkit({ businessType: 'restaurant', goals: ['reviews'], challenges: ['time'], hasWebsite: false, shortlist: [14, 3] });
    expect(kit.picks.slice(0, 2).map((p) => p.tool.id)).toEqual([14, 3]);
    const lines = email.text.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(lines[0]).toMatch(new RegExp(`^1\\. ${kit.picks[0]!.tool.name} \\(Your pick`));
    expect(lines[1]).toMatch(new RegExp(`^2\\. ${kit.picks[1]!.tool.name} \\(Your pick`));
    expect(email.html.match(/Your pick/g)).toHaveLength(2);
    expect(renderOutboxEmail(toolkitJob).text).not.toContain('Your pick');
    // Only catalogue-shaped ids: text in the list is refused.
    expect(() =>
      renderOutboxEmail({
        ...toolkitJob,
        template: { ...toolkitJob.template, answers: { ...toolkitJob.template.answers, shortlist: ['<b>x</b>'] } },
      }),
    ).toThrow();
  });

  it('ends with the one-click unsubscribe link, and names it for the List-Unsubscribe headers', () => {
    const unsubscribeUrl = `https://abc.supabase.co/functions/v1/unsubscribe?token=${'ab12'.repeat(16)}`;
    const email = renderOutboxEmail({ ...toolkitJob, template: { ...toolkitJob.template, unsubscribeUrl } });
    expect(email.unsubscribeUrl).toBe(unsubscribeUrl);
    expect(email.html).toMatch(new RegExp(`<a href="${unsubscribeUrl.replace(/[.?]/g, '\\$&')}">Unsubscribe</a></p></body></html>$`));
    expect(email.text).toContain(`we will not email this address again:\n${unsubscribeUrl}`);
    expect(renderOutboxEmail(toolkitJob).unsubscribeUrl).toBeUndefined();
    // Only a link the database could have built: never markup or another scheme.
    for (const bad of ['javascript:alert(1)//?token=' + 'a'.repeat(64), `${unsubscribeUrl}"><script>`, 'https://abc.supabase.co/unsubscribe?token=xyz']) {
      expect(() => renderOutboxEmail({ ...toolkitJob, template: { ...toolkitJob.template, unsubscribeUrl: bad } })).toThrow();
    }
  });

  it('refuses a template it cannot read', () => {
    expect(() => renderOutboxEmail({ kind: 'toolkit', template: { businessName: 'x', answers: {}, siteUrl: 'https://a.example' } })).toThrow();
    expect(() =>
      renderOutboxEmail({ ...toolkitJob, template: { ...toolkitJob.template, siteUrl: 'javascript:alert(1)' } }),
    ).toThrow();
    expect(() => renderOutboxEmail({ kind: 'postcard', template: {} })).toThrow('Unknown email kind: postcard');
  });
});
