import type { AppContext } from '../../../app-context.js';
import { findVerifiedBankAccount } from './kyc.repo.js';

/**
 * The bank account the customer's identity check verified (the check by bank account: the bank
 * answered the account's name and it was the customer's), with that name; null when they proved who
 * they are another way. The payout account form is prefilled from it (issue 38).
 */
export async function verifiedBankAccountOf(
  ctx: AppContext,
  customerId: number,
): Promise<{ bankCode: string; accountNumber: string; accountName: string | null } | null> {
  const row = await findVerifiedBankAccount(ctx.database.db, customerId);
  if (!row?.bankCode) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    bankCode: row.bankCode,
    accountNumber: ctx.cipher.decrypt(row.valueEnc),
    accountName: name || null,
  };
}
