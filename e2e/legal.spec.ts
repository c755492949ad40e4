import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

const DOCUMENTS = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Cookies and Similar Technologies',
      'Data Security and Retention',
      'Your Rights and Choices',
      'Contact Us',
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    sections: [
      'Acceptance of Terms',
      'Your Account',
      'Subscriptions, Trials and Billing',
      'Cancellations and Refunds',
      'Acceptable Use',
      'Your Content and Our Intellectual Property',
      'Disclaimers',
      'Limitation of Liability',
      'Changes and Contact',
    ],
  },
];

for (const doc of DOCUMENTS) {
  test(`${doc.title}: ${doc.sections.length} sections, each reachable from the table of contents`, async ({
    page,
    checkA11y,
  }) => {
    await page.goto(doc.path);
    await expect(page).toHaveTitle(new RegExp(doc.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page.locator('time')).toHaveAttribute('datetime', /^2024-\d\d-\d\d$/);

    const sectionHeadings = page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^\d+\. / });
    await expect(sectionHeadings).toHaveText(doc.sections.map((title, index) => `${index + 1}. ${title}`));

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links).toHaveText(doc.sections.map((title, index) => `${index + 1}.${title}`));
    await checkA11y();

    // Each entry jumps to its section and moves focus there.
    for (const [index, title] of doc.sections.entries()) {
      const link = links.nth(index);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^${doc.path}#[a-z-]+$`));
      await link.click();
      const heading = page.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` });
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(heading).toHaveAttribute('id', href.split('#')[1]!);
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
    }

    // Back returns to the previous entry of the table of contents, still on the page.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${doc.path}#`));

    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the terms cap liability at fees paid in the prior 3 months', async ({ page }) => {
  await page.goto('/terms-of-service');
  const section = page.getByRole('region', { name: '8. Limitation of Liability' });
  await expect(section).toContainText('limited to the fees you paid us in the 3 months before');
});

test('legal pages read well on a phone', async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  for (const doc of DOCUMENTS) {
    await page.goto(doc.path);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await checkA11y();
  }
});
