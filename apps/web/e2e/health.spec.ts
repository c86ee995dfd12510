import { expect, test, type Page } from './fixtures';
import {
  acceptCheckoutTerms,
  buyByApi,
  consoleProblems,
  expectNoAxeViolations,
  holdReact,
  newCustomer,
  newStaff,
  okData,
  ownAccountNumber,
  ownVoterCard,
  signInStaff,
  signUpByApi,
  signUpThroughPage,
} from './support';

/** The signed-in customer's policies, as the dashboard reads them (GET premiums). */
async function premiumsOf(page: Page) {
  return page.evaluate(async () => {
    const me = (await (await fetch('/api/auth/me')).json()) as { data: { id: number } };
    const res = await fetch(`/api/local/customers/${me.data.id}/premiums`);
    return ((await res.json()) as { data: { product_prefix_code: string; active: boolean }[] })
      .data;
  });
}

/** A product tile of the dashboard, by its title. */
const tile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** The wizard's body: every screen of a wizard renders inside it. */
const wizard = (page: Page) => page.getByRole('dialog').first();

test('A new customer buys the monthly health plan: a Lagos hospital from page 2, payment, voter’s card KYC and completion', async ({
  page,
}) => {
  // A whole purchase, from sign-up to verification (now with consent, suggestions and the KYC
  // screens loaded on demand): longer than one screen's test, as the billing and claims journeys are.
  test.setTimeout(120_000);
  const customer = newCustomer();
  await signUpThroughPage(page, customer);

  // The dashboard's 'Buy Now' opens the wizard with the purchase modal's Go Back map.
  await tile(page, 'Insure my health').getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/buy\/health\?from=dashboard$/);
  await expect(
    page.getByRole('heading', { name: 'Affordable healthcare at a hospital near you' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Learn More About Alaafia Health' })).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: intro');
  // The spec's 'Just a sec...' loader shows only as long as the hospitals take (issue 30): often
  // too short to see here, so the list is what is waited for.
  await page.getByRole('button', { name: "Let's Proceed" }).click();

  // 20: Lagos, all areas; the hospital is chosen from the second page.
  await expect(
    page.getByRole('heading', {
      name: `Hi ${customer.firstName}, here are some hospitals close to you`,
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('State')).toHaveValue('25');
  await expect(page.getByLabel('Local Govt Area').locator('option').first()).toHaveText('All');
  await expectNoAxeViolations(page, 'health wizard: hospitals');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(10);
  await page.getByRole('button', { name: 'See more hospitals' }).click();
  await expect(page.getByRole('radio')).toHaveCount(20);
  const fromPageTwo = page.getByRole('radio').nth(14);
  const hospitalName = (await fromPageTwo
    .locator('xpath=..')
    .locator('.hp-hospital__name')
    .textContent())!;
  await fromPageTwo.check();
  await continueButton.click();

  // 40: the summary, with the hospital saved on the profile.
  await expect(page.getByRole('heading', { name: "Here's a summary of your plan" })).toBeVisible();
  await expect(page.getByText('₦1,100 / month')).toBeVisible();
  await expect(page.getByText('Total limits of ₦120,000')).toBeVisible();
  await expect(wizard(page).getByText(hospitalName)).toBeVisible();
  await expect(page.getByText('Pay by card to enjoy one month free subscription')).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: summary');

  // 50 at /signup/health/summary, then Proceed starts the payment.
  await page.getByRole('button', { name: "See what's covered" }).click();
  await expect(page).toHaveURL(/\/signup\/health\/summary\?from=dashboard$/);
  await expect(
    page.getByText('Emergency and accident care up to a limit of ₦50,000.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, "health wizard: what's covered");
  await page.getByRole('button', { name: 'Proceed' }).click();
  const notice = page.getByRole('dialog', {
    name: `One more thing to note, ${customer.firstName}!`,
  });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: one more thing notice');
  await notice.getByRole('button', { name: 'I Understand' }).click();
  await acceptCheckoutTerms(page);
  const paymentWindow = page.getByRole('dialog', { name: 'Test mode: no real money moves' });
  await expect(paymentWindow).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox payment dialog');
  // Issue 38: Cancel, then Subscribe again at once: the window still asks the ₦50 the notice named.
  await paymentWindow.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment process was cancelled.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Your first month is free.')).toBeVisible();
  await expect(
    notice.getByText('A refundable ₦50 card verification fee is charged when you subscribe.'),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'I Understand' }).click();
  await expect(paymentWindow).toBeVisible();
  await expect(paymentWindow.getByRole('button', { name: 'Pay ₦1,100' })).toHaveCount(0);
  await paymentWindow.getByRole('button', { name: 'Pay ₦50' }).click();

  // After payment: KYC is not done, so 60 at /signup/health/complete.
  await expect(page).toHaveURL(/\/signup\/health\/complete\?from=dashboard$/);
  await expect(page.getByText('Your payment was successful!')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "First, let's get your identity check done" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: KYC');
  await page.getByLabel('ID type').selectOption({ label: "Voter's Card" });
  await page.getByLabel("Voter's Card number").fill(ownVoterCard());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectNoAxeViolations(page, 'health wizard: KYC date of birth');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Fantastic! please confirm your details one last time' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: KYC confirm');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', {
      name: `Congratulations ${customer.firstName}! You are now covered.`,
    }),
  ).toBeVisible();
  await expect(page.getByText('in combined insurance ₦1,100 / month')).toBeVisible();
  await expectNoAxeViolations(page, 'health wizard: complete');
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await premiumsOf(page)).toEqual([
    expect.objectContaining({ product_prefix_code: 'HI', active: true }),
  ]);
  await expect(page.getByRole('heading', { name: 'Health Insured' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with a health policy');
});

test('A wizard page is server-rendered with the wizard open: it shows before any script runs, a press before the app takes over goes through, and a reload mid-flow keeps the place', async ({
  browser,
  page,
}) => {
  const customer = newCustomer();
  await signUpThroughPage(page, customer);
  const problems = consoleProblems(page);
  const intro = page.getByRole('heading', {
    name: 'Affordable healthcare at a hospital near you',
  });
  const hospitals = page.getByRole('heading', {
    name: `Hi ${customer.firstName}, here are some hospitals close to you`,
  });

  // Without JavaScript, the HTML alone shows the wizard's first stage with the plan's price.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto('/buy/health');
  await expect(
    bare.getByRole('heading', { name: 'Affordable healthcare at a hospital near you' }),
  ).toBeVisible();
  await expect(bare.getByText('from ₦1,100 per month')).toBeVisible();
  await noScript.close();

  // React held back: 'Let's Proceed' pressed on the server-rendered wizard goes through once React has it.
  const react = await holdReact(page);
  await page.goto('/buy/health', { waitUntil: 'commit' });
  await expect(intro).toBeVisible();
  // Taking the dialog over, Radix turns the page's pointer events off (the body's) a render before
  // it turns the dialog's own on. A tap that starts before and ends in between must still land on
  // the dialog, not fall through to the backdrop (as it did, now and then, in CI): the dialog is a
  // target of its own from the first paint.
  const proceed = page.getByRole('button', { name: "Let's Proceed" });
  const hitWithPageOff = await proceed.evaluate((button) => {
    document.body.style.pointerEvents = 'none';
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    document.body.style.pointerEvents = '';
    return hit !== null && button.contains(hit);
  });
  expect(hitWithPageOff).toBe(true);
  await proceed.click();
  react.release();
  await expect(hospitals).toBeVisible({ timeout: 15_000 });

  // A reload whose history entry carries the flow's state (as the wizard's own moves leave it):
  // the server renders the first stage, and the app, seeing the state, renders the page itself.
  await page.evaluate(() => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState({ ...state, usr: { inFlow: true } }, '');
  });
  await page.reload();
  await expect(hospitals).toBeVisible({ timeout: 15_000 });
  await expect(intro).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('A new customer buys HealthCash and verifies with a bank account; buying it again renews the one policy', async ({
  page,
}) => {
  // A whole purchase, from sign-up to verification (now with consent, suggestions and the KYC
  // screens loaded on demand): longer than one screen's test, as the billing and claims journeys are.
  test.setTimeout(120_000);
  const customer = newCustomer();
  await signUpThroughPage(page, customer);

  await tile(page, 'Get Health Cash').getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'This is Alaafia Health Cash' })).toBeVisible();
  await expectNoAxeViolations(page, 'health cash wizard: intro');
  await page.getByRole('button', { name: "Let's Proceed" }).click();
  await expect(page.getByRole('heading', { name: "Here's a summary of your plan" })).toBeVisible();
  await expect(page.getByText('₦1,000 / year')).toBeVisible();
  await expectNoAxeViolations(page, 'health cash wizard: summary');
  await page.getByRole('button', { name: "See what's covered" }).click();
  await expect(page.getByText(/Nigeria only/)).toBeVisible();
  await expectNoAxeViolations(page, "health cash wizard: what's covered");
  await page.getByRole('button', { name: 'Back to summary' }).click();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await acceptCheckoutTerms(page);
  await page
    .getByRole('dialog', { name: 'Test mode: no real money moves' })
    .getByRole('button', { name: 'Pay ₦1,000' })
    .click();

  // KYC by bank account: the bank before the number, the gender before the date of birth.
  await expect(page).toHaveURL(/\/signup\/health-cash\/contact$/);
  await expect(
    page.getByRole('heading', { name: "First, let's get your identity check done" }),
  ).toBeVisible();
  await page.getByLabel('ID type').selectOption({ label: 'Bank Account Number' });
  await expect(page.getByLabel('Account number')).toHaveCount(0);
  await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await page.getByLabel('Account number').fill(ownAccountNumber());
  await expectNoAxeViolations(page, 'health cash wizard: KYC by bank account');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1991-02-03');
  await expectNoAxeViolations(page, 'health cash wizard: KYC gender and date of birth');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Fantastic! please confirm your details one last time' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('in combined insurance ₦1,000 / year')).toBeVisible();
  await expectNoAxeViolations(page, 'health cash wizard: complete');
  await page.getByRole('button', { name: 'Complete' }).click();
  await page
    .getByRole('dialog', { name: 'Protect your income too?' })
    .getByRole('button', { name: 'No, thanks' })
    .click();
  await expect(page).toHaveURL(/\/$/);

  // Again: the product is active, so the already-paid path renews it.
  await page.goto('/buy/health-cash');
  await page.getByRole('button', { name: "Let's Proceed" }).click();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  // A new checkout asks for the consent again before it asks for a reference.
  await acceptCheckoutTerms(page);
  const paid = page.getByRole('dialog', { name: 'You already paid for this product' });
  await expect(paid).toBeVisible();
  await expectNoAxeViolations(page, 'already paid modal');
  await paid.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/health-cash\/contact$/);
  await expect(
    page.getByRole('heading', {
      name: `Congratulations ${customer.firstName}! You are now covered.`,
    }),
  ).toBeVisible();

  const policies = await premiumsOf(page);
  expect(policies.filter((p) => p.product_prefix_code === 'HTCI' && p.active)).toHaveLength(1);
});

