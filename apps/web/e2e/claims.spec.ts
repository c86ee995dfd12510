import { expect, test, type Page } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  moveDays,
  newStaff,
  okData,
  ownAccountNumber,
  runJobs,
  SAMPLE_PDF,
  sandboxToday,
  shiftDay,
  signInByApi,
  signInStaff,
  signOutStaff,
  signUpByApi,
  topUpPaystack,
  verifyByApi,
  type ApiCustomer,
} from './support';

/**
 * Claims (issue 17), on the real API with the sandbox providers and clock: a customer past the
 * 90-day waiting period claims for a dismissal in the wizard, a claims officer approves it in the
 * back office, a finance member approves the first payout, the sandbox transfer succeeds and the
 * customer sees the first payment paid and five scheduled. A resignation is explained and nothing is
 * filed. A HealthCash claim is paid once although the transfer webhook arrives twice.
 */
test.describe.configure({ mode: 'serial' });

// The other specs run on the real time: the clock goes back when this one is done.
test.afterAll(async ({ request }) => {
  await request.delete('/api/sandbox/clock');
});

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1024, height: 800 };

type Payout = { id: number; sequence: number; status: string; amount: number };
type Claim = { id: number; claim_number: string; status: string; payouts: Payout[] };

async function claimsOf(page: Page, customer: ApiCustomer) {
  return okData<Claim[]>(await page.request.get(`/api/local/customers/${customer.id}/claims`));
}

