import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, latestOutboxMessage, ownBvn } from './support';

/**
 * The dashboard's KYC page (/kyc/health, issue 4) on the real API with the sandbox identity
 * provider (apps/api/src/integrations/identity/sandbox.ts): an ID ending in 0000 is not registered,
 * one ending in 0001 is registered to Adaeze Okafor (phone 08030000001, where her codes go), any
 * other is registered to the customer asking. The customer and the policy are made the way the
 * flows make them (sign-up, the cart, a payment reference, the sandbox charge, the payments call);
 * nothing is written to the database directly.
 */

/** The phone the sandbox registers IDs ending in 0001 to (SANDBOX_STRANGER.phoneNumber). */
const STRANGER_PHONE = '08030000001';

let counter = 0;

/** A customer with a phone of their own: KYC codes to one phone are limited to 8 a day. */
function newCustomer(firstName: string) {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    first_name: firstName,
    last_name: 'Nwosu',
    email: `${firstName.toLowerCase()}.${n}@example.ng`,
    phone_number: `0803${String(Date.now() + counter * 7919).slice(-7)}`,
    password: 'a long passphrase 1',
  };
}

type Signed = { id: number; body: ReturnType<typeof newCustomer> };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** Signs up through the API in the page's context, so the browser holds the session cookie. */
async function signUp(page: Page, firstName: string): Promise<Signed> {
  const body = newCustomer(firstName);
  const data = await ok<{ id: number }>(
    await page.request.post('/api/auth/signup', { data: body }),
  );
  return { id: data.id, body };
}

type Product = { id: number; uid: string; pricing_plans: { id: number }[] };

/** Buys the monthly health plan (HI) by card, through the real API and the sandbox provider. */
async function buyHealth(page: Page, customer: Signed) {
  const products = await ok<Product[]>(await page.request.get('/api/local/products'));
  const health = products.find((p) => p.uid === 'HI')!;
  await ok(
    await page.request.patch(`/api/local/customers/${customer.id}`, {
      data: { products: [{ id: health.id, plan_id: health.pricing_plans[0]!.id, price: 0 }] },
    }),
  );
  const { reference } = await ok<{ reference: string }>(
    await page.request.get(
      `/api/local/customers/${customer.id}/quotes/payment-reference?accept_terms=true`,
    ),
  );
  await ok(
    await page.request.post('/api/sandbox/paystack/charge', {
      data: { reference, outcome: 'success' },
    }),
  );
  await ok(
    await page.request.post(`/api/local/customers/${customer.id}/payments`, {
      data: {
        payment_reference: reference,
        has_payed: true,
        referral_code: null,
        plan_value: null,
        first_name: customer.body.first_name,
        engage_uid: String(customer.id),
      },
    }),
  );
}

/** The newest verification code sent to a phone, read from the sandbox outbox. */
async function codeSentTo(page: Page, phone: string) {
  const sms = await latestOutboxMessage(page.request, phone);
  const code = /code is (\d{4})\./.exec(sms?.body ?? '')?.[1];
  expect(code, `a code in the outbox for ${phone}`).toBeTruthy();
  return code!;
}

/** Waits until the outbox holds a code for the phone other than `previous`. */
async function newCodeSentTo(page: Page, phone: string, previous: string | null) {
  await expect
    .poll(async () => {
      const sms = await latestOutboxMessage(page.request, phone);
      return /code is (\d{4})\./.exec(sms?.body ?? '')?.[1] ?? null;
    })
    .not.toBe(previous);
  return codeSentTo(page, phone);
}

/** A BVN of eleven digits with the given last four. */
const bvnEndingIn = (last4: string) => `221${String(Date.now()).slice(-4)}${last4}`;

