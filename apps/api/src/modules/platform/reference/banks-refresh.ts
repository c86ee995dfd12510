import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { replaceBankList } from './reference.repo.js';

/**
 * The bank list for payouts and account checks (`GET /api/local/banks`, claims' and KYC's bank
 * codes), refreshed daily (the `banks.refresh` job) from the payment provider's List Banks: with
 * Paystack, `GET /bank` for Nigeria in NGN, keeping only the banks that are active and support
 * transfers (`supports_transfer`); the sandbox answers today's list. When the provider cannot be
 * reached, or answers no bank, the list we have stays (today's list, seeded, is the fallback).
 * docs/business-rules.md, 'Payouts: transfers as Paystack defines them'.
 */
export async function refreshBanks(
  ctx: Pick<AppContext, 'database' | 'payments'>,
  log?: FastifyBaseLogger,
): Promise<{ refreshed: boolean; active: number; added: number }> {
  let listed;
  try {
    listed = await ctx.payments.listBanks();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log?.warn({ err: err.message }, 'banks: the provider could not list banks; the list is kept');
    return { refreshed: false, active: 0, added: 0 };
  }
  const transferable = listed.filter((b) => b.active && b.supportsTransfer);
  if (transferable.length === 0) {
    log?.warn('banks: the provider listed no bank that takes transfers; the list is kept');
    return { refreshed: false, active: 0, added: 0 };
  }
  const result = await ctx.database.db.transaction((tx) => replaceBankList(tx, transferable));
  return { refreshed: true, ...result };
}
