import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';

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

/** Signs up through the page, as a customer would, and waits for the dashboard. */
export async function signUpThroughPage(page: Page, customer: NewCustomer) {
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${customer.firstName}.` }),
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
 * Waits until every animation that ends (a modal's fade-in, a progress bar's growth) has ended, so
 * axe-core measures colours as a customer reads them and not half-way through a fade. Animations
 * that run forever (spinners) are left out: they would never finish.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
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
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = results.violations.map(
    (v) =>
      `- ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
  );
  expect(found, `axe-core violations on ${context}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * Holds React's file back from the page until `release()` (a page that arrived drawn stays as the
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
