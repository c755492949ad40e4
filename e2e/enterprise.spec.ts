import { expect, PHONE_VIEWPORT, test } from './support/fixtures';

test('Enterprise Elite: hero, investment, what is included, and where each button goes', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/enterprise-elite');
  await expect(page).toHaveTitle(/Enterprise Elite/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ultimate Marketing Solution');

  const hero = page.locator('section').first();
  await expect(hero.getByRole('link', { name: 'Book Strategy Call' })).toHaveAttribute(
    'href',
    '/contact?subject=strategy-call',
  );
  await expect(hero.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact?subject=sales',
  );

  const investment = page.getByRole('region', { name: 'Investment & Value' });
  await expect(investment).toContainText('$10,000');
  await expect(investment).toContainText('per month');
  await expect(investment).toContainText('$8,000 per month when billed annually');

  const included = page.getByRole('region', { name: "What's Included" });
  await expect(included.getByRole('heading', { level: 3 })).toHaveText([
    'Unlimited Tools',
    'Custom Development',
    'Dedicated Partnership',
  ]);
  await expect(included).toContainText('5 custom tool builds every month');
  await checkA11y();

  await investment.getByRole('link', { name: /Compare Enterprise vs Enterprise Elite/ }).click();
  await expect(page).toHaveURL(/\/enterprise-comparison$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise vs Enterprise Elite');
});

test('Enterprise vs Enterprise Elite: the comparison table, two testimonials and the closing actions', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/enterprise-comparison');
  await expect(page).toHaveTitle(/Enterprise vs Enterprise Elite/);
  const table = page.getByRole('table', { name: /Enterprise and Enterprise Elite/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Enterprise', 'Enterprise Elite']);
  const expected: Record<string, [string, string]> = {
    'Monthly investment': ['$749', '$10,000'],
    'Ready-made tools': ['15', 'Unlimited'],
    'Premium tools': ['3', 'Unlimited'],
    'Custom builds per month': ['Limited', '5 guaranteed'],
    'Web app development': ['Not included', 'Included'],
    'Success manager': ['Shared', 'Dedicated'],
    'Support response time': ['Under 4 hours', 'Under 1 hour'],
  };
  await expect(table.getByRole('rowheader')).toHaveText(Object.keys(expected));
  for (const [feature, values] of Object.entries(expected)) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: feature, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(values);
  }

  const testimonials = page.getByRole('region', { name: 'What Elite Clients Say' });
  await expect(testimonials.locator('blockquote')).toHaveCount(2);
  await expect(testimonials.locator('figcaption').first()).toContainText('Maria Delgado');

  const cta = page.getByRole('region', { name: 'Not Sure Which Plan Fits?' });
  await expect(cta.getByRole('link', { name: 'Schedule Strategy Call' })).toHaveAttribute(
    'href',
    '/contact?subject=strategy-call',
  );
  await checkA11y();
  await cta.getByRole('link', { name: 'Get Custom Proposal' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=proposal$/);
  await expect(page.getByLabel('Subject')).toHaveValue('proposal');
});

for (const path of ['/enterprise-elite', '/enterprise-comparison']) {
  test(`${path} fits a phone screen`, async ({ page, checkA11y }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await checkA11y();
  });
}
