import { expect, test } from './fixtures';
import {
  buyByApi,
  moveDays,
  newStaff,
  okData,
  ownAccountNumber,
  runJobs,
  sandboxToday,
  signInByApi,
  signInStaff,
  signOutStaff,
  signUpByApi,
  topUpPaystack,
  verifyByApi,
} from './support';

/**
 * Claims paid by rules (issue 39), on the real API with the sandbox providers and clock: two
 * administrators turn sampling off (four eyes), a HealthCash customer whose policy is older than 30
 * days claims ₦12,000 for an emergency, the rules approve it and send the payout with no staff
 * action, the sandbox's transfer succeeds, and the customer sees the claim paid with its clock.
 */
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await request.delete('/api/sandbox/clock');
});

type Claim = {
  id: number;
  claim_number: string;
  status: string;
  payouts: { id: number; status: string }[];
  automation: { decision: string } | null;
};

test('A customer files a small clean HealthCash claim and sees it paid, with no one at our end acting on it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await newStaff(page, 'administrator', 'Ada Admin');
  const second = await newStaff(page, 'administrator', 'Bola Admin');
  await signInStaff(page, first);
  const proposed = await okData<{ pending_change: { id: number } }>(
    await page.request.put('/api/admin/claims/automation', {
      data: {
        enabled: true,
        max_claim_kobo: 5_000_000,
        daily_budget_kobo: 100_000_000,
        sample_percent: 0,
      },
    }),
  );
  await signOutStaff(page);
  await signInStaff(page, second);
  await okData(
    await page.request.post(
      `/api/admin/claims/automation/changes/${proposed.pending_change.id}/approve`,
    ),
  );
  await signOutStaff(page);
  await topUpPaystack(page, 5_000_000);
  await signOutStaff(page);

  const customer = await signUpByApi(page, 'Kemi');
  await buyByApi(page, customer, 'HTCI');
  await verifyByApi(page, customer);
  // The policy is more than 30 days old when the accident happens.
  await moveDays(page, 31);
  await signInByApi(page, customer);
  const today = await sandboxToday(page);
  const { file_url } = await okData<{ file_url: string }>(
    await page.request.post('/api/local/upload/s3', {
      multipart: {
        type: 'claim_document',
        file: {
          name: 'emergency-receipt.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(`%PDF-1.4\n% receipt ${Date.now()}\n1 0 obj <<>> endobj\n%%EOF\n`),
        },
      },
    }),
  );
  const claim = await okData<Claim>(
    await page.request.post(`/api/local/customers/${customer.id}/claims`, {
      data: {
        product_uid: 'HTCI',
        benefit: 'accident_emergency',
        date_of_event: today,
        amount_claimed: 12_000,
        documents: [file_url],
        bank_code: '044',
        account_number: ownAccountNumber(),
      },
    }),
  );
  await runJobs(page);
  const sending = await okData<Claim>(
    await page.request.get(`/api/local/customers/${customer.id}/claims/${claim.id}`),
  );
  expect(sending.automation?.decision).toBe('approve');
  expect(sending.payouts).toEqual([expect.objectContaining({ status: 'sending' })]);
  await okData(
    await page.request.post('/api/sandbox/paystack/transfer', {
      data: { payout_id: sending.payouts[0]!.id, outcome: 'success' },
    }),
  );
  await runJobs(page);

  await page.goto('/');
  // A HealthCash customer without a next of kin is asked for one first (issue 7's modal).
  const kin = page.getByRole('dialog', { name: 'Add your next of kin' });
  await expect(kin).toBeVisible();
  await kin.getByRole('button', { name: 'Close' }).first().click();
  await expect(kin).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: claim.claim_number });
  const payments = card.getByRole('list', { name: 'Payments' });
  await expect(payments.getByText('₦12,000')).toBeVisible();
  await expect(payments.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Filed .+ · approved .+ · paid .+$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/claim-paid-by-rules.png', fullPage: true });
});
