// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOOLS } from '@/domain/catalogue/tools';
import { toolSlug } from '@/domain/catalogue/tool-slug';
import { buildToolkit, type ToolkitAnswers } from './build-toolkit';
import { renderToolkitEmail } from './toolkit-email';

const SITE_URL = 'https://boost.example';
const ANSWERS: ToolkitAnswers = {
  businessType: 'salon',
  goals: ['bookings', 'reviews'],
  challenges: ['time'],
  hasWebsite: false,
};
const toolkit = buildToolkit(ANSWERS);
const render = (businessName = 'Glow Salon', siteUrl = SITE_URL) =>
  renderToolkitEmail({ toolkit, businessName, siteUrl });

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('renderToolkitEmail', () => {
  it('lists every pick and the upgrade, with its reason, in both the HTML and the plain text', () => {
    const { html, text } = render();
    expect(toolkit.upgrade).not.toBeNull();
    for (const pick of [...toolkit.picks, toolkit.upgrade!]) {
      expect(html).toContain(pick.tool.name.replace(/&/g, '&amp;'));
      expect(text).toContain(pick.tool.name);
      expect(html).toContain(pick.reason.replace(/'/g, '&#39;'));
      expect(text).toContain(pick.reason);
    }
    expect(html).toContain('Premium AI upgrade, $249/month');
    expect(text).toContain('Premium AI upgrade, $249/month');
    expect(text).toContain(`Your kit fits the ${toolkit.plan!.name} plan`);
  });

  it('links only to the site, with absolute URLs: each tool, the plan, the share link and the builder', () => {
    const { html, text } = render('Glow Salon', 'https://boost.example/some/page/');
    const links = hrefs(html);
    expect(links.every((href) => href.startsWith(`${SITE_URL}/`))).toBe(true);
    expect(links).toEqual([
      ...toolkit.picks.map((pick) => `${SITE_URL}/tool/${toolSlug(pick.tool.name)}`),
      `${SITE_URL}/premium/voice-appointment-booking`,
      `${SITE_URL}/pricing#plan-${toolkit.plan!.id}`,
      `${SITE_URL}/toolkit?type=salon&goals=bookings,reviews&challenges=time&website=no`,
      `${SITE_URL}/custom-builder`,
    ]);
    for (const href of links) expect(text).toContain(href);
  });

  it('escapes a hostile business name and never turns it into markup or a link', () => {
    const { html, text, subject } = render(`<script>alert("x")</script> O'Brien & Co`);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/\u200bscript&gt; O&#39;Brien &amp; Co');
    expect(subject).toBe('Your LocalBoost marketing toolkit');
    expect(text).toContain('<script>alert("x")<');
    expect(hrefs(html).some((href) => href.includes('script'))).toBe(false);
  });

  it('keeps a name that looks like an address or link from being auto-linked, and drops control and bidi characters', () => {
    const { html, text } = render('Visit evil.example/win or mail me@evil.example\u202e\u0007\nnow');
    for (const part of [html, text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('me@evil');
      expect(part).not.toContain('\u202e');
      expect(part).not.toContain('\u0007');
      expect(part).toContain('evil.\u200bexample/\u200bwin');
    }
    expect(text).toContain(
      'Visit evil.\u200bexample/\u200bwin or mail me@\u200bevil.\u200bexample now (Salon & Spa)',
    );
    expect(hrefs(html).some((href) => href.includes('evil'))).toBe(false);
  });

  it('is email-safe HTML: inline styles and tables, no style or script blocks', () => {
    const { html } = render();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<style|<script|<link|class=/i);
    expect(html).toContain('<table role="presentation"');
  });

  it("lists the visitor's shortlisted tools first, marked as their picks, in both parts and the share link", () => {
    const menu = TOOLS.find((tool) => tool.name === 'Restaurant Menu Display')!;
    const mapSeo = TOOLS.find((tool) => tool.name === 'Local Map SEO Rank Increaser Tool')!;
    const withPicks = buildToolkit({ ...ANSWERS, shortlist: [menu.id, mapSeo.id] });
    const { html, text } = renderToolkitEmail({
      toolkit: withPicks,
      businessName: 'Glow Salon',
      siteUrl: SITE_URL,
    });
    expect(text).toContain(
      'Your own picks from your shortlist first, then the tools we picked for Glow Salon',
    );
    const numbered = text.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(numbered[0]).toBe(`1. Restaurant Menu Display (Your pick): ${withPicks.picks[0]!.reason}`);
    expect(numbered[1]).toBe(
      `2. Local Map SEO Rank Increaser Tool (Your pick, premium $249/month): ${withPicks.picks[1]!.reason}`,
    );
    expect(numbered.slice(2).some((line) => line.includes('Your pick'))).toBe(false);
    expect(numbered).toHaveLength(withPicks.picks.length);
    // In the HTML, the picks come first and carry the mark; no other row does.
    const rows = html.split('<tr><td style="padding:12px 0;').slice(1);
    expect(rows[0]).toContain(
      'Restaurant Menu Display</a> <strong style="color:#7c2d12;">Your pick</strong>',
    );
    expect(rows[1]).toContain('Your pick, premium $249/month');
    expect(rows.slice(2).some((row) => row.includes('Your pick'))).toBe(false);
    expect(hrefs(html)).toContain(
      `${SITE_URL}/toolkit?type=salon&goals=bookings,reviews&challenges=time&website=no&picks=${menu.id},${mapSeo.id}`,
    );
    // A chosen premium tool replaces the suggested upgrade.
    expect(text).not.toContain('Premium AI upgrade');
  });

  it('refuses a site URL that is not http(s)', () => {
    expect(() => render('Glow Salon', 'javascript:alert(1)')).toThrow(/siteUrl/);
    expect(() => render('Glow Salon', 'not a url')).toThrow();
  });
});
