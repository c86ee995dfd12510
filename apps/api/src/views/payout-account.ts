import type { ClaimPayoutAccountAnswer } from '@alaafia/domain';
import type { AppContext } from '../app-context.js';
import { payoutAccountOnFile } from '../modules/cover/claims/index.js';
import { verifiedBankAccountOf } from '../modules/identity/kyc/index.js';

/**
 * The payout account the claim form is prefilled with (issue 38; docs/business-rules.md, 'Claims'):
 * the account of the customer's latest claim (their last choice), else the bank account their
 * identity check verified. A read across claims and kyc, hence a view. Nothing is filed from it:
 * the form confirms the account by its name again, and filing checks it once more.
 */
export async function payoutAccountOf(
  ctx: AppContext,
  customerId: number,
): Promise<ClaimPayoutAccountAnswer> {
  const onFile = await payoutAccountOnFile(ctx, customerId);
  if (onFile)
    return { bank_code: onFile.bankCode, account_number: onFile.accountNumber, source: 'claim' };
  const verified = await verifiedBankAccountOf(ctx, customerId);
  if (verified)
    return {
      bank_code: verified.bankCode,
      account_number: verified.accountNumber,
      source: 'identity_check',
    };
  return null;
}