test('A health plan holder asks to change hospital from the health tile: the request waits under review and the reviewer finds it in the queue', async ({
  page,
}) => {
  const customer = await signUpByApi(page, 'Bisi');
  const lagos = await okData<{ id: number; name: string }[]>(
    await page.request.get('/api/local/hospitals/states/25'),
  );
  const current = lagos[0]!;
  await okData(
    await page.request.patch(`/api/local/customers/${customer.id}`, {
      data: { user_id: customer.id, preferred_hospital: current.id },
    }),
  );
  await buyByApi(page, customer, 'HI');
  await okData(
    await page.request.post(`/api/local/customer/next-of-kin/${customer.id}`, {
      data: {
        first_name: 'Tunde',
        last_name: 'Bello',
        phone: '08035550001',
        email: null,
        relationship: 'Brother',
        name: 'Tunde Bello',
      },
    }),
  );

  await page.goto('/');
  const health = tile(page, 'Health Insured');
  await expect(health.getByText(current.name)).toBeVisible();
  await health.getByRole('button', { name: 'Change hospital' }).click();

  // 'Hospital': 'Continue' would keep it; 'Change hospital' goes on to the search.
  const confirm = page.getByRole('dialog', { name: 'Hospital' });
  await expect(confirm.getByText('You already selected a hospital')).toBeVisible();
  await expectNoAxeViolations(page, 'hospital change: confirm');
  await confirm.getByRole('button', { name: 'Change hospital' }).click();

  const search = page.getByRole('dialog', { name: 'Search hospitals near you' });
  await expect(search.getByLabel('State')).toHaveValue('25');
  await expect(search.getByRole('radio')).toHaveCount(10);
  await expect(search.getByRole('radio', { name: new RegExp(current.name) })).toBeDisabled();
  const save = search.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await search.getByRole('button', { name: 'See More' }).click();
  await expect(search.getByRole('radio')).toHaveCount(20);
  const wanted = search.getByRole('radio').nth(12);
  const wantedName = (await wanted
    .locator('xpath=..')
    .locator('.hp-hospital__name')
    .textContent())!;
  await wanted.check();
  await expect(save).toBeEnabled();
  await expectNoAxeViolations(page, 'hospital change: search');
  await save.click();

  const reason = page.getByRole('dialog', { name: 'Why do you want to change your hospital?' });
  await reason.getByRole('button', { name: 'Send request' }).click();
  await expect(
    reason.getByText('Please tell us why you want to change your hospital'),
  ).toBeVisible();
  await reason.getByLabel('Your reason').fill('We moved to Ikeja; the new hospital is closer.');
  await expectNoAxeViolations(page, 'hospital change: reason');
  await reason.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The tile keeps the hospital, says the change is under review, and offers no second one.
  await expect(health.getByText(new RegExp(`^Change to ${wantedName} requested on`))).toBeVisible();
  await expect(health.getByText(current.name)).toBeVisible();
  await expect(health.getByRole('button', { name: 'Change hospital' })).toHaveCount(0);
  const second = await page.request.post(
    `/api/local/customers/${customer.id}/change-hospital-request/`,
    { data: { hospital_id: current.id + 1, change_reason: 'Again' } },
  );
  expect(second.status()).toBe(422);

  // The reviewer's queue has it, with the hospitals and the reason.
  const reviewer = await newStaff(page, 'reviewer', 'Ada Reviewer');
  await signInStaff(page, reviewer);
  const queue = await okData<
    { customer: { id: number }; evidence: { to_hospital: string; change_reason: string } }[]
  >(await page.request.get('/api/admin/reviews?kind=hospital-change'));
  expect(queue.find((item) => item.customer.id === customer.id)?.evidence).toMatchObject({
    from_hospital: current.name,
    to_hospital: wantedName,
    change_reason: 'We moved to Ikeja; the new hospital is closer.',
  });
});
