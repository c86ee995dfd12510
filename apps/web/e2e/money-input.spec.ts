import { expect, test } from './fixtures';
import { signUpByApi } from './support';

// Issue 25, "money typed is not money stored", in Chromium: the one naira input (the income wizard's
// salary here; the back office's amount to pay is the same component) keeps what is typed or pasted,
// over a selection too, with a leading ₦, commas and spaces.
test('The naira input keeps what is typed, pasted, or typed and pasted over a selection', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpByApi(page, 'Ngozi');
  await page.goto('/buy/income');
  const wizard = page.getByRole('dialog', { name: 'Income protection' });
  await wizard.getByRole('button', { name: "Let's Proceed" }).click();
  const salary = wizard.getByRole('textbox', { name: /Monthly salary/ });
  const paste = async (text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await salary.press('ControlOrMeta+V');
  };

  await salary.pressSequentially('180000');
  await expect(salary).toHaveValue('180,000');

  // Select all, paste the same amount without commas: 180,000 (it was 18,000).
  await salary.press('ControlOrMeta+A');
  await paste('180000');
  await expect(salary).toHaveValue('180,000');

  // The whole text replaced in one go, as autofill does (the back office paid ₦4,500 for this).
  await salary.fill('45000');
  await expect(salary).toHaveValue('45,000');

  // Select all and type over it.
  await salary.press('ControlOrMeta+A');
  await salary.pressSequentially('250000');
  await expect(salary).toHaveValue('250,000');

  // A leading ₦, commas, spaces and kobo, pasted over a selection.
  await salary.press('ControlOrMeta+A');
  await paste('₦ 1,250,000.00');
  await expect(salary).toHaveValue('1,250,000');

  // Deleting: Backspace over a separator takes the digit before it; select all and delete empties.
  await salary.press('End');
  await salary.press('ArrowLeft');
  await salary.press('ArrowLeft');
  await salary.press('ArrowLeft');
  await salary.press('Backspace'); // '1,250,|000' -> '125,000'
  await expect(salary).toHaveValue('125,000');
  await salary.press('ControlOrMeta+A');
  await salary.press('Delete');
  await expect(salary).toHaveValue('');
  await salary.pressSequentially('₦ 95 000');
  await expect(salary).toHaveValue('95,000');
  await page.screenshot({ path: test.info().outputPath('money-input.png') });
});