async function outbox(page: Page, to: string) {
  return okData<{ channel: string; subject: string | null; body: string }[]>(
    await page.request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`),
  );
}

const tile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });

test('A customer past the waiting period claims for a dismissal; the officer approves, finance approves the first payout, and the customer sees it paid and five scheduled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const customer = await signUpByApi(page, 'Tunde');
  await buyByApi(page, customer, 'EI');
  // Verified (an unverified customer's cover is paused 30 days after paying: business rules).
  await verifyByApi(page, customer);
  // Past the 90-day waiting period, a month at a time so each premium falls due and is paid.
  for (let i = 0; i < 4; i += 1) await moveDays(page, 31);
  await signInByApi(page, customer);
  const today = await sandboxToday(page);
  const jobLoss = shiftDay(today, -3);
  const [policy] = await okData<{ product_prefix_code: string; active: boolean }[]>(
    await page.request.get(`/api/local/customers/${customer.id}/premiums`),
  );
  expect(policy).toMatchObject({ product_prefix_code: 'EI', active: true });

  // The customer: 'Make a claim' on the income tile opens the wizard.
  await page.goto('/');
  await tile(page, 'Income Protected').getByRole('button', { name: 'Make a claim' }).click();
  await expect(page.getByRole('heading', { name: 'Why did you lose your job?' })).toBeVisible();
  await expectNoAxeViolations(page, 'claim wizard: reason');
  await page.getByRole('radio', { name: /Dismissal/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'When did you lose your job?' })).toBeVisible();
  // The date is checked before anything is uploaded (issue 30): tomorrow is refused here.
  await page.getByLabel('Date of job loss').fill(shiftDay(today, 1));
  // The policy's exclusion, asked on the form (issue 25).
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This date cannot be in the future.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When did you lose your job?' })).toBeVisible();
  await page.getByLabel('Date of job loss').fill(jobLoss);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
  await expectNoAxeViolations(page, 'claim wizard: documents');
  const camera = page.getByTestId('claim-camera-input');
  await expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({
    name: 'termination-letter.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  });
  await expect(page.getByText('Uploaded')).toBeVisible();
  // A reload keeps the claim (issue 38): the same screen, the letter still uploaded, drawn cleanly.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
  await expect(page.getByText('termination-letter.pdf')).toBeVisible();
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/claims-documents-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Where should we pay you?' })).toBeVisible();
  await page.getByLabel('Bank').selectOption('044');
  // An account in someone else's name is refused as soon as its 10 digits are typed (issue 30).
  await page.getByLabel('Account number').fill('0123450001');
  await expect(
    page.getByText('This bank account is not in your verified name.', { exact: false }),
  ).toBeVisible();
  const account = ownAccountNumber();
  await page.getByLabel('Account number').fill(account);
  await expect(page.getByText(/^Account name: /)).toBeVisible();
  await expectNoAxeViolations(page, 'claim wizard: bank account');
  await page.screenshot({ path: 'test-results/e2e/claims-bank-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check your claim' })).toBeVisible();
  await expect(page.getByText('Dismissal', { exact: true })).toBeVisible();
  await expect(page.getByText(`Access Bank, ${account}`)).toBeVisible();
  await expectNoAxeViolations(page, 'claim wizard: review');
  await page.screenshot({ path: 'test-results/e2e/claims-review-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page.getByRole('heading', { name: 'We have received your claim' })).toBeVisible();
  const [filed] = await claimsOf(page, customer);
  expect(filed).toMatchObject({ status: 'submitted' });
  await expect(page.getByText(`Your claim number is ${filed!.claim_number}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Your claims' })).toBeVisible();
  await expect(page.getByText(/^Decision due by /)).toBeVisible();

  // The claims officer: the queue, the evidence inline, the decision.
  await page.setViewportSize(DESK);
  const officer = await newStaff(page, 'claims_officer', 'Ola Officer');
  await signInStaff(page, officer);
  await page.goto('/admin/claims');
  await page.getByRole('button', { name: filed!.claim_number }).click();
  const detail = page.getByRole('article', { name: `Claim ${filed!.claim_number}` });
  await expect(detail.getByRole('link', { name: 'termination-letter.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, 'back office: claims queue');
  await page.screenshot({ path: 'test-results/e2e/claims-queue-1024.png', fullPage: true });
  await detail.getByRole('radio', { name: 'Approve' }).check();
  await detail.getByLabel('Reason').fill('Termination letter checked with the employer');
  await detail.getByRole('button', { name: 'Save decision' }).click();
  await expect(detail.getByRole('status')).toHaveText('Decision saved: Approve.');
  await expect(detail.getByText('Approved', { exact: true }).first()).toBeVisible();
  await signOutStaff(page);

  // The customer confirms they are still out of work: the first payment too waits for it (issue 25).
  await signInByApi(page, customer);
  await okData(
    await page.request.post(`/api/local/customers/${customer.id}/claims/${filed!.id}/confirm`, {
      data: { still_unemployed: true },
    }),
  );

  // The balance at Paystack the payouts are paid from, topped up by finance (two members).
  await topUpPaystack(page, 100_000_000);
  // Finance: the first payout, approved by someone other than the officer.
  const finance = await newStaff(page, 'finance', 'Funmi Finance');
  await signInStaff(page, finance);
  await page.goto('/admin/payouts');
  const approve = page.getByRole('button', {
    name: new RegExp(`^Approve: payment 1 of claim ${filed!.claim_number}`),
  });
  await expect(approve).toBeVisible();
  await expectNoAxeViolations(page, 'back office: payouts');
  await page.screenshot({ path: 'test-results/e2e/claims-payouts-1024.png', fullPage: true });
  await approve.click();
  await expect(approve).toHaveCount(0);
  await signOutStaff(page);

  // The transfer goes out and the sandbox bank confirms it.
  await runJobs(page);
  const [approved] = await claimsOf(page, customer);
  const first = approved!.payouts.find((p) => p.sequence === 1)!;
  await okData(
    await page.request.post('/api/sandbox/paystack/transfer', {
      data: { payout_id: first.id, outcome: 'success' },
    }),
  );
  await runJobs(page);
  const [afterTransfer] = await claimsOf(page, customer);
  expect(afterTransfer!.payouts.map((p) => p.status)).toEqual([
    'paid',
    'scheduled',
    'scheduled',
    'scheduled',
    'scheduled',
    'scheduled',
  ]);

  // The customer sees the first payment paid and five scheduled.
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ hasText: filed!.claim_number });
  const payments = card.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(6);
  await expect(payments.getByText('Paid', { exact: true })).toHaveCount(1);
  await expect(payments.getByText('Scheduled', { exact: true })).toHaveCount(5);
  await card.getByText('Show what has happened').click();
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard: claims');
  await card.screenshot({ path: 'test-results/e2e/claims-list-390.png' });
  const [paid] = await claimsOf(page, customer);
  expect(paid!.payouts.filter((p) => p.status === 'paid')).toHaveLength(1);
});

test("A resignation is explained in the spec's words and no claim is made", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const customer = await signUpByApi(page, 'Kemi');
  await buyByApi(page, customer, 'EI');
  await page.goto('/');
  await tile(page, 'Income Protected').screenshot({ path: 'test-results/e2e/claims-tile-390.png' });
  await tile(page, 'Income Protected').getByRole('button', { name: 'Make a claim' }).click();
  await page.getByRole('radio', { name: /Resignation/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'This is not covered' })).toBeVisible();
  await expect(
    page.getByText(
      'Willingly resigning is not covered by income protection, so we cannot take a claim for it.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'claim wizard: not covered');
  await page.screenshot({ path: 'test-results/e2e/claims-not-covered-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await claimsOf(page, customer)).toEqual([]);
});

test('A HealthCash emergency claim is paid once although the transfer webhook arrives twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const customer = await signUpByApi(page, 'Ngozi');
  await buyByApi(page, customer, 'HTCI');
  // Claims need a verified customer (issue 24).
  await verifyByApi(page, customer);
  const today = await sandboxToday(page);
  const { file_url } = await okData<{ file_url: string }>(
    await page.request.post('/api/local/upload/s3', {
      multipart: {
        type: 'claim_document',
        file: { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
      },
    }),
  );
  const claim = await okData<Claim>(
    await page.request.post(`/api/local/customers/${customer.id}/claims`, {
      data: {
        product_uid: 'HTCI',
        benefit: 'accident_emergency',
        date_of_event: today,
        amount_claimed: 45_000,
        documents: [file_url],
        bank_code: '044',
        account_number: ownAccountNumber(),
      },
    }),
  );

  const officer = await newStaff(page, 'claims_officer', 'Ola Officer');
  await signInStaff(page, officer);
  await okData(
    await page.request.post(`/api/admin/claims/${claim.id}/decision`, {
      data: {
        decision: 'approve',
        reason: 'The bill matches the discharge summary',
        amount: 40_000,
      },
    }),
  );
  await signOutStaff(page);
  await topUpPaystack(page, 5_000_000);
  const finance = await newStaff(page, 'finance', 'Funmi Finance');
  await signInStaff(page, finance);
  const [payout] = (await claimsOf(page, customer))[0]!.payouts;
  await okData(await page.request.post(`/api/admin/payouts/${payout!.id}/approve`));
  await signOutStaff(page);
  await runJobs(page);
  await okData(
    await page.request.post('/api/sandbox/paystack/transfer', {
      data: { payout_id: payout!.id, outcome: 'success', deliveries: 2 },
    }),
  );
  await runJobs(page);

  const [paid] = await claimsOf(page, customer);
  expect(paid).toMatchObject({ status: 'paid' });
  expect(paid!.payouts).toEqual([expect.objectContaining({ status: 'paid', amount: 40_000 })]);
  const paidMail = (await outbox(page, customer.body.email)).filter(
    (m) => m.subject === 'Your claim is paid',
  );
  expect(paidMail).toHaveLength(1);

  await page.goto('/');
  // A HealthCash customer without a next of kin is asked for one first (issue 7's modal).
  const kin = page.getByRole('dialog', { name: 'Add your next of kin' });
  await expect(kin).toBeVisible();
  await kin.getByRole('button', { name: 'Close' }).first().click();
  await expect(kin).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: paid!.claim_number });
  await expect(
    card.getByRole('heading', { name: 'Health Cash: Accidents and emergencies' }),
  ).toBeVisible();
  const payments = card.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByText('₦40,000')).toBeVisible();
  await expect(payments.getByText('Paid', { exact: true })).toBeVisible();

  // The back office at 768 px: the queue and the paid claim fit without sideways scrolling.
  await page.setViewportSize({ width: 768, height: 900 });
  await signInStaff(page, officer);
  await page.goto('/admin/claims');
  await page.getByRole('button', { name: paid!.claim_number }).click();
  const detail = page.getByRole('article', { name: `Claim ${paid!.claim_number}` });
  await expect(detail.getByRole('img', { name: /^Evidence: / })).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'hospital-bill.pdf' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await expectNoAxeViolations(page, 'back office: claims queue at 768 px');
  await page.screenshot({ path: 'test-results/e2e/claims-queue-768.png', fullPage: true });
});
