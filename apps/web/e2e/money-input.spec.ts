import { expect, test } from './fixtures';
import {
  buyByApi,
  newStaff,
  okData,
  ownAccountNumber,
  SAMPLE_PDF,
  sandboxToday,
  signInStaff,
  signUpByApi,
  verifyByApi,
} from './support';

// Issue 25, "money typed is not money stored", in Chromium: the one naira input (the income wizard's
// salary here; the back office's amount to pay is the same component) keeps what is typed or pasted,
// over a selection too, with a leading ₦, commas and spaces.
test('The naira input keeps what is typed, pasted, or typed and pasted over a selection', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpByApi(page, 'Ngozi');
  await page.goto('/buy/income');
  const wizard = page.getByRole('dialog', { name: 'Income protection' });
  await wizard.getByRole('button', { name: "Let's Proceed" }).click();
  const salary = wizard.getByRole('textbox', { name: /Monthly salary/ });
  const paste = async (text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await salary.press('ControlOrMeta+V');
  };

  await salary.pressSequentially('180000');
  await expect(salary).toHaveValue('180,000');

  // Select all, paste the same amount without commas: 180,000 (it was 18,000).
  await salary.press('ControlOrMeta+A');
  await paste('180000');
  await expect(salary).toHaveValue('180,000');

  // The whole text replaced in one go, as autofill does (the back office paid ₦4,500 for this).
  await salary.fill('45000');
  await expect(salary).toHaveValue('45,000');

  // Select all and type over it.
  await salary.press('ControlOrMeta+A');
  await salary.pressSequentially('250000');
  await expect(salary).toHaveValue('250,000');

  // A leading ₦, commas, spaces and kobo, pasted over a selection.
  await salary.press('ControlOrMeta+A');
  await paste('₦ 1,250,000.00');
  await expect(salary).toHaveValue('1,250,000');

  // Deleting: Backspace over a separator takes the digit before it; select all and delete empties.
  await salary.press('End');
  await salary.press('ArrowLeft');
  await salary.press('ArrowLeft');
  await salary.press('ArrowLeft');
  await salary.press('Backspace'); // '1,250,|000' -> '125,000'
  await expect(salary).toHaveValue('125,000');
  await salary.press('ControlOrMeta+A');
  await salary.press('Delete');
  await expect(salary).toHaveValue('');
  await salary.pressSequentially('₦ 95 000');
  await expect(salary).toHaveValue('95,000');
  await page.screenshot({ path: test.info().outputPath('money-input.png') });
});

test('The back office says the amount to pay in words and asks before paying other than the amount claimed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpByApi(page, 'Kunle');
  await buyByApi(page, customer, 'HTCI');
  // Claims need a verified customer (issue 24).
  await verifyByApi(page, customer);
  const { file_url } = await okData<{ file_url: string }>(
    await page.request.post('/api/local/upload/s3', {
      multipart: {
        type: 'claim_document',
        file: { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
      },
    }),
  );
  const claim = await okData<{ id: number; claim_number: string }>(
    await page.request.post(`/api/local/customers/${customer.id}/claims`, {
      data: {
        product_uid: 'HTCI',
        benefit: 'accident_emergency',
        date_of_event: await sandboxToday(page),
        amount_claimed: 45_000,
        documents: [file_url],
        bank_code: '044',
        account_number: ownAccountNumber(),
      },
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, await newStaff(page, 'claims_officer', 'Ola Officer'));
  // The evidence (a PDF) is held back until the officer is in the amount field, as on a slow line.
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route('**/api/admin/claims/*/documents/*', async (route) => {
    await delivered;
    await route.continue();
  });
  await page.goto('/admin/claims');
  await page.getByRole('button', { name: claim.claim_number }).click();
  const detail = page.getByRole('article', { name: `Claim ${claim.claim_number}` });
  const amount = detail.getByRole('textbox', { name: 'Amount to pay' });
  await expect(amount).toHaveValue('45,000');
  // Typed over the pre-filled amount (this paid ₦4,500): the amount stays, and reads in words.
  await amount.fill('45000');
  await expect(amount).toHaveValue('45,000');
  await expect(detail.getByText('forty-five thousand naira')).toBeVisible();
  // Chromium's PDF viewer takes the focus when it has loaded; the page gives it back to the field
  // (DocumentFrame), so what the officer goes on typing lands in the amount, not in the viewer.
  await page.evaluate(() =>
    window.addEventListener('blur', () => (document.body.dataset.viewerTookFocus = 'yes'), {
      once: true,
    }),
  );
  deliver();
  await expect(page.locator('body')).toHaveAttribute('data-viewer-took-focus', 'yes');
  await expect(amount).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('40000');
  await expect(amount).toHaveValue('40,000');
  await expect(detail.getByText('forty thousand naira')).toBeVisible();
  await detail.getByLabel('Reason').fill('The bill shows ₦40,000 of treatment');
  await detail.getByRole('button', { name: 'Save decision' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay a different amount?' });
  await expect(confirm).toContainText(
    'The customer claimed ₦45,000 (forty-five thousand naira). You are approving ₦40,000 (forty thousand naira).',
  );
  await page.screenshot({ path: test.info().outputPath('decision-confirm.png') });
  await confirm.getByRole('button', { name: 'Approve ₦40,000' }).click();
  await expect(detail.getByRole('status')).toHaveText('Decision saved: Approve.');
  const decided = await okData<{ amount_approved: number }[]>(
    await page.request.get('/api/admin/claims'),
  );
  expect(decided).toEqual(
    expect.arrayContaining([expect.objectContaining({ amount_approved: 40_000 })]),
  );
});
