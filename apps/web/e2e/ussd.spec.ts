import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownBvn } from './support';

/**
 * Issue 41: a customer with only a phone buys HealthCash on the sandbox's USSD simulator (the phone
 * screen that drives our Africa's Talking callback), pays by the bank's USSD, and later finds the
 * policy on the web after adding an e-mail and a password to the account opened by phone.
 */

/** The newest SMS to a phone that matches, waiting for the job that delivers it. */
async function smsMatching(page: Page, phone: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/sandbox/outbox?to=${phone}`);
        const messages = ((await res.json()) as { data: { channel: string; body: string }[] }).data;
        for (const m of messages) {
          found = m.channel === 'sms' ? pattern.exec(m.body) : null;
          if (found) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('A customer with only a phone buys HealthCash by USSD, pays by bank USSD, then finds the policy on the web after adding an e-mail', async ({
  page,
}) => {
  const phone = `0706${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await page.goto('/sandbox/ussd');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Dial' }).click();
  const screen = page.getByRole('status');
  await expect(screen).toContainText('Welcome to Alaafia insurance');

  const reply = async (answer: string, expected: string | RegExp) => {
    await page.getByLabel('Reply').fill(answer);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(screen).toContainText(expected);
  };
  await reply('1', 'Enter your first name');
  await reply('Ngozi', 'Enter your last name');
  await reply('Eze', 'Date of birth (DDMMYYYY)');
  await reply('15061990', 'Prove who you are');
  await reply('1', 'Enter your 11-digit BVN');
  await reply(ownBvn(), 'Enter the 4-digit code sent by SMS');
  const [, code] = await smsMatching(page, phone, /verification code is (\d{4})\./);
  await reply(code!, 'Choose a 4-digit PIN');
  await reply('2468', 'Enter the PIN again');
  await reply('2468', 'We sent the HealthCash terms by SMS');
  await smsMatching(page, phone, /HealthCash Insurance: N1,000 a year/);
  await reply('1', "Pay N1,000 with your bank's USSD");
  await reply('1', /Dial \*737\*/);
  await expect(page.getByLabel('Reply')).toBeDisabled();
  const [, ussdCode] = await smsMatching(page, phone, /dial (\*737\*\d+\*\d+#)/);
  await expect(screen).toContainText(ussdCode!);

  // The customer dials their bank's code on the same phone: the sandbox's bank pays the charge and
  // Paystack's charge.success (the sandbox's, signed) issues the policy.
  await page.getByLabel('Short code').fill(ussdCode!);
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect(screen).toContainText('Sandbox bank: payment approved');
  await smsMatching(page, phone, /received your payment of ₦1,000 for HealthCash Insurance/);

  // Back on the web: the account opened by phone adds an e-mail and a password.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Opened your account by USSD? Add your e-mail' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const [, phoneCode] = await smsMatching(page, phone, /add your e-mail and password is (\d{6})\./);
  await page.getByLabel('Code from the SMS').fill(phoneCode!);
  await page.getByLabel('Your Alaafia PIN').fill('2468');
  await page.getByLabel('Email').fill(`ngozi.${phone}@example.ng`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Add e-mail and sign in' }).click();
  // A HealthCash customer without a next of kin is asked for one first (issue 7's modal): the
  // dashboard's heading is behind it until it is closed (a fresh-clone run under load saw the
  // modal open before the heading was looked for).
  const kin = page.getByRole('dialog', { name: 'Add your next of kin' });
  await expect(kin).toBeVisible();
  await kin.getByRole('button', { name: 'Close' }).first().click();
  await expect(kin).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Ngozi.' })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { id: number } };
  const policies = (await (
    await page.request.get(`/api/local/customers/${me.data.id}/premiums`)
  ).json()) as { data: { policy_number: string; product_uid: string }[] };
  const healthCash = policies.data.find((p) => p.product_uid === 'HTCI');
  expect(healthCash).toBeDefined();
  await expect(page.getByText(healthCash!.policy_number).first()).toBeVisible();
});
