import { expect, test, type Page } from './fixtures';
import { newCustomer, signUpThroughPage } from './support';

/** Issue 8: the page works on a 360 px wide screen without horizontal scrolling. */
test.use({ viewport: { width: 360, height: 740 } });

async function expectNoHorizontalScroll(page: Page, context: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the page's width on ${context}`).toBeLessThanOrEqual(360);
}

test('On a 360 px wide screen, sign-in, the dashboard and the first stage of each wizard do not scroll sideways', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'sign-in');

  await signUpThroughPage(page, newCustomer());
  await expect(page.getByText('You do not have any policy')).toBeVisible();
  await expectNoHorizontalScroll(page, 'the dashboard');

  await page.goto('/buy/health');
  await expect(
    page.getByRole('heading', { name: 'Affordable healthcare at a hospital near you' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, 'the health wizard');

  await page.goto('/buy/health-cash');
  await expect(page.getByRole('heading', { name: 'This is Alaafia Health Cash' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the Health Cash wizard');

  await page.goto('/buy/income');
  await expect(page.getByRole('heading', { name: /I'm your Alaafia assistant/ })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the income wizard');
});
