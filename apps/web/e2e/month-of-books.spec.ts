import { expect, test, type Page } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  moveDays,
  newStaff,
  okData,
  ownAccountNumber,
  planOf,
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
 * A month of sandbox life, then the books as a finance member reads them (issue 27, 'Done means'):
 * purchases, a decline, a refund (started from the customer's page, approved by a second finance
 * member in the money queue), a chargeback lost, a claim paid, and a renewal 33 days on (an offset
 * no other spec uses, so its day is this spec's own). Then the trial balance balances, the
 * bordereaux' totals equal the ledger's movements, the days are settled and the reconciliation has
 * no break. The customers' steps, covered in their own specs, go by the API; finance's by the browser.
 */
test.afterAll(async ({ request }) => {
  await request.delete('/api/sandbox/clock');
});

type TrialBalance = {
  accounts: { code: string; debit_kobo: number; credit_kobo: number }[];
  total_debit_kobo: number;
  total_credit_kobo: number;
};

/** An account's balance on its credit side (a debit balance is negative). */
const creditOf = (tb: TrialBalance, code: string) => {
  const a = tb.accounts.find((x) => x.code === code);
  return a ? a.credit_kobo - a.debit_kobo : 0;
};

/** The customer's paid payments, newest first (the customer's own session). */
async function paymentsOf(page: Page, customer: ApiCustomer) {
  return okData<{ reference: string }[]>(
    await page.request.get(`/api/local/customers/${customer.id}/payments`),
  );
}

test('A month of sandbox life: the finance member finds the books balanced, the reports equal to the ledger and nothing to reconcile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const day0 = await sandboxToday(page);

  // Purchases: a monthly health plan (it renews), and three yearly HealthCash plans.
  const renewer = await signUpByApi(page, 'Remi');
  await buyByApi(page, renewer, 'HI');
  await verifyByApi(page, renewer);
  const refunded = await signUpByApi(page, 'Femi');
  await buyByApi(page, refunded, 'HTCI');
  const refundedRef = (await paymentsOf(page, refunded))[0]!.reference;
  const disputer = await signUpByApi(page, 'Dayo');
  await buyByApi(page, disputer, 'HTCI');
  const disputedRef = (await paymentsOf(page, disputer))[0]!.reference;
  const claimant = await signUpByApi(page, 'Kunle');
  await buyByApi(page, claimant, 'HTCI');
  await verifyByApi(page, claimant);

  // A decline: the card is refused, nothing is taken and nothing is booked.
  const declined = await signUpByApi(page, 'Tayo');
  const { productId, planId } = await planOf(page, 'HTCI');
  await okData(
    await page.request.patch(`/api/local/customers/${declined.id}`, {
      data: { products: [{ id: productId, plan_id: planId, price: 0 }] },
    }),
  );
  const { reference: declinedRef } = await okData<{ reference: string }>(
    await page.request.get(
      `/api/local/customers/${declined.id}/quotes/payment-reference?accept_terms=true`,
    ),
  );
  const refused = await okData<{ status: string }>(
    await page.request.post('/api/sandbox/paystack/charge', {
      data: { reference: declinedRef, outcome: 'failed' },
    }),
  );
  expect(refused.status).toBe('failed');

  // A chargeback, lost: Paystack takes the money back.
  await okData(
    await page.request.post('/api/sandbox/paystack/dispute', {
      data: { reference: disputedRef, event: 'create' },
    }),
  );
  await okData(
    await page.request.post('/api/sandbox/paystack/dispute', {
      data: { reference: disputedRef, event: 'resolve', resolution: 'merchant-accepted' },
    }),
  );

  // A claim paid: an emergency claim, approved by an officer, its payout by finance, sent.
  await signInByApi(page, claimant);
  const { file_url } = await okData<{ file_url: string }>(
    await page.request.post('/api/local/upload/s3', {
      multipart: {
        type: 'claim_document',
        file: { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
      },
    }),
  );
  const claim = await okData<{ id: number; payouts: { id: number }[] }>(
    await page.request.post(`/api/local/customers/${claimant.id}/claims`, {
      data: {
        product_uid: 'HTCI',
        benefit: 'accident_emergency',
        date_of_event: day0,
        amount_claimed: 30_000,
        documents: [file_url],
        bank_code: '044',
        account_number: ownAccountNumber(),
      },
    }),
  );
  await signInStaff(page, await newStaff(page, 'claims_officer', 'Ola Officer'));
  await okData(
    await page.request.post(`/api/admin/claims/${claim.id}/decision`, {
      data: {
        decision: 'approve',
        reason: 'The bill matches the discharge summary',
        amount: 30_000,
      },
    }),
  );
  await signOutStaff(page);
  // The payout is paid from the balance at Paystack, topped up first (two finance members).
  await topUpPaystack(page, 3_100_000);
  await signInStaff(page, await newStaff(page, 'finance', 'Pade Payouts'));
  const [payout] = (
    await okData<{ payouts: { id: number }[] }[]>(
      await page.request.get(`/api/local/customers/${claimant.id}/claims`),
    )
  )[0]!.payouts;
  await okData(await page.request.post(`/api/admin/payouts/${payout!.id}/approve`));
  await signOutStaff(page);
  await runJobs(page);
  await okData(
    await page.request.post('/api/sandbox/paystack/transfer', {
      data: { payout_id: payout!.id, outcome: 'success' },
    }),
  );
  await runJobs(page);

  // A refund: a finance member starts it from the customer's page, on a phone.
  const phone = { width: 390, height: 844 };
  const makerContext = await browser.newContext({ baseURL, viewport: phone });
  const maker = await makerContext.newPage();
  await signInStaff(maker, await newStaff(maker, 'finance', 'Funke Finance'));
  await maker.goto('/admin/customers');
  await maker.getByLabel('Name, e-mail, phone number or policy number').fill(refunded.body.email);
  await maker.getByRole('button', { name: 'Find' }).click();
  await maker.getByRole('button', { name: /^Femi/ }).click();
  await maker.getByRole('button', { name: `Refund ${refundedRef}` }).click();
  await maker.getByLabel(/Amount to refund/).fill('500');
  await maker.getByLabel(/^Why/).fill('Bought twice by mistake, goodwill');
  await expectNoAxeViolations(maker, 'customer page: a refund');
  await maker.getByRole('button', { name: 'Start the refund' }).click();
  await expect(
    maker.getByText(
      `Refund of ₦500 on ${refundedRef} started. Another finance member must approve it in the money queue before it is sent.`,
    ),
  ).toBeVisible();
  expect(await maker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A second finance member approves it from the money queue, and closes the lost chargeback.
  const checkerContext = await browser.newContext({ baseURL, viewport: phone });
  const checker = await checkerContext.newPage();
  await signInStaff(checker, await newStaff(checker, 'finance', 'Bola Finance'));
  await checker.goto('/admin/finance');
  const queue = checker.getByRole('region', { name: 'Items waiting for finance' });
  await expect(queue.getByRole('row', { name: new RegExp(refundedRef) })).toBeVisible();
  await expectNoAxeViolations(checker, 'the money queue');
  expect(await checker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await queue.getByRole('button', { name: `Approve the refund of ${refundedRef}` }).click();
  await expect(
    checker.getByText(`Refund of ${refundedRef} approved: it is on its way to the customer.`),
  ).toBeVisible();
  await expect(
    queue.getByRole('row', { name: new RegExp(`Refund to approve.*${refundedRef}`) }),
  ).toHaveCount(0);
  await queue.getByRole('button', { name: `Resolve Chargeback ${disputedRef}` }).click();
  await checker
    .getByLabel('What did you do?')
    .fill('Lost: the card issuer sided with the customer');
  await checker.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(checker.getByText(`Chargeback ${disputedRef}: resolved.`)).toBeVisible();
  await expect(
    queue.getByRole('row', { name: new RegExp(`Chargeback.*${disputedRef}`) }),
  ).toHaveCount(0);
  await makerContext.close();

  // The refund leaves Paystack.
  await runJobs(page);
  await okData(
    await page.request.post('/api/sandbox/paystack/refund-outcome', {
      data: { reference: refundedRef, outcome: 'processed' },
    }),
  );
  await runJobs(page);

  // 33 days on: the health plan's premium falls due and is charged on the saved card.
  await moveDays(page, 33);
  const day33 = await sandboxToday(page);
  await signInByApi(page, renewer);
  // The card check of the free month, then the premium.
  expect((await paymentsOf(page, renewer)).length).toBeGreaterThanOrEqual(2);

  // Paystack settles both days; the finance member reconciles, reads the books and the reports.
  for (const date of [day0, day33]) {
    const settled = await okData<{ reconciled: { breaks: number } }>(
      await page.request.post('/api/sandbox/paystack/settle', { data: { date } }),
    );
    expect(settled.reconciled.breaks, `breaks settling ${date}`).toBe(0);
  }
  await signInStaff(checker, await newStaff(checker, 'finance', 'Bola Finance'));
  await checker.setViewportSize({ width: 1280, height: 900 });
  await checker.goto('/admin/finance');
  await expect(checker.getByText('Debits equal credits.')).toBeVisible();
  await checker.getByLabel('Settlement day').fill(day33);
  await expect(checker.getByTestId('reconciliation-summary')).toHaveText(
    /^\d+ matched, 0 breaks\.$/,
  );
  await expectNoAxeViolations(checker, 'the finance page after a month');

  const month = day0.slice(0, 7);
  const monthEnd = shiftDay(`${month}-01`, 40).slice(0, 7) + '-01';
  const lastDay = shiftDay(monthEnd, -1);
  const before = shiftDay(`${month}-01`, -1);
  const tb = async (asOf: string) =>
    okData<TrialBalance>(
      await checker.request.get(`/api/admin/finance/trial-balance?as_of=${asOf}`),
    );
  const [atEnd, atStart] = [await tb(lastDay), await tb(before)];
  expect(atEnd.total_debit_kobo).toBe(atEnd.total_credit_kobo);
  const moved = (code: string) => creditOf(atEnd, code) - creditOf(atStart, code);
  const premium = await okData<{ totals: Record<string, number>; rows: unknown[] }>(
    await checker.request.get(`/api/admin/finance/bordereaux/premium?month=${month}`),
  );
  expect(premium.rows.length).toBeGreaterThan(0);
  // The underwriter's figures (issue 36): earned by the day, the statement's gross and commission.
  expect(premium.totals.earned_premium_kobo).toBe(moved('uw_premium_earned'));
  expect(premium.totals.unearned_kobo).toBe(moved('uw_unearned_premium'));
  const statement = await okData<Record<string, number>>(
    await checker.request.get(`/api/admin/finance/underwriter-statement?month=${month}`),
  );
  expect(premium.totals.written_premium_kobo).toBe(statement.gross_premium_kobo);
  expect(premium.totals.commission_kobo).toBe(statement.commission_kobo);
  expect(premium.totals.net_due_kobo).toBe(
    statement.gross_premium_kobo! - statement.commission_kobo!,
  );
  const claims = await okData<{ totals: Record<string, number> }>(
    await checker.request.get(`/api/admin/finance/bordereaux/claims?month=${month}`),
  );
  // Incurred = paid + change in reserves, as the ledger has it (the underwriter's accounts).
  expect(
    claims.totals.incurred_kobo! + claims.totals.capitation_kobo! + claims.totals.ibnr_change_kobo!,
  ).toBe(-(moved('uw_claims_paid') + moved('uw_reserve_movement') + moved('uw_capitation')));
  expect(claims.totals.outstanding_kobo).toBe(creditOf(atEnd, 'uw_case_reserves'));
  expect(claims.totals.paid_kobo).toBeGreaterThanOrEqual(30_000 * 100);
  expect(statement.claims_paid_kobo).toBe(claims.totals.paid_kobo);
  await checkerContext.close();
});
