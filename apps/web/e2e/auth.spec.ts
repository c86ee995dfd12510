import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  holdReact,
  latestOutboxMessage,
  newCustomer,
  signUpThroughPage,
} from './support';

test('A new customer signs up, sees the dashboard, uses the profile menu, logs out and signs in again', async ({
  page,
}) => {
  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Rest assured, we're looking out for you.")).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  await page.getByRole('button', { name: /Profile menu for Amaka Nwosu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`Signed in as`)).toBeVisible();
  await expect(menu.getByText(customer.email)).toBeVisible();
  await expectNoAxeViolations(page, 'profile menu');
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  const confirm = page.getByRole('dialog', { name: 'Logout' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'logout confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page
    .getByRole('dialog', { name: 'Logout' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Signed out for real: / is the public front page (issue 18), and its Sign in leads back in.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cover for your income/);
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoAxeViolations(page, 'sign-in');

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('the wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail or password you entered is incorrect.',
  );
  await expectNoAxeViolations(page, 'sign-in with an error');

  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();
});

test('Sign-up shows the field errors a customer can fix', async ({ page }) => {
  const taken = newCustomer();
  await signUpThroughPage(page, taken);
  await page.context().clearCookies();

  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill('Amaka');
  await expectNoAxeViolations(page, 'sign-up');
  await page.getByLabel('Last name').fill('Nwosu');
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid Nigerian phone number')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up with field errors');

  await page.getByLabel('Phone number').fill('08091234567');
  await page.getByLabel('Password').fill('long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An account with this e-mail already exists. Please sign in instead.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup/);
});

test('A customer whose session expired is sent to sign-in with a notice and brought back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page, 'settings');

  // The session ends on the server (signed out elsewhere) while this browser still holds the cookie.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'alaafia_session')!;
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `alaafia_session=${cookie.value}` },
  });
  expect((await other.post('/api/auth/logout')).ok()).toBe(true);
  await other.dispose();

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsettings&expired=1/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has expired. Please sign in again.',
  );
  await expectNoAxeViolations(page, 'sign-in after an expired session');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('A forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  await page.context().clearCookies();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // Before the prerendered page is hydrated the link is a plain page load: wait for the new page.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'we have sent a link to reset your password',
  );
  await expectNoAxeViolations(page, 'forgot password sent');

  // The reset e-mail goes through notify (issue 26): the server's job worker sends it shortly after.
  await expect
    .poll(async () => (await latestOutboxMessage(request, customer.email))?.subject, {
      timeout: 15_000,
    })
    .toBe('Reset your Alaafia password');
  const mail = await latestOutboxMessage(request, customer.email);
  const link = /https?:\/\/\S+/.exec(mail!.body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('my new passphrase');
  await expectNoAxeViolations(page, 'reset password');
  await page.getByLabel('Confirm new password').fill('my new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?reset=1/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill('my new passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();
});

test('The sign-in pages are prerendered: their form shows before any script runs, and a click before the app takes over still signs in', async ({
  browser,
  page,
}) => {
  // Without JavaScript, the prerendered HTML alone shows the whole form.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/auth/login');
  await expect(bare.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(bare.getByLabel('Email')).toBeVisible();
  await expect(bare.getByLabel('Password')).toBeVisible();
  await bare.goto('/auth/signup');
  await expect(bare.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // With a query string the page differs (the sign-up link keeps ?next=), so the app renders it.
  await bare.goto('/auth/login?next=%2Fbuy%2Fhealth');
  await expect(bare.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await noScript.close();

  // React held back (the first script runs): typing and pressing Sign in on the server-rendered page, then
  // React arrives, hydrates the page and the held submit goes through it (lib/early-presses.ts).
  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  await page.context().clearCookies();
  const react = await holdReact(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  react.release();
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();
});
