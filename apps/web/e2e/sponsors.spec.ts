import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, latestOutboxMessage, okData, signUpByApi } from './support';

// Sponsors (issue 16): an administrator creates a sponsor and enrols a customer in the back office
// (desktop, then 768 px); the customer's dashboard (390 px) says who pays for the cover.
test('An administrator enrols a customer for a sponsor, and the customer sees the “Courtesy of” tile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The customer, signed in on their phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const customerPage = await phone.newPage();
  const customer = await signUpByApi(customerPage, 'Tolu');
  // A sponsor's cover joins only an account that proved its e-mail (issue 24): the dashboard asks
  // for the 6-digit code e-mailed at sign-up (in the sandbox outbox).
  await customerPage.goto('/');
  await expect(
    customerPage.getByRole('heading', { name: 'Confirm your e-mail address' }),
  ).toBeVisible();
  await expectNoAxeViolations(customerPage, 'dashboard asking for the e-mail code');
  const mail = await latestOutboxMessage(customerPage.request, customer.body.email);
  const code = /confirmation code is (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
  await customerPage.getByLabel('Confirmation code').fill(code);
  await customerPage.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(
    customerPage.getByRole('heading', { name: 'Confirm your e-mail address' }),
  ).toBeHidden();

  // The administrator, on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `sponsors.${Date.now().toString(36)}@alaafia.ng`;
  await okData(
    await page.request.post('/api/sandbox/staff', {
      data: { email, password: 'staff password 123', role: 'administrator', name: 'Ada Admin' },
    }),
  );
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('staff password 123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Sponsors' }).click();
  await expect(page.getByRole('heading', { name: 'Sponsors', level: 1 })).toBeVisible();

  const sponsor = `Lagos Breweries ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add sponsor' }).click();
  await expect(page.getByText('Enter the sponsor’s name')).toBeVisible();
  await page.getByLabel('Sponsor name').fill(sponsor);
  await page.getByLabel('Contact person').fill('Ngozi Eze');
  await page.getByLabel('Contact e-mail').fill('hr@lagosbreweries.example.ng');
  await page.getByLabel('RC number (optional)').fill('RC 765432');
  await page.getByRole('button', { name: 'Add sponsor' }).click();
  await expect(page.getByRole('heading', { name: sponsor })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'RC765432' })).toBeVisible();

  // Enrol the customer by e-mail: health, the SMEDAN plan, 3 months.
  await page.getByLabel('Customer e-mail').fill(customer.body.email);
  await page.getByLabel('Product').selectOption('HI');
  await page.getByLabel('Plan').selectOption({ index: 1 });
  await page.getByLabel('Months paid for').fill('3');
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(
    page.getByText(
      `${customer.body.email} is on the sponsor’s invoice: cover starts when it is paid.`,
    ),
  ).toBeVisible();
  const enrolments = page.getByRole('region', { name: `Enrolments of ${sponsor}` });
  await expect(enrolments.getByRole('cell', { name: 'Invoiced, not paid' })).toBeVisible();
  // Sponsors pay before cover (issue 27): one finance member records the sponsor's bank transfer,
  // a second approves it; the cover starts then.
  await paySponsorInvoicesByApi(browser, baseURL!, sponsor);
  await page.reload();
  await page.getByRole('button', { name: `Open ${sponsor}` }).click();
  await expect(enrolments.getByRole('cell', { name: 'Covered', exact: true })).toBeVisible();
  await expect(enrolments.getByRole('cell', { name: '₦3,300' })).toBeVisible();

  // A CSV: one good row (an e-mail with no account yet), one bad.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `email,product,plan_code,months\nnew.hire.${Date.now().toString(36)}@example.ng,HTCI,HTCI-Y,12\nnot-an-email,HI,HI-SMEDAN-M,3\n`,
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/2 rows: 1 invoiced on SPN-\d{4}-\d{6}/)).toBeVisible();
  await expect(page.getByText(/Line 3 \(not-an-email\): email:/)).toBeVisible();
  await expect(enrolments.getByRole('cell', { name: 'Invoiced, not paid' })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office sponsors page');
  await page.screenshot({ path: 'test-results/e2e/sponsors-admin-1280.png', fullPage: true });

  // Usable at 768 px.
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office sponsors page at 768 px');
  await page.screenshot({ path: 'test-results/e2e/sponsors-admin-768.png', fullPage: true });

  // The customer's dashboard: the sponsor pays; the tile says until when.
  const [premium] = await okData<{ company: string; next_payment_date: string }[]>(
    await customerPage.request.get(`/api/local/customers/${customer.id}/premiums`),
  );
  expect(premium!.company).toBe(sponsor);
  await customerPage.goto('/');
  // The day as the page writes days ('31 January 2027'), not as the API sends it.
  await expect(
    customerPage
      .getByText(new RegExp(`^Free coverage until \\d{1,2} \\w+ \\d{4}\\. Courtesy of ${sponsor}$`))
      .first(),
  ).toBeVisible();
  // Issue 25: a product they never bought ends with the sponsorship unless they agree to continue;
  // without a saved card they are told they will be invited to pay when it ends.
  const choice = customerPage.getByRole('region', { name: 'After your free cover' });
  await expect(choice).toBeVisible();
  await expect(
    choice.getByText(
      /^You have no saved card, so we will invite you to pay to continue it when it ends on \d{1,2} \w+ \d{4}\. Nothing is charged before\.$/,
    ),
  ).toBeVisible();
  await expect(choice.getByRole('button', { name: 'Continue at my cost' })).toHaveCount(0);

  // With a card saved (the refundable verification, as Settings does it), the choice is offered:
  // the price and the card, the terms box, the button; agreeing is recorded and the tile says so.
  const { reference: cardRef } = await okData<{ reference: string }>(
    await customerPage.request.post(`/api/local/customers/${customer.id}/payment-methods/replace`),
  );
  await okData(
    await customerPage.request.post('/api/sandbox/paystack/charge', {
      data: { reference: cardRef, outcome: 'success' },
    }),
  );
  await okData(
    await customerPage.request.post(`/api/local/customers/${customer.id}/payment-methods/confirm`, {
      data: { payment_reference: cardRef },
    }),
  );
  await customerPage.reload();
  await expect(
    choice.getByText(
      /^To keep it, continue at ₦1,100 a month, paid by you: charged to your \w+ card ending \d{4}/,
    ),
  ).toBeVisible();
  await choice.getByRole('checkbox').check();
  await expectNoAxeViolations(customerPage, 'dashboard offering to continue a sponsored policy');
  await customerPage.screenshot({
    path: 'test-results/e2e/sponsors-continue-390.png',
    fullPage: true,
  });
  await choice.getByRole('button', { name: 'Continue at my cost' }).click();
  await expect(
    choice.getByText(
      /^You agreed to keep this cover after \d{1,2} \w+ \d{4}: ₦1,100 a month, charged to your \w+ card ending \d{4}\.$/,
    ),
  ).toBeVisible();
  const [agreed] = await okData<{ after_sponsorship: string }[]>(
    await customerPage.request.get(`/api/local/customers/${customer.id}/premiums`),
  );
  expect(agreed!.after_sponsorship).toBe('agreed');
  await expectNoAxeViolations(customerPage, 'dashboard with a sponsored policy');
  await customerPage.screenshot({
    path: 'test-results/e2e/sponsors-dashboard-390.png',
    fullPage: true,
  });
  await phone.close();
});

/** Pays a sponsor's unpaid invoices as finance does: one member records each transfer, another approves. */
async function paySponsorInvoicesByApi(browser: Browser, baseURL: string, sponsorName: string) {
  const signIn = async () => {
    const context = await browser.newContext({ baseURL });
    const email = `finance.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@alaafia.ng`;
    await okData(
      await context.request.post('/api/sandbox/staff', {
        data: { email, password: 'staff password 123', role: 'finance' },
      }),
    );
    await okData(
      await context.request.post('/api/admin/auth/login', {
        data: { email, password: 'staff password 123' },
      }),
    );
    return context.request;
  };
  const maker = await signIn();
  const checker = await signIn();
  const unpaid = await okData<
    { id: number; sponsor_name: string; total_kobo: number; issued_on: string }[]
  >(await maker.get('/api/admin/sponsor-invoices?status=unpaid'));
  for (const invoice of unpaid.filter((i) => i.sponsor_name === sponsorName)) {
    await okData(
      await maker.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
        data: {
          amount: invoice.total_kobo / 100,
          bank_reference: `TRF/${invoice.id}`,
          received_on: invoice.issued_on,
        },
      }),
    );
    await okData(await checker.post(`/api/admin/sponsor-invoices/${invoice.id}/approve`));
  }
}
