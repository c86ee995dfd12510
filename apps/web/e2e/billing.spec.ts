import { expect, test, type Page } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  okData,
  signUpByApi,
  verifyByApi,
  type ApiCustomer,
} from './support';

/**
 * The life of a health policy after the sale (issue 15), in seconds, through the sandbox's clock,
 * job run and card behaviour: the free month, a premium paid, a decline with its messages, grace,
 * the pause (the tile), payment from the dashboard and resumption. Premiums, payment history and the
 * outbox are checked at each step.
 */
test.describe.configure({ mode: 'serial' });

// The other specs run on the real time: the clock goes back when this one is done.
test.afterAll(async ({ request }) => {
  await request.delete('/api/sandbox/clock');
});

async function moveDays(page: Page, days: number) {
  await okData(await page.request.post('/api/sandbox/clock', { data: { days } }));
  await okData(await page.request.post('/api/sandbox/jobs/run'));
}

type Premium = {
  active: boolean;
  status: string;
  payment_state: string;
  next_payment_date: string;
  grace_ends_on: string | null;
};

async function premium(page: Page, customer: ApiCustomer) {
  const [p] = await okData<Premium[]>(
    await page.request.get(`/api/local/customers/${customer.id}/premiums`),
  );
  return p!;
}

async function outbox(page: Page, to: string) {
  return okData<{ channel: string; subject: string | null; body: string }[]>(
    await page.request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`),
  );
}

/** Signs in again (the sandbox clock moves by weeks, past the session's idle time). */
async function signIn(page: Page, customer: ApiCustomer) {
  await okData(
    await page.request.post('/api/auth/login', {
      data: { email: customer.body.email, password: customer.body.password },
    }),
  );
}

test('A health policy runs through a paid premium, a declined one, grace and a pause, and paying from the dashboard resumes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpByApi(page, 'Bisi');
  await buyHealth(page, customer);
  // Verified (an unverified customer's policies are paused 30 days after paying: business rules).
  await verifyByApi(page, customer);
  const first = await premium(page, customer);
  expect(first).toMatchObject({ active: true, payment_state: 'paid' });

  // The free month ends: the premium is charged on the saved card, the receipt e-mailed.
  const due = first.next_payment_date;
  const { now } = await okData<{ now: string }>(await page.request.get('/api/sandbox/clock'));
  const toDue = Math.round((Date.parse(due) - Date.parse(now.slice(0, 10))) / 86_400_000);
  await moveDays(page, toDue);
  await signIn(page, customer);
  const paid = await premium(page, customer);
  expect(paid).toMatchObject({ active: true, payment_state: 'paid' });
  expect(paid.next_payment_date > due).toBe(true);
  const mail = await outbox(page, customer.body.email);
  // One e-mail for the payment, with its receipt attached (issue 30: one message per event and channel).
  expect(mail.some((m) => /Your receipt INV-\S+ is attached\./.test(m.body))).toBe(true);

  // The card declines at the next due date: told by SMS and e-mail; cover goes on (grace).
  await okData(
    await page.request.post('/api/sandbox/paystack/card-behaviour', {
      data: { email: customer.body.email, outcome: 'failed' },
    }),
  );
  const toNext = Math.round((Date.parse(paid.next_payment_date) - Date.parse(due)) / 86_400_000);
  await moveDays(page, toNext);
  await signIn(page, customer);
  expect(await premium(page, customer)).toMatchObject({ active: true, payment_state: 'overdue' });
  const sms = await outbox(page, customer.body.phone_number);
  expect(sms.some((m) => m.body.includes('We could not charge'))).toBe(true);
  await page.goto('/');
  // The carousel's card and the tile read the same state (issue 30).
  await expect(page.getByText('Payment overdue', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // Or change the card first: the tile leads to Settings' payment card.
  await expect(page.getByRole('link', { name: 'Change card' })).toHaveAttribute(
    'href',
    '/settings#settings-card',
  );

  // Fourteen days on, still declined: paused, and the tile says so.
  await moveDays(page, 3);
  await moveDays(page, 4);
  await moveDays(page, 7);
  await signIn(page, customer);
  expect(await premium(page, customer)).toMatchObject({ active: false, status: 'paused' });
  await page.goto('/');
  await expect(page.getByText('Paused', { exact: true })).toHaveCount(2); // the carousel's card and the tile
  await expect(
    page.getByText(/Your cover is paused because the premium was not paid/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with a paused policy');

  // The bell: the unread count, the decline and the pause in its list; reading clears the count.
  const bellPage = await okData<unknown[]>(
    await page.request.get(`/api/local/customers/${customer.id}/notifications`),
  );
  expect(bellPage.length).toBeGreaterThanOrEqual(3);
  const { meta } = (await (
    await page.request.get(`/api/local/customers/${customer.id}/notifications`)
  ).json()) as { meta: { unread_count: number } };
  expect(meta.unread_count).toBeGreaterThanOrEqual(3);
  const bell = page.getByRole('button', { name: `Notifications, ${meta.unread_count} unread` });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: /Your cover is paused/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Your card was declined/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the bell open');
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  const after = (await (
    await page.request.get(`/api/local/customers/${customer.id}/notifications`)
  ).json()) as { meta: { unread_count: number } };
  expect(after.meta.unread_count).toBe(0);

  // The customer's card works again; 'Pay now' on the tile resumes the policy at once.
  await okData(
    await page.request.post('/api/sandbox/paystack/card-behaviour', {
      data: { email: customer.body.email, outcome: 'success' },
    }),
  );
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await premium(page, customer)).status).toBe('active');
  expect(await premium(page, customer)).toMatchObject({ active: true, payment_state: 'paid' });
});

async function buyHealth(page: Page, customer: ApiCustomer) {
  await buyByApi(page, customer, 'HI');
}
