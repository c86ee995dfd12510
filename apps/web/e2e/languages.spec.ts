import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

// Pages in the visitor's language (issue 42; docs/decisions/2026-12-07-pages-per-language.md): the
// server sends the sign-in page drawn in Yoruba, and the browser takes it over (hydrates) with the
// Yoruba messages: no hydration mismatch is logged (the fixtures fail on any console error).

test('A visitor who chose Yoruba gets the sign-in page drawn in Yoruba, and the app takes it over without a mismatch', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'yo', url: baseURL! }]);
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.locator('#root[data-prerendered="/auth/login"]')).toBeVisible();
  // Taken over: the form answers as the app's (the e-mail field is React's once hydrated).
  const email = page.getByRole('textbox').first();
  await email.fill('ada@example.ng');
  await expect(email).toHaveValue('ada@example.ng');
});

test('A visitor opening a public page with ?lang=ha gets it in Hausa, and the next page too (the lang cookie)', async ({
  page,
}) => {
  await page.goto('/income-protection?lang=ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  // Its words are Hausa (the catalogue's public namespace), not English under a Hausa label.
  await expect(page.getByRole('heading', { name: 'Abin da inshora ke biya' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shiga' }).first()).toBeVisible();
  await page.goto('/health-insurance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { name: 'Yadda daʼawa ke aiki' })).toBeVisible();
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
});

test('The front page with ?lang=yo is the Yoruba drawing, and without it the English page reads as before', async ({
  page,
}) => {
  await page.goto('/?lang=yo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Ààbò fún owó-oṣù àti ìlera rẹ, tí o lè rà lórí ayélujára ní ìṣẹ́jú díẹ̀',
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Alaafia: ààbò owó-oṣù àti ìbánigbófò ìlera fún ọmọ Nàìjíríà');
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Cover for your income and your health, bought online in minutes',
    }),
  ).toBeVisible();
});

test('The privacy notice with ?lang=yo is in Yoruba, says the English binds, passes axe, and its link opens the English text', async ({
  page,
}) => {
  await page.goto('/privacy?lang=yo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { level: 1, name: 'Ìkéde ìpamọ́' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Àwọn ẹ̀tọ́ rẹ àti bí o ṣe lè lò wọ́n' }),
  ).toBeVisible();
  const english = page.getByRole('link', { name: 'ka á ní èdè Gẹ̀ẹ́sì' });
  await expect(english).toHaveAttribute('href', '/privacy?lang=en');
  await expectNoAxeViolations(page, '/privacy?lang=yo');
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Your rights and how to use them' }),
  ).toBeVisible();
  await expect(page.locator('.site-legal__translation')).toHaveCount(0);
});
