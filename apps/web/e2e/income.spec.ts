import { expect, test, type Page } from './fixtures';
import { dialogsScrollingSideways, expectNoHorizontalScroll, overflowingText } from './layout';
import {
  acceptCheckoutTerms,
  expectNoAxeViolations,
  latestOutboxMessage,
  newCustomer,
  ownBvn,
  signUpThroughPage,
} from './support';
import { ENGLISH, wordsOf, type Words } from './words';

/** Opens the income wizard over the dashboard and starts it ('Let's Proceed'). */
async function startIncomeFlow(page: Page, { say, like }: Words = ENGLISH) {
  await page.goto('/buy/income');
  const wizard = page.getByRole('dialog', { name: say('income.wizardTitle') });
  await expect(
    wizard.getByRole('heading', { name: like('income.introGreeting', ['firstName']) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'income wizard: intro');
  await wizard.getByRole('button', { name: say('income.letsProceed') }).click();
  await expect(wizard.getByRole('heading', { name: say('income.employmentTitle') })).toBeVisible();
  await expectNoAxeViolations(page, 'income wizard: employment');
  return wizard;
}

async function enterEmployment(page: Page, company: string, salary: string) {
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel(/Monthly salary/).fill(salary);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Types part of the employer's name and picks it from the directory's suggestions, by keyboard. */
async function pickCompany(page: Page, typed: string, name: string, { say }: Words = ENGLISH) {
  const company = page.getByRole('combobox', { name: say('income.companyName') });
  await company.pressSequentially(typed);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await company.press('ArrowDown');
  await expect(company).toHaveAttribute('aria-activedescendant', /option-0/);
  await company.press('Enter');
  await expect(company).toHaveValue(name);
}

/** Types the start of the office address and picks the gazetteer's suggestion with the pointer. */
async function pickLagosOffice(page: Page, { say }: Words = ENGLISH) {
  await expect(page.getByRole('heading', { name: say('income.locationTitle') })).toBeVisible();
  const address = page.getByRole('combobox', { name: say('income.companyAddress') });
  await address.pressSequentially('12 Allen Av');
  const suggestion = page.getByRole('option', { name: /12 Allen Avenue.*Ikeja, Lagos, Nigeria/ });
  await expect(suggestion).toBeVisible();
  // The screen is checked with its suggestions open.
  await expectNoAxeViolations(page, 'income wizard: employer location');
  await suggestion.click();
  await expect(address).toHaveValue('12 Allen Avenue, Ikeja, Lagos, Nigeria');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: say('income.continue') }).click();
}

const progress = (page: Page, { say }: Words = ENGLISH) =>
  page.getByRole('progressbar', { name: say('wizard.frame.progress') });

/**
 * The English headings and sentences of the purchase's path: on a page in another language none of
 * them is left (issue 42 item 5; each is the catalogue's English of a key the path shows).
 */
const PATH_ENGLISH = [
  "I'm your Alaafia assistant",
  'Where do you work?',
  'Where is your employer located?',
  'How much would you like us to pay you if you lose your job?',
  'Available to you if you lose your job',
  'Willingly resigning from your job.',
  'Late payment of your salary by your employer.',
  'How would you like to pay?',
  'You are now covered',
  'Complete your verification',
  "First, let's get your identity check done.",
  'Verify your NIN/BVN',
  'please confirm your details one last time',
  'Upload your employment letter',
  'Please provide some employment information',
  'Your verification is under revision',
  'Income Protected',
  'Your products',
  'Account verification',
  'Pending review',
  'Download Policy',
];

/**
 * In a language other than English, on the 390 px phone (issue 42 item 5): the page is in the
 * language (`<html lang>`), no English sentence of the path is left, and longer words break no
 * layout: nothing scrolls sideways at 390 px, nor with the text at 200% (issue 8's check), and no
 * box's text is cut off at 200%. English runs the purchase as before, without these.
 */
async function expectWholeIn(page: Page, { language }: Words, step: string) {
  if (language === 'en') return;
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const text = await page.locator('body').innerText();
  const english = PATH_ENGLISH.filter((sentence) => text.includes(sentence));
  expect.soft(english, `English left on ${step} in ${language}`).toEqual([]);
  await expectNoHorizontalScroll(page, `${step} in ${language} at 390 px`);
  expect.soft(await dialogsScrollingSideways(page), `${step} in ${language} at 390 px`).toEqual([]);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await expectNoHorizontalScroll(page, `${step} in ${language} with 200% text`);
  const sideways = await dialogsScrollingSideways(page);
  expect.soft(sideways, `${step} in ${language} with 200% text`).toEqual([]);
  const cut = await overflowingText(page);
  expect.soft(cut, `text cut off on ${step} in ${language} with 200% text`).toEqual([]);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
}

/**
 * The purchase runs in English (the spec's words) and in Yoruba and Hausa, whose words are longer;
 * every spec runs on the 390 px phone (playwright.config.ts).
 */
for (const words of [ENGLISH, wordsOf('yo'), wordsOf('ha')]) {
  const { language, say, like } = words;
  test.describe(language === 'en' ? 'in English' : `in ${language} at 390 px`, () => {
    test(`A new customer buys income protection by card, verifies their BVN and sends their employment details${language === 'en' ? '' : ` (${language})`}`, async ({
      page,
    }) => {
      // A whole purchase, from sign-up to verification (now with consent, suggestions and the KYC
      // screens loaded on demand): longer than one screen's test, as the billing and claims journeys are.
      test.setTimeout(120_000);
      const customer = newCustomer();
      await signUpThroughPage(page, customer, words);
      await expectWholeIn(page, words, 'the new dashboard');
      await startIncomeFlow(page, words);
      await expectWholeIn(page, words, 'employment');

      await pickCompany(page, 'dangote cem', 'Dangote Cement Plc', words);
      await page.getByLabel(like('income.salary', [])).fill('100000');
      await page.getByRole('button', { name: say('income.continue') }).click();
      await expect(page.getByLabel(like('income.salary', []))).toHaveCount(0);
      await expectWholeIn(page, words, 'employer location');
      await pickLagosOffice(page, words);

      // 20 then 30: the plans priced for ₦100,000, the second preselected.
      await expect(page.getByRole('heading', { name: say('income.planTitle') })).toBeVisible();
      await expect(progress(page, words)).toHaveAttribute('aria-valuenow', '30');
      const plans = page.getByRole('radio');
      await expect(plans).toHaveCount(3);
      await expect(plans.nth(1)).toBeChecked();
      await expect(page.getByText(say('income.weWillPay'))).toHaveCount(1);
      await expect(page.locator('.income-plan--checked')).toContainText('₦50,000');
      await expectNoAxeViolations(page, 'income wizard: plans');
      await expectWholeIn(page, words, 'plans');
      await page.getByRole('button', { name: say('income.continue') }).click();

      // 40: the summary, the coverage view, then the sandbox card payment.
      await expect(page.getByText(say('income.availableIfJobLost'))).toBeVisible();
      await expect(page.locator('.income-summary .ui-plan-card__amount')).toHaveText('₦300,000');
      await expectNoAxeViolations(page, 'income wizard: summary');
      await expectWholeIn(page, words, 'summary');
      await page.getByRole('button', { name: say('income.seeCovered') }).click();
      await page.getByRole('tab', { name: say('income.notCoveredTab') }).click();
      // The product's own conditions, from the product catalogue in the customer's language (the
      // products namespace, fetched when the wizard opens).
      const notCovered = page.getByRole('tabpanel');
      await expect(notCovered).toContainText(say('products.EI.notCovered.resignation.title'));
      await expect(notCovered).toContainText(say('products.EI.notCovered.salaryDelays.title'));
      await expectNoAxeViolations(page, "income wizard: what's covered");
      await expectWholeIn(page, words, "what's covered");
      await page.getByRole('button', { name: say('income.backToPlan') }).click();

      await page.getByRole('button', { name: say('income.subscribe') }).click();
      const method = page.getByRole('dialog', { name: say('checkout.method.title') });
      await expect(method).toContainText(say('checkout.method.greeting', { firstName: 'Amaka' }));
      await expectNoAxeViolations(page, 'payment method modal');
      await expectWholeIn(page, words, 'payment method');
      // The terms-and-privacy box is required before any payment method can be used.
      await acceptCheckoutTerms(page, method, words);
      await method.getByRole('button', { name: say('checkout.method.continue') }).click();
      const sandbox = page.getByRole('dialog', { name: say('checkout.sandbox.label') });
      await expect(sandbox).toBeVisible();
      await expectNoAxeViolations(page, 'sandbox payment dialog');
      await sandbox.getByRole('button', { name: like('checkout.sandbox.pay', ['amount']) }).click();
      await expect(page.getByText(say('checkout.alerts.success'))).toBeVisible();

      // 50: covered; verification is next.
      await expect(
        page.getByRole('heading', {
          name: `${say('income.congratulations', { firstName: 'Amaka' })} ${say('income.nowCovered')}`,
        }),
      ).toBeVisible();
      await expect(page.getByText(say('income.congrats.hintNotVerified'))).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: covered');
      await expectWholeIn(page, words, 'covered');
      await page.getByRole('button', { name: say('income.congrats.completeVerification') }).click();

      // 60, 70, 90: BVN, the code from the sandbox outbox, confirm.
      await expect(page.getByRole('heading', { name: say('income.kycTitle') })).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: KYC by BVN');
      await expectWholeIn(page, words, 'KYC by BVN');
      await page.getByLabel(say('kyc.id.value.bvn'), { exact: true }).fill(ownBvn());
      await page.getByRole('button', { name: say('kyc.continue') }).click();
      await expect(page.getByRole('heading', { name: say('kyc.otp.title') })).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: OTP');
      await expectWholeIn(page, words, 'OTP');
      const sms = await latestOutboxMessage(page.request, '08031234567');
      const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
      expect(code).toMatch(/^\d{4}$/);
      await page
        .getByRole('group', { name: say('kyc.otp.code') })
        .getByRole('textbox')
        .first()
        .click();
      await page.keyboard.type(code!);
      await page.getByRole('button', { name: say('kyc.continue') }).click();
      await expect(page.getByRole('heading', { name: say('kyc.confirm.title') })).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: KYC confirm');
      await expectWholeIn(page, words, 'KYC confirm');
      await page.getByRole('button', { name: say('kyc.continue') }).click();

      // 92: the employment letter.
      await expect(page.getByRole('heading', { name: say('income.letterTitle') })).toBeVisible();
      await expect(page.getByRole('button', { name: say('income.validate') })).toBeDisabled();
      await expectNoAxeViolations(page, 'income wizard: employment letter');
      await expectWholeIn(page, words, 'employment letter');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'employment-letter.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      await expect(page.getByText(say('wizard.upload.completed'))).toBeVisible();
      await page.getByRole('button', { name: say('income.validate') }).click();

      // 94: employment information.
      await expect(
        page.getByRole('heading', { name: say('errors.employment.title') }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: employment information');
      await expectWholeIn(page, words, 'employment information');
      await page.getByLabel(say('income.workPosition')).selectOption('Senior Staff');
      await page.getByRole('button', { name: say('income.counter.monthMore') }).click();
      await page.getByRole('button', { name: say('income.counter.monthMore') }).click();
      await page.getByRole('button', { name: say('income.counter.jobMore') }).click();
      await page.getByRole('button', { name: say('income.continue') }).click();

      // Back at 50 with everything sent: the letter waits for a reviewer (issue 16), so the spec's
      // Pending text shows (in the wizard; the dashboard behind it says the same), and 'Proceed' closes
      // the wizard on the dashboard.
      const wizard = page.getByRole('dialog', { name: say('income.wizardTitle') });
      await expect(wizard.getByText(say('income.congrats.hintPending'))).toBeVisible();
      await expectNoAxeViolations(page, 'income wizard: verification done');
      await expectWholeIn(page, words, 'verification done');
      await page.getByRole('button', { name: say('income.congrats.proceed') }).click();
      await expect(wizard).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { name: say('dashboard.greetingNew', { name: 'Amaka' }) }),
      ).toBeVisible();
      // The dashboard shows the income policy's active tile (dashboard-and-kyc.md section 2).
      await expect(
        page.getByRole('heading', { name: say('dashboard.tile.activeTitle.EI'), level: 3 }),
      ).toBeVisible();
      await expectWholeIn(page, words, 'the covered dashboard');

      // The income policy is on the customer's record: active, with the plan's cover and price.
      const me = (await (await page.request.get('/api/auth/me')).json()) as {
        data: {
          id: number;
          language: string;
          have_completed_kyc: boolean;
          have_completed_income_protection_profile: boolean;
          kyc_in_review_status: boolean;
        };
      };
      // The language chosen on the sign-up page is the account's.
      expect(me.data.language).toBe(language);
      expect(me.data.have_completed_kyc).toBe(true);
      // Complete only once a reviewer approves the letter (admin.spec.ts covers the approval).
      expect(me.data.have_completed_income_protection_profile).toBe(false);
      expect(me.data.kyc_in_review_status).toBe(true);
      const premiums = (await (
        await page.request.get(`/api/local/customers/${me.data.id}/premiums`)
      ).json()) as {
        data: {
          product_prefix_code: string;
          active: boolean;
          sum_assured: number;
          premium: number;
        }[];
      };
      expect(premiums.data).toContainEqual(
        expect.objectContaining({
          product_prefix_code: 'EI',
          active: true,
          sum_assured: 300_000,
          premium: 1_800,
        }),
      );
    });
  });
}

test('A customer under the salary minimum is offered to be kept in touch', async ({ page }) => {
  await signUpThroughPage(page, newCustomer());
  await startIncomeFlow(page);

  // 'No, thanks' forgets the details and starts again.
  await enterEmployment(page, 'Corner Shop', '20000');
  const rejection = page.getByRole('alertdialog', {
    name: "We're sorry you do not meet our salary requirements for income protection.",
  });
  await expect(rejection).toContainText('Can we keep your details?');
  await expectNoAxeViolations(page, 'salary rejection dialog');
  await rejection.getByRole('button', { name: 'No, thanks' }).click();
  await expect(rejection).toBeHidden();
  await expect(page.getByRole('heading', { name: /I'm your Alaafia assistant/ })).toBeVisible();

  // 'Yes!' keeps them as a lead.
  await page.getByRole('button', { name: "Let's Proceed" }).click();
  await enterEmployment(page, 'Corner Shop', '29999');
  await rejection.getByRole('button', { name: 'Yes!' }).click();
  const thanks = page.getByRole('dialog', { name: "Thank you, we'll be in touch" });
  await expect(thanks).toBeVisible();
  await expectNoAxeViolations(page, 'thank you dialog');
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Income protection' })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Nothing under the minimum was saved on the profile.
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    data: { salary: number | null };
  };
  expect(me.data.salary).toBeNull();
});

test('A customer whose office is outside Lagos is told it is not available there yet', async ({
  page,
}) => {
  await signUpThroughPage(page, newCustomer());
  await startIncomeFlow(page);
  await enterEmployment(page, 'Federal Ministry of Finance', '250000');
  await expect(
    page.getByRole('heading', { name: 'Where is your employer located?' }),
  ).toBeVisible();

  // An address nobody can place.
  await page.getByLabel('Company address').fill('asdfgh');
  await page.getByRole('button', { name: 'Continue' }).click();
  const problem = page.getByRole('alertdialog', { name: "This doesn't look correct." });
  await expect(problem).toContainText('Please enter your specific office address');
  await expectNoAxeViolations(page, 'address problem dialog');
  await problem.getByRole('button', { name: 'Ok' }).click();

  // Abuja.
  await page.getByLabel('Company address').fill('3 Aminu Kano Crescent, Wuse 2, Abuja');
  const locationNotLagos = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/engage/add-to-event') &&
      (request.postDataJSON() as { event: string }).event === 'Location-not-lagos',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const notAvailable = page.getByRole('alertdialog', {
    name: 'Income Protection is not available in your state at this time.',
  });
  await expect(notAvailable).toContainText("You'll be the first to know when we're in town!");
  await expectNoAxeViolations(page, 'not available dialog');
  await locationNotLagos;
  await notAvailable.getByRole('button', { name: 'Go Back' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '15');

  // Go Back in the header returns to Employment with what was entered.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('Federal Ministry of Finance');
  await expect(page.getByLabel(/Monthly salary/)).toHaveValue('250,000');
});
