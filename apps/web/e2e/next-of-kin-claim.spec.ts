import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  newStaff,
  okData,
  ownAccountNumber,
  SAMPLE_PDF,
  sandboxToday,
  signInStaff,
  signUpByApi,
  verifyByApi,
} from './support';

/**
 * The next of kin's death claim (issue 17), on the real API with the sandbox providers: a customer
 * with an active HealthCash policy names a next of kin; in a fresh, signed-out browser the next of
 * kin finds the page from the sign-in page, proves their phone with the code from the SMS, uploads
 * the death certificate, is told under the field that an account not in their name cannot be paid,
 * files the claim with their own account, and a claims officer finds it in the back office queue.
 */
const PHONE = { width: 390, height: 844 };

type AdminClaim = {
  claim_number: string;
  benefit: string | null;
  status: string;
  customer: { id: number };
};

async function shot(page: Page, name: string) {
  await expectNoAxeViolations(page, `next of kin's claim: ${name}`);
  await page.screenshot({ path: `test-results/e2e/nok-claim-${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('The next of kin, signed out, files the HealthCash death claim and a claims officer sees it in the queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await signUpByApi(page, 'Ngozi');
  await buyByApi(page, customer, 'HTCI');
  // The policyholder completed identity verification (issue 24: only then can a death be claimed).
  await verifyByApi(page, customer);
  const kinPhone = `080${randomInt(10_000_000, 100_000_000)}`;
  await okData(
    await page.request.post(`/api/local/customer/next-of-kin/${customer.id}`, {
      data: {
        first_name: 'Chike',
        last_name: 'Nwosu',
        phone: kinPhone,
        email: null,
        relationship: 'Brother',
        name: 'Chike Nwosu',
      },
    }),
  );
  const policies = await okData<
    { product_prefix_code: string; policy_number: string; active: boolean }[]
  >(await page.request.get(`/api/local/customers/${customer.id}/premiums`));
  const policy = policies.find((p) => p.product_prefix_code === 'HTCI');
  expect(policy).toMatchObject({ active: true });
  const today = await sandboxToday(page);

  // The next of kin: a fresh browser, nobody signed in.
  const context = await browser.newContext({ viewport: PHONE });
  const kin = await context.newPage();
  await kin.goto('/auth/login');
  await kin.getByRole('link', { name: 'Claiming for someone who has died?' }).click();
  await expect(kin).toHaveURL(/\/claim\/next-of-kin$/);
  await expect(kin.getByRole('heading', { name: 'About the policy' })).toBeVisible();
  await shot(kin, '1-details');
  await kin.getByLabel('Policy number').fill(policy!.policy_number);
  await kin.getByLabel('Your phone number').fill(kinPhone);
  await kin.getByRole('button', { name: 'Send me a code' }).click();

  await expect(kin.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const sms = await okData<{ channel: string; body: string }[]>(
    await kin.request.get(`/api/sandbox/outbox?to=${encodeURIComponent(kinPhone)}`),
  );
  const code = /(\d{4})/.exec(sms.find((m) => m.channel === 'sms')!.body)![1]!;
  await kin.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await kin.keyboard.type(code === '0000' ? '1111' : '0000');
  await kin.getByRole('button', { name: 'Continue' }).click();
  await expect(
    kin.getByText('That code did not work. Please check the SMS, or send a new code.'),
  ).toBeVisible();
  await shot(kin, '2-code');
  await kin.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await kin.keyboard.type(code);
  await kin.getByRole('button', { name: 'Continue' }).click();

  await expect(kin.getByRole('heading', { name: 'The death certificate' })).toBeVisible();
  await kin.getByTestId('claim-camera-input').setInputFiles({
    name: 'death-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  });
  await expect(kin.getByText('Uploaded')).toBeVisible();
  await shot(kin, '3-certificate');
  await kin.getByRole('button', { name: 'Continue' }).click();

  await expect(kin.getByRole('heading', { name: 'When did it happen?' })).toBeVisible();
  await kin.getByLabel('Date of the accident').fill(today);
  await shot(kin, '4-date');
  await kin.getByRole('button', { name: 'Continue' }).click();

  await expect(kin.getByRole('heading', { name: 'Where should we pay you?' })).toBeVisible();
  await kin.getByLabel('Bank').selectOption('058');
  // The sandbox's stranger: the account is not in the next of kin's name.
  await kin.getByLabel('Account number').fill('0123450001');
  await shot(kin, '5-bank');
  await kin.getByRole('button', { name: 'Continue' }).click();
  await expect(kin.getByRole('heading', { name: 'Check the claim' })).toBeVisible();
  await shot(kin, '6-review');
  await kin.getByRole('button', { name: 'Send the claim' }).click();
  const account = kin.getByLabel('Account number');
  await expect(account).toHaveAccessibleDescription(/This bank account is not in your name/);
  await shot(kin, '7-bank-not-in-your-name');
  await account.fill(ownAccountNumber());
  await kin.getByRole('button', { name: 'Continue' }).click();
  await kin.getByRole('button', { name: 'Send the claim' }).click();

  await expect(kin.getByRole('heading', { name: 'We have received your claim' })).toBeVisible();
  const number = /(CLM-[0-9A-Z-]+)/.exec(
    (await kin.getByText(/Your claim number is/).textContent()) ?? '',
  )![1]!;
  await expect(kin.getByText(/within 10 working days/)).toBeVisible();
  await shot(kin, '8-done');
  await context.close();

  // The claims officer: the death claim is in the queue, on the policyholder's record.
  const officer = await newStaff(page, 'claims_officer', 'Ola Officer');
  await signInStaff(page, officer);
  const queue = await okData<AdminClaim[]>(await page.request.get('/api/admin/claims'));
  expect(queue.find((c) => c.claim_number === number)).toMatchObject({
    benefit: 'accidental_death',
    status: 'submitted',
    customer: { id: customer.id },
  });
});
