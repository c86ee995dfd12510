import { expect, test } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  newStaff,
  okData,
  ownAccountNumber,
  sandboxToday,
  signInStaff,
  signUpByApi,
  verifyByApi,
} from './support';

/**
 * Issue 39 item 6 at 390 px: a health plan member asked to pay at the hospital says so on /care,
 * says they paid and claims it back (the refund claim on their health plan); a claims officer sees
 * the case with its refund claim and opens the claim from it (docs/business-rules.md, 'Asked to pay
 * at the hospital').
 */
test.describe.configure({ mode: 'serial' });

const receipt = Buffer.from(
  '%PDF-1.7\n% hospital receipt\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n',
  'latin1',
);

test('A member who paid claims it back from /care, and the claims officer finds the claim from the case', async ({
  page,
}) => {
  const hospitals = await okData<{ id: number; name: string }[]>(
    await page.request.get('/api/local/hospitals/states/25?page=1'),
  );
  const customer = await signUpByApi(page);
  await okData(
    await page.request.patch(`/api/local/customers/${customer.id}`, {
      data: { preferred_hospital: hospitals[0]!.id },
    }),
  );
  await buyByApi(page, customer, 'HI');
  await verifyByApi(page, customer);
  const today = await sandboxToday(page);

  await page.goto('/care');
  await expect(page.getByRole('heading', { name: 'I was asked to pay' })).toBeVisible();
  await page.getByLabel('Date of the visit').fill(today);
  await page.getByLabel('Amount you were asked to pay (₦)').fill('12000');
  await page.getByLabel('Yes, I paid').check();
  await page.getByRole('button', { name: 'Send' }).click();
  const refund = page.getByRole('form', { name: 'Claim back what you paid' });
  await expect(refund).toBeVisible();
  await expect(refund.getByLabel('Amount you paid (₦)')).toHaveValue('12000');
  await refund.getByLabel('What care was it?').selectOption('primary_care');
  await refund.getByLabel('Receipt (a photo or PDF)').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: receipt,
  });
  await refund.getByLabel('Bank to pay it back to').selectOption('044');
  await refund.getByLabel('Account number (in your name)').fill(ownAccountNumber());
  await expectNoAxeViolations(page, '/care: the refund claim');
  await page.screenshot({ path: 'test-results/e2e/care-refund-390.png', fullPage: true });
  await refund.getByRole('button', { name: 'Claim my refund' }).click();
  const filed = page.getByText(/^Refund claim CLM-\d{8}-[0-9A-F]{6} for ₦12,000: Claim received\./);
  await expect(filed).toBeVisible();
  const claimNumber = /CLM-\d{8}-[0-9A-F]{6}/.exec((await filed.textContent()) ?? '')![0];
  await expect(refund).toHaveCount(0);
  await expectNoAxeViolations(page, '/care: the refund claim filed');

  await signInStaff(page, await newStaff(page, 'claims_officer', 'Ada Claims'));
  await page.goto('/admin/preauthorisations');
  const cases = page.getByRole('region', { name: 'Members asked to pay' });
  await expect(cases.getByRole('link', { name: `${claimNumber} (Claim received)` })).toBeVisible();
  await cases.getByRole('link', { name: `${claimNumber} (Claim received)` }).click();
  await expect(page.getByText('Refund of a hospital charge').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^asked-to-pay case \d+$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/care-refund-officer-390.png', fullPage: true });
});
