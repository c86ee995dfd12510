import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, newCustomer } from './support';

// The public pages (issue 18): what a visitor reads before buying, at 390 px, with no account.
const PAGES = [
  '/',
  '/income-protection',
  '/health-insurance',
  '/health-cash',
  '/business-insurance',
  '/credit-life',
  '/privacy',
  '/terms',
];
const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;

type Plan = { code: string; price: number; monthly_payout: number; benefit: number };
type Product = { uid: string; title: string; pricing_plans: { price: number }[] };

async function metaContent(page: Page, selector: string) {
  return page.locator(`head ${selector}`).getAttribute('content');
}

// The quote form sent on purpose with a salary it refuses (below the minimum, not a number): that
// page answers 422, which the browser logs.
test.use({ allowedConsoleErrors: [/\/income-protection\/quote\?salary=[^:]*: .*status of 422/] });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('The front page shows each product with its price from the catalogue and the rating code, and the quote form answers with the income plans without an account', async ({
    page,
    request,
  }) => {
    const products = (await (await request.get('/api/local/products')).json()) as {
      data: Product[];
    };
    const price = (uid: string) =>
      products.data.find((p) => p.uid === uid)!.pricing_plans[0]!.price;
    // The cheapest income plan: the quote at the minimum salary starts with it.
    const minimum = (await (
      await request.get('/api/local/products/income/quote?salary=30000')
    ).json()) as { data: { plans: Plan[] } };

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cover for your income/);
    const cards = page.locator('#products .site-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Income Protection');
    await expect(cards.nth(0)).toContainText(`From ${naira(minimum.data.plans[0]!.price)} a month`);
    await expect(cards.nth(1)).toContainText(`${naira(price('HI'))} a month`);
    await expect(cards.nth(2)).toContainText(`${naira(price('HTCI'))} a year`);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
      'href',
      '/auth/login',
    );

    await cards.nth(0).getByRole('link', { name: 'About Income Protection' }).click();
    await expect(page).toHaveURL(/\/income-protection$/);
    await expect(page.getByRole('heading', { name: "What's not covered" })).toBeVisible();
    await page.getByLabel('Your monthly salary in naira').fill('150,000');
    await page.getByRole('button', { name: 'Show my plans' }).click();
    await expect(page).toHaveURL(/\/income-protection\/quote\?salary=150%2C000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plans for a salary of ₦150,000 a month',
    );
    const quote = (await (
      await request.get('/api/local/products/income/quote?salary=150000')
    ).json()) as { data: { plans: Plan[] } };
    const offered = page.locator('.site-card--plan');
    await expect(offered).toHaveCount(quote.data.plans.length);
    for (const [i, plan] of quote.data.plans.entries()) {
      await expect(offered.nth(i)).toContainText(`${naira(plan.price)} a month`);
      await expect(offered.nth(i)).toContainText(
        `We pay you ${naira(plan.monthly_payout)} a month`,
      );
    }
    // Issue 30: the salary and the plan go with the customer into the wizard.
    await expect(offered.first().getByRole('link', { name: /Buy this plan/ })).toHaveAttribute(
      'href',
      `/auth/signup?next=${encodeURIComponent(`/buy/income?salary=150000&plan=${quote.data.plans[0]!.code}`)}`,
    );

    // A salary the rule refuses: the form again, with the wizard's own message, and 422.
    await page.getByLabel('Your monthly salary in naira').fill('20000');
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/income-protection/quote')),
      page.getByRole('button', { name: 'Show my plans' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(page.locator('#salary-error')).toHaveText(
      'The minimum monthly salary for income protection is ₦30,000.',
    );
    await expect(page.getByLabel('Your monthly salary in naira')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('Every public page has its title, description, canonical address and sharing card', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const path of PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('script')).toHaveCount(0);
      expect(await page.title(), path).not.toBe('');
      expect(await metaContent(page, 'meta[name="description"]'), path).toBeTruthy();
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(
        `${baseURL}${path}`,
      );
      expect(await metaContent(page, 'meta[property="og:url"]'), path).toBe(`${baseURL}${path}`);
      expect(await metaContent(page, 'meta[property="og:title"]'), path).toBeTruthy();
      expect(await metaContent(page, 'meta[property="og:description"]'), path).toBeTruthy();
      expect(await metaContent(page, 'meta[name="twitter:card"]'), path).toBe(
        'summary_large_image',
      );
      const image = await metaContent(page, 'meta[property="og:image"]');
      expect(image, path).toBe(`${baseURL}/og/alaafia-card.png`);
      // Issue 30: who insures you and a person to ask, from the server's configuration (sandbox).
      const footer = page.locator('footer');
      await expect(footer, path).toContainText(
        'insured by Example Underwriter Plc (sandbox example), licensed by the National Insurance Commission (NAICOM), licence EXAMPLE-0000',
      );
      await expect(footer.getByRole('link', { name: 'Help and support' }), path).toHaveAttribute(
        'href',
        '/help',
      );
      await expect(
        footer.getByRole('link', { name: 'Chat with us on WhatsApp' }),
        path,
      ).toHaveAttribute('href', 'https://wa.me/2348000000000');
      await expect(footer.getByRole('link', { name: 'help@alaafia.ng' }), path).toBeVisible();
    }
    const card = await request.get('/og/alaafia-card.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });
});

test('The public pages pass axe, and Buy now leads to sign-up, then to the wizard', async ({
  page,
}) => {
  for (const path of [...PAGES, '/income-protection/quote?salary=100000']) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/income-protection/quote?salary=abc');
  await expectNoAxeViolations(page, 'the quote with a refused salary');

  await page.goto('/health-cash');
  await page.getByRole('link', { name: 'Buy now', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup\?next=%2Fbuy%2Fhealth-cash$/);
  const customer = newCustomer();
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/buy\/health-cash$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
