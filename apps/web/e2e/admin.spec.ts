import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  latestOutboxMessage,
  newCustomer,
  ownBvn,
  signUpThroughPage,
} from './support';

// The back office (issue 16): staff sign in at /admin with their own cookie; an administrator adds
// a staff member and sees it in the audit log. Desktop first, usable at 768 px.
test.use({ viewport: { width: 1024, height: 800 } });

test('An administrator signs in to the back office, adds a staff member and finds it in the audit log', async ({
  page,
  request,
}) => {
  const email = `admin.${Date.now().toString(36)}@alaafia.ng`;
  const password = 'staff password 123';
  const created = await request.post('/api/sandbox/staff', {
    data: { email, password, role: 'administrator', name: 'Ada Admin' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not correct.');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();

  await page.getByRole('link', { name: 'Staff' }).click();
  const newEmail = `reviewer.${Date.now().toString(36)}@alaafia.ng`;
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Choose at least one role.')).toBeVisible();
  await page.getByLabel('Name').fill('Remi Reviewer');
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByLabel('Reviewer').check();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('heading', { name: 'Remi Reviewer can now sign in' })).toBeVisible();
  await expect(page.getByRole('cell', { name: newEmail })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office staff page');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'staff.created' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'staff.signed_in' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'staff.sign_in_failed' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'back-office audit log');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
});

test("A customer's session opens nothing in the back office", async ({ page }) => {
  await signUpThroughPage(page, newCustomer());
  const res = await page.request.get('/api/admin/staff');
  expect(res.status()).toBe(401);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
});

test('A reviewer finds a customer, sees the BVN masked, and sees it in full only after giving a reason', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  const signup = await request.post('/api/auth/signup', {
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone_number: customer.phone,
      password: customer.password,
    },
  });
  const id = ((await signup.json()) as { data: { id: number } }).data.id;
  const bvn = ownBvn();
  await request.post(`/api/local/customers/profiles/bvn-with-id/${id}`, { data: { bvn } });
  const sms = await latestOutboxMessage(request, '08031234567');
  expect(sms).toBeDefined();
  const code = /code is (\d{4})/.exec(sms?.body ?? '')?.[1];
  const verified = await request.get(
    `/api/local/customers/profiles/nin-with-id/${code}/${id}/verify`,
  );
  expect(verified.ok()).toBe(true);

  const email = `reviewer.${Date.now().toString(36)}@alaafia.ng`;
  await request.post('/api/sandbox/staff', {
    data: { email, password: 'staff password 123', role: 'reviewer', name: 'Remi Reviewer' },
  });
  await page.context().clearCookies();
  await page.goto('/admin/customers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('staff password 123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('E-mail, phone number or policy number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(page.getByText(`••••••${bvn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(bvn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'back-office customer look-up');
  await page.getByRole('button', { name: 'Show the full BVN' }).click();
  await page.getByRole('button', { name: 'Show the number' }).click();
  await expect(page.getByText('Say why you need the full number.').first()).toBeVisible();
  await page
    .getByLabel('Why do you need the full number?')
    .fill('The customer called about a name mismatch');
  await page.getByRole('button', { name: 'Show the number' }).click();
  await expect(page.getByText(bvn, { exact: true })).toBeVisible();
});
