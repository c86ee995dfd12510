import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { ENGLISH, type Words } from './words';

let counter = 0;

/** A new customer, unique in the run. */
export function newCustomer() {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Amaka',
    lastName: 'Nwosu',
    email: `amaka.${n}@example.ng`,
    phone: '0803 123 4567',
    password: 'a long passphrase 1',
  };
}

export type NewCustomer = ReturnType<typeof newCustomer>;

/**
 * A BVN the sandbox registers to the customer asking (never ...0000 or ...0001), new each call: an
 * ID verified for one account is refused for every other (issue 12), and the e2e run shares one
 * database, so every spec verifies a number of its own.
 */
export function ownBvn() {
  return `22${String(randomInt(0, 100_000)).padStart(5, '0')}${randomInt(1000, 10_000)}`;
}

/** A voter's card number (23 characters) the sandbox registers to the customer asking. */
export function ownVoterCard() {
  return `90F5B1F5BE29${randomInt(10_000_000, 100_000_000)}${randomInt(100, 1000)}`;
}

/** A bank account number (10 digits) the sandbox registers to the customer asking. */
export function ownAccountNumber() {
  return `0${randomInt(100_000, 1_000_000)}${randomInt(100, 1000)}`;
}

/**
 * Signs up through the page, as a customer would, and waits for the dashboard. With `words` of
 * another language, the sign-up page is opened in it (`?lang=`), which the new account keeps.
 */
export async function signUpThroughPage(page: Page, customer: NewCustomer, words: Words = ENGLISH) {
  const { say } = words;
  await page.goto(words.language === 'en' ? '/auth/signup' : `/auth/signup?lang=${words.language}`);
  await page.getByLabel(say('auth.field.firstName')).fill(customer.firstName);
  await page.getByLabel(say('auth.field.lastName')).fill(customer.lastName);
  await page.getByLabel(say('auth.field.email')).fill(customer.email);
  await page.getByLabel(say('auth.field.phone')).fill(customer.phone);
  await page.getByLabel(say('auth.field.password')).fill(customer.password);
  await page.getByRole('button', { name: say('auth.signUp.submit') }).click();
  await expect(
    page.getByRole('heading', { name: say('dashboard.greetingNew', { name: customer.firstName }) }),
  ).toBeVisible();
}

/** The newest sandbox message to an address (phone or e-mail). */
export async function latestOutboxMessage(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { subject: string | null; body: string }[] };
  return body.data[0];
}

/**
 * Brings every animation that ends (a modal's fade-in, a progress bar's growth) to its end state at
 * once, so axe-core measures colours and the touch-target check measures sizes as a customer sees
 * them after the motion, not half-way through a fade. Issue 23: finishing them instead of waiting
 * for them keeps the same end state without the wait. Two animation frames first, so a transition
 * the last change started is running by then. Animations that run forever (spinners) are left as
 * they are: they have no end.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // A paused animation with no end in sight: left as it is.
      }
    }
  });
}

/** The WCAG 2.1 A and AA rules (axe-core tags) the issue asks for. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now and fails with a readable list (rule id, impact, the
 * elements' selectors) when any WCAG 2.1 A/AA rule is violated. `context` names the screen in the
 * failure message, e.g. 'sign-in' or 'health wizard: summary'.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Colours are checked as they end, not halfway through a transition: a button enabled while axe
  // reads it (a form that validates a moment later) would otherwise be judged mid-fade, white on a
  // pale green (a flaky color-contrast failure once seen on the KYC date-of-birth step).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()).catch(() => undefined));
  const found = results.violations.map(
    (v) =>
      `- ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
  );
  expect(found, `axe-core violations on ${context}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * Holds React's file back from the page until `release()` (a page that was server-rendered stays as the
 * server sent it, and presses on it are held by its inline loader); from then on it goes through.
 */
