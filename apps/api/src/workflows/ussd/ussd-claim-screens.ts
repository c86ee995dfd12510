/**
 * The USSD claim screens (docs/business-rules.md, 'USSD'): reporting a claim (the product, what
 * happened, the day, the confirmation) and the status of the caller's claims.
 */
import {
  isUssdClaimProduct,
  maskPhoneNumber,
  USSD_CLAIM_EVENTS,
  ussdDate,
  type UssdClaimProduct,
  type UssdTexts,
} from '@alaafia/domain';
import { listOwnClaims } from '../../modules/cover/claims/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { raiseWorkItem } from '../../modules/platform/work-queue/index.js';
import { ussdTextsIn } from './ussd-texts.js';
import {
  policiesOf,
  productName,
  shortDate,
  today,
  type MenuIo,
  type Next,
  type Screens,
  type UssdState,
} from './ussd-screen.js';

/**
 * The policies a claim can be reported for by USSD: HealthCash and income protection, whatever
 * their status now (cover on the day it happened is checked when the claim is made).
 */
export async function claimablePolicies(io: MenuIo, customerId: number) {
  return (await policiesOf(io, customerId)).filter(({ row }) =>
    isUssdClaimProduct(row.product.uid),
  );
}

/** The product and event the caller chose, from the screen's data. */
function claimChoice(st: UssdState): { product: UssdClaimProduct; event: string } | null {
  const product = String(st.data.product ?? '');
  if (!isUssdClaimProduct(product)) return null;
  const events: readonly string[] = USSD_CLAIM_EVENTS[product];
  const event = String(st.data.event ?? '');
  return { product, event: events.includes(event) ? event : '' };
}

/**
 * Reports the claim (docs/business-rules.md, 'USSD'): every claim needs its documents, which a
 * keypad cannot send, so the report is a `claim.reported` item for the support team with what the
 * caller said (one per customer, event and day), and an SMS tells the caller what the claim needs
 * and where to make it; both in one transaction.
 */
async function reportClaim(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const choice = claimChoice(st);
  const day = String(st.data.date ?? '');
  const customerId = st.customerId!;
  // The session's own sealed data: a report needs all three answers.
  if (!choice || choice.event === '' || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    return { end: t.unavailable };
  const now = io.ctx.now();
  const english = ussdTextsIn('en');
  const product = productName(choice.product);
  await io.ctx.database.db.transaction(async (tx) => {
    await raiseWorkItem(tx, {
      kind: 'claim.reported',
      subject: `ussd-claim:${customerId}:${choice.event}:${day}`,
      customerId,
      transactionReference: `USSD-CLAIM-${now.getTime()}`,
      amountKobo: null,
      note: `Claim reported by USSD: ${product}, ${english.claimEvent(choice.event)}, on ${day}. Call ${st.phone} back and help them make the claim with its documents.`,
      now,
    });
    await notify(tx, {
      customerId,
      event: 'ussd.claim-reported',
      key: `ussd-claim:${customerId}:${choice.event}:${day}:${now.toISOString()}`,
      params: {
        event: choice.event,
        date: shortDate(day),
        product,
        link: io.ctx.config.appUrl,
      },
      at: now,
    });
  });
  return { end: t.claimReported(maskPhoneNumber(st.phone)) };
}

export async function claimStatus(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const claims = await listOwnClaims(io.ctx, st.customerId!);
  if (claims.length === 0) return { end: t.claimStatusNone };
  return {
    end: t.claimStatusList(
      claims.slice(0, 4).map((c) => ({ number: c.claim_number, status: t.claimStatus(c.status) })),
    ),
  };
}

export const claimScreens: Screens<
  'claim-product' | 'claim-what' | 'claim-date' | 'claim-confirm'
> = {
  'claim-product': {
    async show(io, st, t) {
      const policies = await claimablePolicies(io, st.customerId!);
      return t.claimProduct(policies.map(({ row }) => t.product(row.product.uid)));
    },
    async answer(io, st, input, t) {
      const chosen = (await claimablePolicies(io, st.customerId!))[Number(input) - 1];
      if (!/^\d$/.test(input) || !chosen) return { again: t.invalidChoice };
      return { go: 'claim-what', data: { product: chosen.row.product.uid } };
    },
  },

  'claim-what': {
    async show(_io, st, t) {
      const choice = claimChoice(st);
      return t.claimWhat(choice ? USSD_CLAIM_EVENTS[choice.product].map(t.claimEvent) : []);
    },
    async answer(_io, st, input, t) {
      const choice = claimChoice(st);
      const event = choice ? USSD_CLAIM_EVENTS[choice.product][Number(input) - 1] : undefined;
      if (!/^\d$/.test(input) || !event) return { again: t.invalidChoice };
      return { go: 'claim-date', data: { ...st.data, event } };
    },
  },

  'claim-date': {
    show: async (_io, _st, t) => t.claimWhen,
    async answer(io, st, input, t) {
      const day = ussdDate(input);
      if (!day || day < '1900-01-01') return { again: t.claimDateBad };
      if (day > today(io)) return { again: t.claimDateFuture };
      return { go: 'claim-confirm', data: { ...st.data, date: day } };
    },
  },

  'claim-confirm': {
    async show(_io, st, t) {
      const choice = claimChoice(st);
      return t.claimConfirm({
        product: choice ? t.product(choice.product) : '',
        event: choice ? t.claimEvent(choice.event) : '',
        date: shortDate(String(st.data.date ?? '')),
      });
    },
    async answer(io, st, input, t) {
      if (input !== '1') return { again: t.invalidChoice };
      return reportClaim(io, st, t);
    },
  },
};
