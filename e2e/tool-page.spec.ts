import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { navigateInApp } from './support/in-app-navigation';

// Small phones are 375 px wide; the previews must fit without scrolling sideways.
const SMALL_PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };
const preview = (page: Page) => page.locator('[data-preview-kind]');
/** Waits until the lazily loaded preview has replaced its placeholder. */
const previewLoaded = async (page: Page, kind: string) => {
  await expect(page.locator(`[data-preview-kind="${kind}"]`)).toBeVisible();
  await expect(preview(page).getByText('Loading the preview…')).toHaveCount(0, { timeout: 20_000 });
};

// The tool pages' views are steps of one test: the directory loaded, then each tool page reached from it or in
// the app (what a route renders is the same; a load and app start per view cost more than its checks). The
// screen's branches are src/app/routes/tool.test.tsx's; here they are seen wired into the built site.
test.describe('tool pages', () => {
  test.use({ allowedConsoleErrors: [/non-existent route: \/tools\/bakeries/] });

  test('every directory card title leads to a page for its tool; the tool pages’ preview, install note, niche start, editor link, premium redirect and "I want this"', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/tools');
    const titles = page.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(titles).toHaveCount(123);
    const links = await titles.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ name: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })),
    );
    expect(new Set(links.map((link) => link.href)).size).toBe(123);
    for (const { name, href } of links) expect(href, name).toMatch(/^\/(tool|premium)\/[a-z0-9-]+$/);
    // Asked all at once (one after another, 123 round trips cost seconds on a busy machine).
    const pages = await Promise.all(
      links.map(async ({ href }) => {
        const response = await request.get(href);
        return { href, status: response.status(), body: await response.text() };
      }),
    );
    for (const { href, status, body } of pages) {
      expect(status, href).toBe(200);
      // The prerendered page for exactly this URL, not a fallback shell.
      expect(body, href).toContain(`data-prerendered="${href}"`);
    }

    await titles.filter({ hasText: 'Google Reviews Widget' }).click();
    await expect(page).toHaveURL(/\/tool\/google-reviews-widget$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Google Reviews Widget' })).toBeVisible();
    await expect(page).toHaveTitle('Google Reviews Widget | LocalBoost');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://localboost.app/tool/google-reviews-widget',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Google Reviews Widget | LocalBoost',
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'SoftwareApplication', name: 'Google Reviews Widget' });
    expect(jsonLd).not.toHaveProperty('aggregateRating');

    await test.step('a tool our team installs says so, with no snippet', async () => {
      const install = page.getByRole('region', { name: 'Install it on your website' });
      await expect(install.getByText(/Our team installs Google Reviews Widget/)).toBeVisible();
      await expect(page.getByText('YOUR-ACCOUNT-ID')).toHaveCount(0);
    });

    await test.step('picking a niche fills the preview with that niche’s content', async () => {
      await previewLoaded(page, 'reviews');
      // Restaurants is the tool's first niche, so its sample business shows first.
      await expect(
        preview(page).getByRole('region', { name: 'Reviews of Olive & Ember Trattoria' }),
      ).toBeVisible();
      await expect(preview(page).getByText('The best pasta in town')).toBeVisible();
      await page.getByLabel('Show it for').selectOption({ label: 'Legal Services' });
      await expect(
        preview(page).getByRole('region', { name: 'Reviews of Hartwell & Lane Law' }),
      ).toBeVisible();
      await expect(preview(page).getByText('Clear advice and a fair fixed fee')).toBeVisible();
      await page.getByRole('button', { name: 'Next review' }).press('Enter');
      await expect(preview(page).getByText('They explained every step')).toBeVisible();
    });

    await test.step('coming from a niche page starts the preview on that niche', async () => {
      await navigateInApp(page, '/tools/medical-practices');
      await expect(page).toHaveTitle(/Marketing Tools for Medical Practices/);
      await page.getByRole('link', { name: 'Google Reviews Widget' }).click();
      await expect(page).toHaveURL(/\/tool\/google-reviews-widget$/);
      await previewLoaded(page, 'reviews');
      await expect(page.getByLabel('Show it for')).toHaveValue('medical-practices');
      await expect(preview(page).getByText('Dr Patel listened')).toBeVisible();
    });

    // Its address answers 404 with the not-found page (the not-found test below); this is the app's route.
    await test.step('an unknown niche shows the not-found page', async () => {
      await navigateInApp(page, '/tools/bakeries');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });

    await test.step('a tool that installs itself leads to its editor', async () => {
      await navigateInApp(page, '/tool/faq-accordion-builder');
      await page.getByRole('link', { name: 'Customize and install' }).click();
      await expect(page).toHaveURL(/\/tool\/faq-accordion-builder\/customize$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Customize FAQ Accordion Builder' }),
      ).toBeVisible();
    });

    // Its prerendered redirect page is loaded by e2e/hydration.spec.ts (one page per shape).
    await test.step('a premium tool’s /tool/ address goes to its premium page', async () => {
      await navigateInApp(page, '/tool/voice-agent-ai');
      await expect(page).toHaveURL(/\/premium\/voice-agent-ai$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Customize /);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await test.step('the page shows the tool in full and "I want this" shortlists it and leads to pricing naming it', async () => {
      await navigateInApp(page, '/tool/restaurant-menu-display');
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Menu Display' })).toBeVisible();
      await expect(page.getByText('Rated 4.9 out of 5')).toBeAttached();
      const features = page
        .getByRole('heading', { name: 'Features' })
        .locator('xpath=..')
        .getByRole('listitem');
      await expect(features).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'What you need' }).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText('Up to 5 ready-made tools, $99 a month')).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Related tools' }).locator('xpath=..').getByRole('link'),
      ).toHaveCount(4);
      await page.getByRole('link', { name: 'I want this' }).click();
      // Pricing names the tool, now on the visitor's shortlist, and the plans that include it.
      await expect(page).toHaveURL(/\/pricing\?tool=1$/);
      const note = page.getByRole('region', { name: 'You picked Restaurant Menu Display' });
      await expect(note).toContainText('It is included in every plan');
      await expect(note).toContainText('It is on your shortlist.');
    });
  });
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/non-existent route: \/tool\/no-such-tool/] });

  test('unknown paths answer 404 with the not-found page; data screens keep the app shell', async ({
    page,
    request,
  }) => {
    for (const path of ['/no-such-page', '/tool/no-such-tool', '/tools/bakeries', '/assets/missing.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found');
    }
    for (const path of [
      '/leads-admin',
      '/onboarding-admin?page=2',
      '/inquiries-admin',
      '/shortlist',
      '/contacts/4d3bb610-ce86-4697-be3f-cb9f770e7090',
      '/site-check/r/abc123',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    await page.goto('/tool/no-such-tool');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});

test('the sitemap lists every prerendered page and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(new Set(urls).size).toBe(urls.length);
  const toolUrls = urls.filter((url) => url.includes('/tool/'));
  expect(toolUrls).toHaveLength(118);
  expect(urls).toContain('https://localboost.app/tool/google-reviews-widget');
  expect(urls).not.toContain('https://localboost.app/tool/voice-agent-ai');
  expect(urls).toContain('https://localboost.app/pricing');
  expect(urls.some((url) => url.includes('leads-admin'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://localboost.app/sitemap.xml');
  expect(robots).toContain('Disallow: /leads-admin');

  // Every listed page is served as its own prerendered page.
  for (const url of urls.filter((_, index) => index % 10 === 0)) {
    const path = new URL(url).pathname;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`data-prerendered="${path}"`);
  }
});

/** One tool per preview kind, with something to do so the interactive state is scanned too. */
const KIND_PAGES: ReadonlyArray<{ slug: string; kind: string; act?: (page: Page) => Promise<void> }> = [
  { slug: 'google-reviews-widget', kind: 'reviews' },
  {
    slug: 'whatsapp-chat-button',
    kind: 'chat',
    act: (page) =>
      preview(page)
        .getByRole('button', { name: /^Chat with/ })
        .click(),
  },
  {
    slug: 'quick-appointment-booking',
    kind: 'booking',
    act: (page) => preview(page).getByRole('button', { name: '10:30' }).click(),
  },
  { slug: 'instagram-feed-display', kind: 'social' },
  {
    slug: 'smart-popup-converter',
    kind: 'popup',
    act: (page) => preview(page).getByRole('button', { name: 'Show the popup' }).click(),
  },
  { slug: 'contact-form-builder-pro', kind: 'form' },
  { slug: 'image-gallery-pro', kind: 'gallery' },
  { slug: 'animated-number-counter', kind: 'counter' },
  {
    slug: 'restaurant-menu-display',
    kind: 'menu',
    act: (page) =>
      preview(page)
        .getByRole('button', { name: /^Add one/ })
        .first()
        .click(),
  },
  { slug: 'google-maps-locator', kind: 'map' },
  { slug: 'podcast-player-pro', kind: 'media' },
  { slug: 'faq-accordion-builder', kind: 'faq' },
  {
    slug: 'aggregate-rating-badge',
    kind: 'rating-badge',
    act: (page) =>
      preview(page)
        .getByRole('button', { name: /reviews of/ })
        .click(),
  },
  {
    slug: 'review-request-funnel',
    kind: 'review-request',
    act: (page) => preview(page).getByRole('button', { name: '2 stars' }).click(),
  },
  {
    slug: 'ai-review-response-assistant',
    kind: 'review-reply',
    act: (page) => preview(page).getByRole('button', { name: 'Draft a reply' }).click(),
  },
  {
    slug: 'click-to-call-button',
    kind: 'call-button',
    act: (page) => preview(page).getByRole('button', { name: 'Call us' }).click(),
  },
  {
    slug: 'class-schedule-timetable',
    kind: 'timetable',
    act: (page) => preview(page).getByRole('button', { name: 'Wed' }).click(),
  },
  {
    slug: 'social-share-buttons',
    kind: 'share-buttons',
    act: (page) => preview(page).getByRole('button', { name: 'Share on WhatsApp' }).click(),
  },
  {
    slug: 'promotional-spin-wheel',
    kind: 'spin-wheel',
    // It spins to a prize, and lands at once for reduced motion.
    act: async (page) => {
      const spin = preview(page).getByRole('button', { name: 'Spin the wheel' });
      await spin.press('Enter');
      await expect(preview(page).getByRole('button', { name: 'Spinning…' })).toBeDisabled();
      await expect(preview(page).getByRole('status')).toHaveText(/You won: .+|Try again tomorrow/);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(preview(page).locator('svg[viewBox="0 0 100 100"]')).toHaveCSS(
        'transition-property',
        'none',
      );
      await spin.click();
      await expect(preview(page).getByRole('status')).toHaveText(/You won: .+|Try again tomorrow/);
      await expect(spin).toBeEnabled();
      await page.emulateMedia({ reducedMotion: null });
    },
  },
  {
    slug: 'scratch-and-win-card',
    kind: 'scratch-card',
    act: (page) => preview(page).getByRole('button', { name: 'Scratch the card' }).click(),
  },
  {
    slug: 'announcement-banner-pro',
    kind: 'banner',
    act: (page) => preview(page).getByRole('button', { name: 'Close the announcement' }).click(),
  },
  {
    slug: 'recent-purchase-notifications',
    kind: 'social-proof',
    act: (page) => preview(page).getByRole('button', { name: 'Show the next notice' }).click(),
  },
  {
    slug: 'cookie-consent-manager',
    kind: 'cookie-consent',
    act: (page) => preview(page).getByRole('button', { name: 'Reject all' }).click(),
  },
  {
    slug: 'age-verification-gate',
    kind: 'age-gate',
    act: (page) => preview(page).getByRole('button', { name: 'Yes, I am 18 or older' }).click(),
  },
  { slug: 'email-subscription-form', kind: 'signup' },
  {
    slug: 'interactive-quiz-funnel',
    kind: 'quiz',
    act: (page) => preview(page).getByRole('radio', { name: 'The best value' }).check(),
  },
  {
    slug: 'engagement-poll-creator',
    kind: 'poll',
    act: (page) => preview(page).getByRole('radio').first().check(),
  },
  {
    slug: 'before-and-after-slider',
    kind: 'before-after',
    // The divider moves from the keyboard (the scans then see the moved preview).
    act: async (page) => {
      const divider = preview(page).getByRole('slider', { name: 'Slide to compare before and after' });
      await divider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(divider).toHaveAttribute('aria-valuetext', '51% after');
      await page.keyboard.press('End');
      await expect(divider).toHaveAttribute('aria-valuetext', '100% after');
      await page.keyboard.press('Home');
      await expect(divider).toHaveAttribute('aria-valuetext', '0% after');
    },
  },
  {
    slug: 'content-slider-pro',
    kind: 'slider',
    act: (page) => preview(page).getByRole('button', { name: 'Next slide' }).click(),
  },
  {
    slug: 'team-showcase-pro',
    kind: 'team',
    act: (page) => preview(page).getByRole('button', { name: 'About Sam Rivera' }).click(),
  },
  { slug: 'company-timeline', kind: 'timeline' },
  {
    slug: 'pdf-embed-viewer',
    kind: 'document',
    act: (page) => preview(page).getByRole('button', { name: 'Next page' }).click(),
  },
  {
    slug: 'countdown-timer-pro',
    kind: 'countdown',
    // It counts down.
    act: async (page) => {
      const seconds = preview(page)
        .getByRole('timer', { name: 'Time left' })
        .locator('[data-unit="seconds"]');
      const first = await seconds.textContent();
      await expect(seconds).not.toHaveText(first ?? '');
    },
  },
  {
    slug: 'coffee-stamp-card',
    kind: 'stamp-card',
    act: (page) => preview(page).getByRole('button', { name: 'Add a stamp' }).click(),
  },
  {
    slug: 'free-shipping-progress-bar',
    kind: 'progress-bar',
    act: (page) => preview(page).getByRole('button', { name: 'Add $15 to the cart' }).click(),
  },
  { slug: 'mortgage-payment-calculator', kind: 'calculator' },
  {
    slug: 'business-hours-display',
    kind: 'hours',
    // The week, with today marked, in the chosen niche.
    act: async (page) => {
      await page.getByLabel('Show it for').selectOption({ label: 'Coffee Shops' });
      await expect(preview(page).getByRole('heading', { name: 'Bean There Coffee' })).toBeVisible();
      await expect(preview(page).getByRole('rowheader')).toHaveCount(7);
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'long' }));
      const marked = preview(page).locator('tr[aria-current="date"]');
      await expect(marked).toHaveCount(1);
      await expect(marked.getByRole('rowheader')).toHaveText(`${today}Today`);
    },
  },
  { slug: 'buy-button-and-mini-cart', kind: 'cart' },
  {
    slug: 'smart-search-bar',
    kind: 'search',
    act: (page) => preview(page).getByRole('searchbox').fill('a'),
  },
  {
    slug: 'website-translator-pro',
    kind: 'translator',
    act: (page) =>
      preview(page)
        .getByLabel('Language')
        .selectOption({ label: 'Español' })
        .then(() => undefined),
  },
  {
    slug: 'accessibility-enhancement-suite',
    kind: 'accessibility',
    act: (page) => preview(page).getByRole('button', { name: 'High contrast' }).click(),
  },
  {
    slug: 'weather-info-display',
    kind: 'weather',
    act: (page) => preview(page).getByRole('button', { name: 'Show °F' }).click(),
  },
  {
    slug: 'custom-links-hub',
    kind: 'links-hub',
    act: (page) => preview(page).getByRole('button').first().click(),
  },
  { slug: 'back-to-top-button', kind: 'back-to-top' },
  { slug: 'qr-code-generator-pro', kind: 'qr-code' },
];