export async function holdReact(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/react-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Every console error and warning and every uncaught error of the page from now on. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// Customers made through the API in the page's context (the browser holds the session cookie),
// the way the flows make them: sign-up, the cart, a payment reference, the sandbox charge, payments.
let apiCounter = 0;

/** A customer made through the API, with a phone of their own: KYC codes to one phone are limited to 8 a day. */
function newApiCustomer(firstName = 'Amaka') {
  apiCounter += 1;
  const n = `${Date.now().toString(36)}${apiCounter}`;
  const phone = `0803${String(Date.now() + apiCounter * 7919).slice(-7)}`;
  return {
    first_name: firstName,
    last_name: 'Nwosu',
    email: `${firstName.toLowerCase()}.${n}@example.ng`,
    phone_number: phone,
    password: 'a long passphrase 1',
  };
}

export type ApiCustomer = { id: number; body: ReturnType<typeof newApiCustomer> };

export async function okData<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** Signs up through the API in the page's context, so the browser holds the session cookie. */
export async function signUpByApi(page: Page, firstName?: string): Promise<ApiCustomer> {
  const body = newApiCustomer(firstName);
  const data = await okData<{ id: number }>(
    await page.request.post('/api/auth/signup', { data: body }),
  );
  return { id: data.id, body };
}

type Plan = { id: number; unit: string };
type Product = { id: number; uid: string; pricing_plans: Plan[] };

export async function planOf(page: Page, uid: 'HI' | 'HTCI' | 'EI') {
  if (uid === 'EI') {
    const income = await okData<Product>(
      await page.request.post('/api/local/products/salary', { data: { salary: 100000 } }),
    );
    return { productId: income.id, planId: income.pricing_plans[1]!.id };
  }
  const products = await okData<Product[]>(await page.request.get('/api/local/products'));
  const product = products.find((p) => p.uid === uid)!;
  return { productId: product.id, planId: product.pricing_plans[0]!.id };
}

/**
 * The consent the checkout sends with a payment reference (issue 18 item 8): without it the API
 * refuses the reference with 422 on errors.accept_terms.
 */
export const CHECKOUT_CONSENT_QUERY = 'accept_terms=true';

/**
 * Ticks the checkout's terms-and-privacy box: in the payment-method modal when given, else in the
 * checkout's own 'Before you pay' dialog (the flows without a method modal), then its Continue.
 */
export async function acceptCheckoutTerms(
  page: Page,
  methodModal?: Locator,
  words: Words = ENGLISH,
) {
  const box = new RegExp(
    words.before('frame.consent.label').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  if (methodModal) {
    await methodModal.getByRole('checkbox', { name: box }).check();
    return;
  }
  const dialog = page.getByRole('dialog', { name: words.say('frame.consent.dialogTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: box }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** Buys a plan by card as the flows do, through the real API and the sandbox provider. */
export async function buyByApi(page: Page, customer: ApiCustomer, uid: 'HI' | 'HTCI' | 'EI') {
  const { productId, planId } = await planOf(page, uid);
  await okData(
    await page.request.patch(`/api/local/customers/${customer.id}`, {
      data: { products: [{ id: productId, plan_id: planId, price: 0 }] },
    }),
  );
  const { reference } = await okData<{ reference: string }>(
    await page.request.get(
      `/api/local/customers/${customer.id}/quotes/payment-reference?${CHECKOUT_CONSENT_QUERY}`,
    ),
  );
  await okData(
    await page.request.post('/api/sandbox/paystack/charge', {
      data: { reference, outcome: 'success' },
    }),
  );
  await okData(
    await page.request.post(`/api/local/customers/${customer.id}/payments`, {
      data: {
        payment_reference: reference,
        has_payed: true,
        referral_code: null,
        plan_value: null,
        first_name: customer.body.first_name,
        engage_uid: String(customer.id),
      },
    }),
  );
}

// The back office (issue 16): staff made through the sandbox, and what they did, for the audit check.

export const STAFF_PASSWORD = 'staff password 123';
let staffCounter = 0;

/** A staff member made through the sandbox route (no second factor), unique in the run. */
export async function sandboxStaff(
  request: APIRequestContext,
  roles: ('reviewer' | 'claims_officer' | 'finance' | 'administrator')[],
  name: string,
) {
  staffCounter += 1;
  const email = `${roles[0]}.${Date.now().toString(36)}${staffCounter}@alaafia.ng`;
  const res = await request.post('/api/sandbox/staff', {
    data: { email, password: STAFF_PASSWORD, roles, name },
  });
  expect(res.status()).toBe(201);
  return { email, name };
}

/** One thing a staff member did, as the audit log must show it. */
export interface StaffAction {
  email: string;
  method: string;
  path: string;
  /** The audit action it must have written, and on which record when the path names one. */
  action: RegExp;
  recordId: string | null;
}

/**
 * The audit row each staff request must leave: every write under /api/admin and the reads of
 * personal data. A write with no entry here fails the check, so a new route is not forgotten.
 */
export function auditedActionOf(
  method: string,
  url: URL,
): { action: RegExp; recordId: string | null } | null | 'unknown' {
  const p = url.pathname.replace(/\/$/, '');
  const csv = url.searchParams.get('format') === 'csv';
  let m: RegExpExecArray | null;
  if (method === 'GET') {
    if (p === '/api/admin/customers') return { action: /^customer\.searched$/, recordId: null };
    if ((m = /^\/api\/admin\/customers\/(\d+)$/.exec(p)))
      return { action: /^customer\.viewed$/, recordId: m[1]! };
    if ((m = /^\/api\/admin\/reviews\/([\w-]+)\/file$/.exec(p)))
      return { action: /^review\.file_viewed$/, recordId: m[1]! };
    if (p === '/api/admin/leads' && csv) return { action: /^leads\.exported$/, recordId: null };
    if (p === '/api/admin/audit' && csv) return { action: /^audit\.exported$/, recordId: null };
    return null;
  }
  if (p === '/api/admin/auth/login') return { action: /^staff\.signed_in$/, recordId: null };
  // The invitation page: opening writes nothing; accepting is the new member's own row.
  if (p === '/api/admin/auth/invitation/open' || p === '/api/admin/auth/invitation/accept')
    return null;
  if ((m = /^\/api\/admin\/staff\/(\d+)\/invitation$/.exec(p)))
    return { action: /^staff\.invited$/, recordId: m[1]! };
  if (/^\/api\/admin\/staff-access\/\d+\/decision$/.test(p))
    return { action: /^staff\.access_(approved|rejected)$/, recordId: null };
  if (p === '/api/admin/auth/logout') return { action: /^staff\.signed_out$/, recordId: null };
  if (p === '/api/admin/staff') return { action: /^staff\.created$/, recordId: null };
  if ((m = /^\/api\/admin\/staff\/(\d+)$/.exec(p))) return { action: /^staff\./, recordId: m[1]! };
  if ((m = /^\/api\/admin\/customers\/\d+\/identity-documents\/(\d+)\/reveal$/.exec(p)))
    return { action: /^identity\.revealed$/, recordId: m[1]! };
  if ((m = /^\/api\/admin\/reviews\/([\w-]+)\/decision$/.exec(p)))
    return { action: /^review\.(approved|rejected)$/, recordId: m[1]! };
  if (p === '/api/admin/refunds') return { action: /^refund\.started$/, recordId: null };
  if ((m = /^\/api\/admin\/refunds\/(\d+)\/decision$/.exec(p)))
    return { action: /^refund\.(approved|rejected)$/, recordId: m[1]! };
  if ((m = /^\/api\/admin\/complaints\/(\d+)\/(take|answer)$/.exec(p)))
    return {
      action: m[2] === 'take' ? /^complaint\.taken$/ : /^complaint\.answered$/,
      recordId: m[1]!,
    };
  return 'unknown';
}

/**
 * Records every successful back-office request made through `request` (a page's or a staff API
 * context) by the staff member `email`, with the audit row it must have left.
 */
export function trackStaff(
  actions: StaffAction[],
  email: string,
  response: { ok(): boolean; url(): string; request(): { method(): string } },
) {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/admin/') || !response.ok()) return;
  const method = response.request().method();
  const expected = auditedActionOf(method, url);
  if (expected === null) return;
  if (expected === 'unknown') {
    actions.push({
      email,
      method,
      path: url.pathname,
      action: /^no audit rule for this route$/,
      recordId: null,
    });
    return;
  }
  actions.push({ email, method, path: url.pathname, ...expected });
}
// The sandbox clock, staff and claims (issue 17).

/** Moves the application's clock by `days` and runs what fell due (premiums, claims, payouts). */
export async function moveDays(page: Page, days: number) {
  await okData(await page.request.post('/api/sandbox/clock', { data: { days } }));
  await okData(await page.request.post('/api/sandbox/jobs/run'));
}

/** Runs the jobs that are due now (a payout's transfer after its approval). */
export async function runJobs(page: Page) {
  await okData(await page.request.post('/api/sandbox/jobs/run'));
}

/** The application's day (YYYY-MM-DD), as the sandbox clock has it. */
export async function sandboxToday(page: Page): Promise<string> {
  const { now } = await okData<{ now: string }>(await page.request.get('/api/sandbox/clock'));
  // Lagos is UTC+1 all year.
  return new Date(Date.parse(now) + 3_600_000).toISOString().slice(0, 10);
}

/** A day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Signs the customer in again (the sandbox clock moves past the session's idle time). */
export async function signInByApi(page: Page, customer: ApiCustomer) {
  await okData(
    await page.request.post('/api/auth/login', {
      data: { email: customer.body.email, password: customer.body.password },
    }),
  );
}

export type StaffRoleName = 'reviewer' | 'claims_officer' | 'finance' | 'administrator';

/** A staff member made through the sandbox, unique in the run. */
export async function newStaff(page: Page, role: StaffRoleName, name: string) {
  const email = `${role}.${Date.now().toString(36)}${randomInt(1000, 10_000)}@alaafia.ng`;
  const password = 'staff password 123';
  const created = await page.request.post('/api/sandbox/staff', {
    data: { email, password, role, name },
  });
  expect(created.status()).toBe(201);
  return { email, password, name };
}

/** Signs a staff member in to the back office (the staff cookie; the customer's stays as it is). */
export async function signInStaff(page: Page, staff: { email: string; password: string }) {
  await okData(
    await page.request.post('/api/admin/auth/login', {
      data: { email: staff.email, password: staff.password },
    }),
  );
}

export async function signOutStaff(page: Page) {
  await page.request.post('/api/admin/auth/logout');
}

/**
 * Tops our Paystack balance up by `amountKobo` as finance does (docs/operations.md, 'Topping up the
 * Paystack balance'): on the sandbox's side (Paystack's dashboard), then recorded by one finance
 * member and approved by a second, which posts it. Payouts go out only when the balance covers them.
 * Leaves no staff session.
 */
export async function topUpPaystack(page: Page, amountKobo: number) {
  await okData(
    await page.request.post('/api/sandbox/paystack/top-up', { data: { amount_kobo: amountKobo } }),
  );
  await signInStaff(page, await newStaff(page, 'finance', 'Tola Treasury'));
  const topUp = await okData<{ id: number }>(
    await page.request.post('/api/admin/finance/paystack-top-ups', {
      data: {
        amount_kobo: amountKobo,
        bank_reference: `TOPUP-${Date.now().toString(36)}${randomInt(1000, 10_000)}`,
        made_on: await sandboxToday(page),
      },
    }),
  );
  await signOutStaff(page);
  await signInStaff(page, await newStaff(page, 'finance', 'Kemi Controller'));
  await okData(await page.request.post(`/api/admin/finance/paystack-top-ups/${topUp.id}/approve`));
  await signOutStaff(page);
}

/** A small PDF the upload's content check accepts. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Identity verification through the API, as the KYC screens do it: a BVN, its code, complete. */
export async function verifyByApi(page: Page, customer: ApiCustomer) {
  await okData(
    await page.request.post(`/api/local/customers/profiles/bvn-with-id/${customer.id}`, {
      data: { bvn: ownBvn() },
    }),
  );
  const sms = await latestOutboxMessage(page.request, customer.body.phone_number);
  const code = /code is (\d{4})\./.exec(sms?.body ?? '')?.[1];
  expect(code).toBeTruthy();
  await okData(
    await page.request.get(
      `/api/local/customers/profiles/nin-with-id/${code}/${customer.id}/verify`,
    ),
  );
  await okData(await page.request.patch(`/api/local/customers/${customer.id}/set-kyc-complete`));
}
