import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { buyByApi, expectNoAxeViolations, okData, runJobs, signUpByApi } from './support';

// The health plan at the hospital, the customer's side (issue 28 items 1 and 4): the member card on
// the dashboard, its page offline once seen, its PDF, and 'Talk to a doctor' with the urgent advice
// first. docs/business-rules.md, 'Member card' and 'Telemedicine'.
test.use({ viewport: { width: 390, height: 844 } });

const tile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });

async function member(page: Page, firstName: string) {
  const customer = await signUpByApi(page, firstName);
  const lagos = await okData<{ id: number; name: string }[]>(
    await page.request.get('/api/local/hospitals/states/25'),
  );
  const hospital = lagos[0]!;
  await okData(
    await page.request.patch(`/api/local/customers/${customer.id}`, {
      data: { user_id: customer.id, preferred_hospital: hospital.id },
    }),
  );
  await buyByApi(page, customer, 'HI');
  const card = await okData<{ member_number: string; name: string; plan: string }>(
    await page.request.get(`/api/local/customers/${customer.id}/member-card`),
  );
  return { customer, hospital, card };
}

test('A health plan member finds the card on the dashboard, opens it with no network after one visit, and downloads the PDF', async ({
  page,
  context,
}) => {
  const { hospital, card } = await member(page, 'Kemi');

  await page.goto('/');
  const health = tile(page, 'Health Insured');
  await expect(health.getByText(card.member_number, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with the member card');
  await health.getByRole('link', { name: 'Show my member card' }).click();

  await expect(page).toHaveURL(/\/dashboard\/card$/);
  const cardBox = page.getByRole('region', { name: 'Member card' });
  await expect(cardBox.getByText(card.member_number, { exact: true })).toBeVisible();
  await expect(cardBox.getByText(hospital.name)).toBeVisible();
  await expect(cardBox.getByText('Covered', { exact: true })).toBeVisible();
  await expect(
    cardBox.getByRole('img', { name: `QR code of member number ${card.member_number}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'member card page');

  // The worker keeps the page once it is installed (after this one visit).
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/dashboard/card');
    if (!registration?.active) return false;
    const cache = await caches.open('alaafia-member-card-v1');
    return (await cache.match('/dashboard/card')) !== undefined;
  });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the card (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`alaafia-member-card-${card.member_number}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Away from the card (a blank page makes no request), then back with no network at all.
  await page.goto('about:blank');
  await context.setOffline(true);
  await page.goto('/dashboard/card');
  await expect(
    page
      .getByRole('region', { name: 'Member card' })
      .getByText(card.member_number, { exact: true }),
  ).toBeVisible();
  await context.setOffline(false);
});

test("A member asks to talk to a doctor: urgent signs tell them to go to their hospital or call 112 first; otherwise the request reaches the partner's outbox", async ({
  page,
}) => {
  const { customer, hospital } = await member(page, 'Femi');

  await page.goto('/');
  const health = tile(page, 'Health Insured');
  await health.getByRole('button', { name: 'Talk to a doctor' }).click();
  let dialog = page.getByRole('dialog', { name: 'Talk to a doctor' });
  await expect(dialog.getByText('Is any of these happening now?')).toBeVisible();
  await expectNoAxeViolations(page, 'talk to a doctor: urgent signs');
  await dialog.getByRole('checkbox', { name: 'Chest pain or tightness' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const urgent = page.getByRole('dialog', { name: 'Go to a hospital now' });
  await expect(urgent.getByRole('alert')).toContainText(
    `Go to your hospital, ${hospital.name}, now, or call 112`,
  );
  await expect(urgent.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expectNoAxeViolations(page, 'talk to a doctor: urgent advice');
  await urgent.getByRole('button', { name: 'Close' }).last().click();

  await health.getByRole('button', { name: 'Talk to a doctor' }).click();
  dialog = page.getByRole('dialog', { name: 'Talk to a doctor' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog
    .getByRole('textbox', { name: 'What is wrong?' })
    .fill('A cough and catarrh for a week');
  await dialog.getByRole('radio', { name: 'In the next day or two' }).check();
  await expectNoAxeViolations(page, 'talk to a doctor: what is wrong');
  await dialog.getByRole('button', { name: 'Ask for a call back' }).click();
  await expect(dialog.getByRole('status')).toContainText('A doctor will call you back on');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await runJobs(page);
  const phone = customer.body.phone_number;
  const received = await okData<{ reference: string; symptoms: string }[]>(
    await page.request.get(`/api/sandbox/telemedicine/outbox?to=${phone}`),
  );
  expect(received).toHaveLength(1);
  expect(received[0]!.symptoms).toBe('A cough and catarrh for a week');

  await page.reload();
  await expect(
    tile(page, 'Health Insured').getByRole('status').filter({ hasText: received[0]!.reference }),
  ).toContainText('A doctor will call you back on your phone soon.');
});
