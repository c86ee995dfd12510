import { expect, test } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  moveDays,
  newStaff,
  sandboxToday,
  shiftDay,
  signInStaff,
  signUpByApi,
} from './support';

/**
 * Remitting a month to the underwriter (issue 36, 'Done means'), as two finance members in their own
 * browsers: the month's statement shows what is due; one proposes the remittance and cannot approve
 * it; the other approves it from the money queue; the statement's balance is then ₦0. The customer's
 * purchase goes by the API (its own specs cover it).
 */
test.afterAll(async ({ request }) => {
  await request.delete('/api/sandbox/clock');
});

test('Two finance members remit a month to the underwriter: one proposes, the other approves, and the balance is ₦0', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const day0 = await sandboxToday(page);
  const buyer = await signUpByApi(page, 'Rita');
  await buyByApi(page, buyer, 'HTCI');
  const month = day0.slice(0, 7);
  // The 2nd of the next month: the month has ended and its books are kept.
  const after = `${shiftDay(`${month}-01`, 40).slice(0, 7)}-02`;
  await moveDays(page, Math.round((Date.parse(after) - Date.parse(day0)) / 86_400_000));

  const makerContext = await browser.newContext({ baseURL });
  const maker = await makerContext.newPage();
  await signInStaff(maker, await newStaff(maker, 'finance', 'Mira Maker'));
  await maker.goto('/admin/finance');
  // The page is the browser's once its first figures are in (the statement of the month before
  // the browser's own today): then the month is chosen.
  await expect(maker.getByTestId('statement-balance')).toBeVisible();
  await maker.getByLabel('Statement month').fill(month);
  const statement = maker.getByTestId('statement');
  await expect(statement.getByRole('row', { name: /Gross premium written/ })).toBeVisible();
  await expect(maker.getByTestId('statement-balance')).not.toHaveText('₦0');
  await expectNoAxeViolations(maker, 'the statement of account');
  await maker.getByRole('button', { name: /^Propose (remitting|calling) ₦/ }).click();
  await expect(
    maker.getByText(new RegExp(`for ${month} proposed\\. Another finance member approves it\\.`)),
  ).toBeVisible();
  await expect(
    maker
      .getByRole('region', { name: `Remittances for ${month}` })
      .getByText('You proposed this: another finance member approves it.'),
  ).toBeVisible();

  const checkerContext = await browser.newContext({ baseURL });
  const checker = await checkerContext.newPage();
  await signInStaff(checker, await newStaff(checker, 'finance', 'Chidi Checker'));
  await checker.goto('/admin/finance');
  await expect(checker.getByTestId('statement-balance')).toBeVisible();
  const queue = checker.getByRole('region', { name: 'Items waiting for finance' });
  await queue.getByRole('button', { name: `Approve the remittance ${month}` }).click();
  await expect(checker.getByText('The remittance is approved and posted.')).toBeVisible();
  await checker.getByLabel('Statement month').fill(month);
  await expect(checker.getByTestId('statement-balance')).toHaveText('₦0');

  // The proposer sees the same.
  await maker.reload();
  await expect(maker.getByTestId('statement-balance')).toBeVisible();
  await maker.getByLabel('Statement month').fill(month);
  await expect(maker.getByTestId('statement-balance')).toHaveText('₦0');
  await makerContext.close();
  await checkerContext.close();
});