async function enterCode(page: Page, code: string) {
  const boxes = page.getByRole('group', { name: 'Verification code' });
  await expect(boxes).toBeVisible();
  for (const [index, digit] of Array.from(code).entries()) {
    await boxes.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function me(page: Page) {
  return ok<{ first_name: string; last_name: string; have_completed_kyc: boolean }>(
    await page.request.get('/api/auth/me'),
  );
}

async function openKycWithBvn(page: Page, bvn: string) {
  await page.goto('/kyc/health');
  await expect(
    page.getByRole('heading', { name: "First, let's get your identity check done" }),
  ).toBeVisible();
  await page.getByLabel('ID type').selectOption('bvn');
  await page.getByLabel('BVN').fill(bvn);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function confirmAndComplete(page: Page, firstName: string) {
  await expect(
    page.getByRole('heading', { name: 'Fantastic! please confirm your details one last time' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: `Congratulations ${firstName}! You are now covered.` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Verified' })).toBeVisible();
}

test('When a customer verifies from the dashboard with their own BVN, then they are covered and verified', async ({
  page,
}) => {
  const customer = await signUp(page, 'Chidi');
  await buyHealth(page, customer);

  await openKycWithBvn(page, ownBvn());
  await expect(page.getByRole('heading', { name: 'Verify your NIN/BVN' })).toBeVisible();
  // Where the code went, masked by the server, and a new code only after the wait (issue 18).
  const phone = customer.body.phone_number;
  await expect(
    page.getByText(`We sent the code to ${phone.slice(0, 4)} *** **${phone.slice(-2)}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ seconds\./)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard KYC: code');
  await enterCode(page, await codeSentTo(page, customer.body.phone_number));
  await confirmAndComplete(page, 'Chidi');

  expect(await me(page)).toMatchObject({ first_name: 'Chidi', have_completed_kyc: true });
});

test('When the BVN is registered to another name, then the customer edits their name, verifies a new code and is covered', async ({
  page,
}) => {
  const customer = await signUp(page, 'Amaka');
  await buyHealth(page, customer);
  const before = await latestOutboxMessage(page.request, STRANGER_PHONE);
  const earlier = /code is (\d{4})\./.exec(before?.body ?? '')?.[1] ?? null;

  // 60 -> 70: the code goes to the phone registered to the BVN, not the customer's.
  await openKycWithBvn(page, bvnEndingIn('0001'));
  await expect(page.getByRole('heading', { name: 'Verify your NIN/BVN' })).toBeVisible();
  const firstCode = await newCodeSentTo(page, STRANGER_PHONE, earlier);
  await enterCode(page, firstCode);

  // The code is right but the name is not: the mismatch modal, Confirm to 80.
  const mismatch = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(mismatch).toBeVisible();
  await expect(mismatch).toContainText('Unable to validate BVN because name does not match.');
  await expectNoAxeViolations(page, 'name-mismatch modal');
  await mismatch.getByRole('button', { name: 'Confirm' }).click();
  await expect(mismatch).toBeHidden();

  await expect(
    page.getByRole('heading', { name: 'You need to edit your profile name' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The name registered to this ID is Adaeze Okafor, if this is you, kindly edit your profile name to match.',
    ),
  ).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Name' });
  await expect(update).toBeDisabled();
  await expectNoAxeViolations(page, 'KYC: edit your profile name');
  await page.getByLabel('First name').fill('Adaeze');
  await page.getByLabel('Last name').fill('Okafor');
  await update.click();

  // 80 -> 70: a new code to the registered phone; the name is the one on the BVN now.
  await expect(page.getByRole('heading', { name: 'Verify your NIN/BVN' })).toBeVisible();
  const secondCode = await newCodeSentTo(page, STRANGER_PHONE, firstCode);
  await enterCode(page, secondCode);
  await confirmAndComplete(page, 'Adaeze');

  expect(await me(page)).toMatchObject({
    first_name: 'Adaeze',
    last_name: 'Okafor',
    have_completed_kyc: true,
  });
});

test('When the BVN is not registered, then the error shows on the field and the customer stays at the ID step', async ({
  page,
}) => {
  const customer = await signUp(page, 'Bisi');
  await buyHealth(page, customer);

  await openKycWithBvn(page, bvnEndingIn('0000'));
  await expect(page.getByLabel('BVN')).toHaveAccessibleDescription(
    'We could not find this BVN. Please check the number and try again.',
  );
  await expect(
    page.getByRole('heading', { name: "First, let's get your identity check done" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your NIN/BVN' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard KYC: ID not found');
  expect(await latestOutboxMessage(page.request, customer.body.phone_number)).toBeUndefined();
  expect(await me(page)).toMatchObject({ first_name: 'Bisi', have_completed_kyc: false });
});
