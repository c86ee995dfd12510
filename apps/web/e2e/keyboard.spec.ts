import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations, latestOutboxMessage, newCustomer, ownBvn } from './support';

/**
 * Issue 8: every flow can be completed with the keyboard alone. No mouse and no .click(): the
 * customer moves with Tab / Shift+Tab, presses Enter or Space, chooses options with the arrows and
 * types. Focus is asserted before every key press, so a control that cannot be reached fails here.
 */

/** Presses Tab (or Shift+Tab) until the target has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, 'reached with the Tab key').toBeFocused();
}

/** Tabs to a control and activates it with a key (Enter for links and buttons, Space for others). */
async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A phone of this customer's own: KYC codes to one phone are limited to 8 a day. */
function ownPhone() {
  return `0803${String(Date.now()).slice(-7)}`;
}

test('A customer signs up and buys HealthCash, verified by BVN, with the keyboard alone', async ({
  page,
  request,
}) => {
  const customer = { ...newCustomer(), phone: ownPhone() };

  // Sign up.
  await page.goto('/auth/signup');
  await typeInto(page, page.getByLabel('First name'), customer.firstName);
  await typeInto(page, page.getByLabel('Last name'), customer.lastName);
  await typeInto(page, page.getByLabel('Email'), customer.email);
  await typeInto(page, page.getByLabel('Phone number'), customer.phone);
  await typeInto(page, page.getByLabel('Password'), customer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();

  // The dashboard's HealthCash tile.
  const healthCash = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Get Health Cash' }) });
  await press(page, healthCash.getByRole('button', { name: 'Buy Now' }));

  // Intro, summary, payment in the sandbox dialog.
  await expect(page.getByRole('heading', { name: 'This is Alaafia Health Cash' })).toBeVisible();
  await press(page, page.getByRole('button', { name: "Let's Proceed" }));
  await expect(page.getByRole('heading', { name: "Here's a summary of your plan" })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Subscribe Now' }));
  // The checkout's terms-and-privacy box (issue 18 item 8): Space ticks it, Enter goes on.
  const consent = page.getByRole('dialog', { name: 'Before you pay' });
  await press(
    page,
    consent.getByRole('checkbox', { name: /I agree to the policy terms/ }),
    'Space',
  );
  await expect(consent.getByRole('checkbox')).toBeChecked();
  await press(page, consent.getByRole('button', { name: 'Continue' }));
  const sandbox = page.getByRole('dialog', { name: 'Test mode: no real money moves' });
  await expect(sandbox).toBeVisible();
  await expect(sandbox.locator(':focus')).toHaveCount(1);
  await press(page, sandbox.getByRole('button', { name: 'Pay ₦1,000' }));

  // KYC by BVN (the first ID type), the code from the sandbox outbox, then confirm.
  await expect(
    page.getByRole('heading', { name: "First, let's get your identity check done" }),
  ).toBeVisible();
  await expect(page.getByLabel('ID type')).toHaveValue('bvn');
  await typeInto(page, page.getByLabel('BVN', { exact: true }), ownBvn());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Verify your NIN/BVN' })).toBeVisible();
  const sms = await latestOutboxMessage(request, customer.phone);
  const code = /code is (\d{4})\./.exec(sms?.body ?? '')?.[1];
  expect(code, 'the code in the outbox').toMatch(/^\d{4}$/);
  await typeInto(page, page.getByLabel('Digit 1 of 4'), code!);
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(
    page.getByRole('heading', { name: 'Fantastic! please confirm your details one last time' }),
  ).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Continue' }));

  // Complete, decline the income offer, back on the dashboard.
  await expect(page.getByText('in combined insurance ₦1,000 / year')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Complete' }));
  const offer = page.getByRole('dialog', { name: 'Protect your income too?' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page, 'the income offer after Health Cash');
  await press(page, offer.getByRole('button', { name: 'No, thanks' }));
  await expect(page).toHaveURL(/\/$/);

  // A Health Cash customer is asked for a next of kin: filled in and saved with the keyboard.
  const kin = page.getByRole('dialog', { name: 'Add your next of kin' });
  await expect(kin).toBeVisible();
  await typeInto(page, kin.getByLabel('First name'), 'Chike');
  await typeInto(page, kin.getByLabel('Last name'), 'Nwosu');
  await typeInto(page, kin.getByLabel('Phone number'), '08035551234');
  await tabTo(page, kin.getByLabel('Relationship'));
  await page.keyboard.type('Brother');
  await expect(kin.getByLabel('Relationship')).toHaveValue('Brother');
  await press(page, kin.getByRole('button', { name: 'Save' }));
  await expect(kin).toBeHidden();

  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Health Cash', exact: true }) });
  await expect(tile.getByText('Active')).toBeVisible();
});

test('Focus moves into a modal when it opens and back to what opened it when it closes', async ({
  page,
}) => {
  const customer = { ...newCustomer(), phone: ownPhone() };
  await page.goto('/auth/signup');
  await typeInto(page, page.getByLabel('First name'), customer.firstName);
  await typeInto(page, page.getByLabel('Last name'), customer.lastName);
  await typeInto(page, page.getByLabel('Email'), customer.email);
  await typeInto(page, page.getByLabel('Phone number'), customer.phone);
  await typeInto(page, page.getByLabel('Password'), customer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka.' })).toBeVisible();

  // The profile menu opens with Enter and moves with the arrows.
  const menuButton = page.getByRole('button', { name: /Profile menu for Amaka Nwosu/ });
  await press(page, menuButton);
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const logout = menu.getByRole('menuitem', { name: 'Logout' });
  for (let i = 0; i < 6; i += 1) {
    if (await logout.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');

  // Focus is inside the confirm; Escape closes it and focus is back on the menu's button.
  const confirm = page.getByRole('dialog', { name: 'Logout' });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A modal opened by a button: focus goes in, and back to the button on Close.
  const business = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Insure my business' }) });
  const explore = business.getByRole('button', { name: 'Explore' });
  await press(page, explore);
  const dialog = page.getByRole('dialog', { name: 'Business Insurance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // Tab stays inside the open modal.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await press(page, dialog.getByRole('button', { name: 'Close' }).last());
  await expect(dialog).toBeHidden();
  await expect(explore).toBeFocused();
});