// The tool page around the preview is one template, scanned whole at both widths by
// e2e/accessibility.spec.ts; here each kind's preview is scanned on its own, which costs a fraction of a
// whole-page scan (axe's contrast check grows with the page). The kinds go in groups, one page per group
// moving between tool pages in the app (a load per kind cost more than its two scans); every scan is soft,
// so one kind's failure names its tool and the rest of the group is still scanned. Some kinds' acts are their
// own behaviour checks (the slider's keys, the hours' today, the spin wheel with reduced motion, the countdown),
// made where the group reaches them instead of on a load each.
const GROUPS = 3;
const groupSize = Math.ceil(KIND_PAGES.length / GROUPS);
for (let first = 0; first < KIND_PAGES.length; first += groupSize) {
  const group = KIND_PAGES.slice(first, first + groupSize);
  test(`the previews of ${group.map(({ kind }) => kind).join(', ')} pass axe at desktop and phone width`, async ({
    page,
    checkA11y,
  }) => {
    // Fifteen kinds, each reached, used and scanned twice: up to 80 s on a busy 2-core machine.
    test.setTimeout(200_000);
    const scanPreview = async () => {
      // axe counts a link partly under the sticky header as a small target; that is where the page happens
      // to be scrolled, not the link's size, so each scan starts from the top (the preview keeps its state).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await checkA11y({ include: '[data-preview-kind]', soft: true });
    };
    for (const [index, { slug, kind, act }] of group.entries()) {
      await test.step(`the ${kind} preview (${slug})`, async () => {
        await page.setViewportSize(DESKTOP);
        if (index === 0) await page.goto(`/tool/${slug}`);
        else await navigateInApp(page, `/tool/${slug}`);
        await previewLoaded(page, kind);
        await act?.(page);
        await scanPreview();
        await page.setViewportSize(SMALL_PHONE);
        await scanPreview();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `horizontal scrolling at 375 px on /tool/${slug}`).toBeLessThanOrEqual(0);
      });
    }
  });
}
