import { expect, test } from './fixtures';
import { expectNoAxeViolations, newStaff, okData, signInStaff } from './support';

// Finance's page (issue 27, item 7): a finance member reads the books (the trial balance balances),
// looks up a journal, records a sponsor's bank transfer, is refused approving it herself, and a
// second finance member approves it; the month's reports are links to the bordereaux.
test('A finance member reads the books and records a sponsor’s transfer, which a second finance member approves', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // An administrator makes a sponsor and enrols one e-mail: an invoice to pay (by API).
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInStaff(adminPage, await newStaff(adminPage, 'administrator', 'Ada Admin'));
  const name = `Finance Test Sponsor ${Date.now().toString(36)}`;
  const sponsor = await okData<{ id: number }>(
    await adminPage.request.post('/api/admin/sponsors', {
      data: { name, contact_name: 'Ngozi Eze', contact_email: 'hr@sponsor.example.ng' },
    }),
  );
  await okData(
    await adminPage.request.post(`/api/admin/sponsors/${sponsor.id}/enrolments`, {
      data: {
        email: `staff.${Date.now().toString(36)}@example.ng`,
        product: 'HTCI',
        plan_code: 'HTCI-Y',
        months: 12,
      },
    }),
  );
  const [invoice] = await okData<{ number: string; total_kobo: number }[]>(
    await adminPage.request.get(`/api/admin/sponsor-invoices?sponsor_id=${sponsor.id}`),
  );
  expect(invoice).toBeTruthy();
  await admin.close();

  // The first finance member, on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, await newStaff(page, 'finance', 'Funke Finance'));
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Finance' }).click();
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(page.getByText('Debits equal credits.')).toBeVisible();
  await page.getByLabel('Payment reference or claim id').fill('ALF-NOTHING1');
  await page.getByRole('button', { name: 'Show the entries' }).click();
  await expect(page.getByText('No entry in the books for this.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Premium bordereau, \d{4}-\d{2}, CSV$/ }),
  ).toHaveAttribute(
    'href',
    /\/api\/admin\/finance\/bordereaux\/premium\?month=\d{4}-\d{2}&format=csv/,
  );
  await expectNoAxeViolations(page, 'the finance page');

  await page.getByRole('button', { name: `Record a transfer for ${invoice!.number}` }).click();
  await page.getByLabel('Amount received (₦)').fill(String(invoice!.total_kobo / 100));
  await page.getByLabel('Bank reference').fill('GTB/778/2026');
  await page.getByRole('button', { name: 'Record the transfer' }).click();
  await expect(
    page.getByText(
      `Transfer recorded for ${invoice!.number}. Another finance member must approve it before the cover starts.`,
    ),
  ).toBeVisible();
  // The same member may not approve what she recorded.
  await page.getByRole('button', { name: `Approve the transfer for ${invoice!.number}` }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Another finance member must approve what you started.',
  );

  // A second finance member, on a phone, approves it.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const second = await phone.newPage();
  await signInStaff(second, await newStaff(second, 'finance', 'Bola Finance'));
  await second.goto('/admin/finance');
  await second.getByRole('button', { name: `Approve the transfer for ${invoice!.number}` }).click();
  await expect(
    second.getByText(`Invoice ${invoice!.number} is paid; its cover starts.`),
  ).toBeVisible();
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await phone.close();
});
