/**
 * The USSD Pay screens (issue 41; docs/business-rules.md, 'USSD'): a due premium paid by the
 * caller's bank USSD code (billing's renewByUssd).
 */
import { USSD_BANKS } from '@alaafia/domain';
import { HttpError } from '../../lib/http-errors.js';
import { renewByUssd } from '../../modules/sales/billing/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { nairaOf, policiesOf, today, type MenuIo, type Screens } from './ussd-screen.js';

/** How far ahead a coming premium can be paid by USSD. */
const PAY_AHEAD_DAYS = 14;

/**
 * What the customer can pay now: a policy whose premium is overdue or that is paused for it, or
 * whose next payment falls within PAY_AHEAD_DAYS (a policy paused for identity is not paid here).
 */
export async function duePolicies(io: MenuIo, customerId: number) {
  const day = today(io);
  const ahead = new Date(`${day}T12:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + PAY_AHEAD_DAYS);
  const horizon = ahead.toISOString().slice(0, 10);
  return (await policiesOf(io, customerId)).filter(({ row, answer }) => {
    if (row.policy.status === 'paused') return row.policy.pauseReason !== 'verification';
    if (answer.payment_state === 'overdue') return true;
    return (
      row.policy.status === 'active' &&
      answer.next_payment_date !== null &&
      answer.next_payment_date <= horizon
    );
  });
}

export const payScreens: Screens<'pay' | 'pay-bank'> = {
  pay: {
    async show(io, st, t) {
      const due = await duePolicies(io, st.customerId!);
      if (due.length === 0) return t.payNothingDue;
      return t.payChoose(
        due.map(({ row }) => ({
          product: t.product(row.product.uid),
          amount: nairaOf(row.policy.premiumKobo),
        })),
      );
    },
    async answer(io, st, input, t) {
      const due = await duePolicies(io, st.customerId!);
      const chosen = due[Number(input) - 1];
      if (!/^\d$/.test(input) || !chosen) return { again: t.invalidChoice };
      return { go: 'pay-bank', data: { policyId: chosen.row.policy.id } };
    },
  },

  'pay-bank': {
    async show(io, st, t) {
      const due = await duePolicies(io, st.customerId!);
      const chosen = due.find(({ row }) => row.policy.id === st.data.policyId);
      return t.bankChoose(chosen ? nairaOf(chosen.row.policy.premiumKobo) : '');
    },
    async answer(io, st, input, t) {
      const bank = USSD_BANKS[Number(input) - 1];
      if (!/^\d$/.test(input) || !bank) return { again: t.invalidChoice };
      const due = await duePolicies(io, st.customerId!);
      const chosen = due.find(({ row }) => row.policy.id === st.data.policyId);
      if (!chosen) return { end: t.payNothingDue };
      try {
        const charge = await renewByUssd(io.ctx, chosen.row.policy, bank.type);
        const amount = nairaOf(charge.amountKobo);
        await notify(io.ctx.database.db, {
          customerId: st.customerId!,
          event: 'ussd.pay-code',
          key: charge.reference,
          params: { code: charge.ussdCode, amount, product: chosen.row.product.title },
          at: io.ctx.now(),
        });
        return { end: t.bankDial({ code: charge.ussdCode, amount }) };
      } catch (error) {
        if (error instanceof HttpError) {
          io.log.warn({ status: error.statusCode }, 'ussd: bank USSD renewal not started');
          return { end: t.bankUnavailable };
        }
        throw error;
      }
    },
  },
};
