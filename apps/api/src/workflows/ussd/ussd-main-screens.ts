/**
 * The USSD main menu and the screens it opens itself (docs/business-rules.md, 'USSD'): the PIN,
 * My cover, Language, and the answers that end the session there (products by SMS, a call back, the
 * caller's hospital). Buying, paying and claiming are their own groups' screens.
 */
import { maskPhoneNumber, USSD_PIN_LOCK_MINUTES, type UssdTexts } from '@alaafia/domain';
import { LANGUAGE_NAMES, LANGUAGES } from '@alaafia/i18n';
import { claimLimits } from '../../modules/cover/claims/index.js';
import { findMemberOfCustomer } from '../../modules/cover/members/index.js';
import { updateCustomerProfile } from '../../modules/customers/customers/index.js';
import { checkUssdPin } from '../../modules/identity/auth/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { raiseWorkItem } from '../../modules/platform/work-queue/index.js';
import { startPurchase } from './ussd-buy-screens.js';
import { claimablePolicies, claimStatus } from './ussd-claim-screens.js';
import { duePolicies } from './ussd-pay-screens.js';
import {
  behindPin,
  customerOf,
  nairaOf,
  policiesOf,
  shortDate,
  type MenuIo,
  type Next,
  type Screens,
  type UssdScreenKey,
  type UssdState,
} from './ussd-screen.js';

/**
 * The call-back request: in the support team's queue, with the number to call (its subject: one
 * open request per number, a second call updates it).
 */
async function requestCallBack(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const now = io.ctx.now();
  await raiseWorkItem(io.ctx.database.db, {
    kind: 'callback.requested',
    subject: callBackSubject(st.phone),
    customerId: st.customerId,
    transactionReference: `USSD-CALLBACK-${now.getTime()}`,
    amountKobo: null,
    note: `Call back ${st.phone} (asked by USSD${st.customerId === null ? ', no account' : ''}).`,
    now,
  });
  return { end: t.callBackDone(maskPhoneNumber(st.phone)) };
}

/** A call-back item's subject: the number to call (the support screen reads it back). */
const callBackSubject = (phone: string) => `callback:${phone}`;

async function sendProducts(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const now = io.ctx.now();
  await notify(io.ctx.database.db, {
    ...(st.customerId !== null ? { customerId: st.customerId } : { phone: st.phone }),
    event: 'ussd.products',
    key: `${st.phone}:${now.toISOString()}`,
    params: { link: io.ctx.config.appUrl },
    at: now,
  });
  return { end: t.productsSent };
}

async function myHospital(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const member = await findMemberOfCustomer(io.ctx.database.db, st.customerId!);
  if (!member || !member.hospitalName) return { end: t.hospitalNone };
  return { end: t.hospital({ hospital: member.hospitalName, memberNumber: member.memberNumber }) };
}

export const mainScreens: Screens<'menu' | 'pin' | 'cover' | 'cover-detail' | 'language'> = {
  menu: {
    async show(io, st, t) {
      const customer = await customerOf(io, st);
      if (!customer) return t.menuUnknown;
      const policies = await policiesOf(io, customer.id);
      return policies.length > 0
        ? t.menuCustomer(customer.firstName)
        : t.menuNoPolicy(customer.firstName);
    },
    async answer(io, st, input, t) {
      const customer = await customerOf(io, st);
      if (!customer) {
        switch (input) {
          case '1':
            return { go: 'signup-first-name' };
          case '2':
            return sendProducts(io, st, t);
          case '3':
            return requestCallBack(io, st, t);
          case '4':
            return { go: 'language' };
          default:
            return { again: t.invalidChoice };
        }
      }
      const holds = (await policiesOf(io, customer.id)).length > 0;
      if (!holds) {
        switch (input) {
          case '1':
            return startPurchase(io, st, t);
          case '2':
            return sendProducts(io, st, t);
          case '3':
            return requestCallBack(io, st, t);
          case '4':
            return { go: 'language' };
          default:
            return { again: t.invalidChoice };
        }
      }
      switch (input) {
        case '1':
          return behindPin(io, st, t, 'cover', 'read');
        case '2':
          return (await duePolicies(io, customer.id)).length === 0
            ? { end: t.payNothingDue }
            : behindPin(io, st, t, 'pay', 'write');
        case '3':
          // Reporting a claim sends what the caller says to our team: behind the PIN.
          return (await claimablePolicies(io, customer.id)).length === 0
            ? { end: t.claimNone }
            : behindPin(io, st, t, 'claim-product', 'write');
        case '4':
          return behindPin(io, st, t, 'cover', 'read').then((next) =>
            'go' in next && next.go === 'cover'
              ? claimStatus(io, st, t)
              : 'go' in next
                ? { ...next, data: { after: 'claims' } }
                : next,
          );
        case '5':
          return behindPin(io, st, t, 'cover', 'read').then((next) =>
            'go' in next && next.go === 'cover'
              ? myHospital(io, st, t)
              : 'go' in next
                ? { ...next, data: { after: 'hospital' } }
                : next,
          );
        case '6':
          return { go: 'language' };
        case '7':
          return requestCallBack(io, st, t);
        default:
          return { again: t.invalidChoice };
      }
    },
  },

  pin: {
    show: async (_io, _st, t) => t.pinEnter,
    async answer(io, st, input, t) {
      const customerId = st.customerId!;
      const check = await checkUssdPin(
        { db: io.ctx.database.db, passwords: io.ctx.passwords, now: io.ctx.now },
        customerId,
        input,
      );
      const after = String(st.data.after ?? 'menu');
      switch (check.outcome) {
        case 'locked':
          return { end: t.pinLocked(USSD_PIN_LOCK_MINUTES) };
        case 'wrong':
          return { again: t.pinWrong(check.triesLeft) };
        case 'ok':
        case 'none': {
          const patch = { pinOk: true };
          if (after === 'claims') return { ...(await claimStatus(io, st, t)), patch };
          if (after === 'hospital') return { ...(await myHospital(io, st, t)), patch };
          return { go: after as UssdScreenKey, replace: true, patch };
        }
      }
    },
  },

  cover: {
    async show(io, st, t) {
      const policies = await policiesOf(io, st.customerId!);
      if (policies.length === 0) return t.coverNone;
      return t.coverList(
        policies.map(({ row, answer }) => ({
          product: t.product(row.product.uid),
          status: t.policyStatus(answer.status),
          nextPayment: answer.next_payment_date ? shortDate(answer.next_payment_date) : null,
        })),
      );
    },
    async answer(io, st, input, t) {
      const policies = await policiesOf(io, st.customerId!);
      const index = Number(input) - 1;
      if (!/^\d$/.test(input) || !policies[index]) return { again: t.invalidChoice };
      return { go: 'cover-detail', data: { index } };
    },
  },

  'cover-detail': {
    async show(io, st, t) {
      const policies = await policiesOf(io, st.customerId!);
      const chosen = policies[Number(st.data.index)];
      if (!chosen) return t.coverNone;
      const { row, answer } = chosen;
      const limits: string[] = [];
      if (row.product.uid === 'HTCI') {
        const left = await claimLimits(io.ctx, st.customerId!).catch(() => null);
        if (left) {
          limits.push(
            `A&E N${left.benefits.accident_emergency.left.toLocaleString('en-NG')}`,
            `death N${left.benefits.accidental_death.left.toLocaleString('en-NG')}`,
          );
        }
      }
      return t.coverDetail({
        product: t.product(row.product.uid),
        status: t.policyStatus(answer.status),
        nextPayment: answer.next_payment_date ? shortDate(answer.next_payment_date) : null,
        amount: nairaOf(row.policy.premiumKobo),
        memberNumber: row.policy.memberNumber,
        limits,
      });
    },
    answer: async (_io, _st, _input, t) => ({ again: t.invalidChoice }),
  },

  // Each language by its own name; the caller's choice is their account's language too (every
  // message we send them, their pages), as Settings' chooser does (docs/business-rules.md).
  language: {
    show: async (_io, _st, t) => t.languageChoose(LANGUAGES.map((lang) => LANGUAGE_NAMES[lang])),
    async answer(io, st, input, t) {
      const lang = LANGUAGES[Number(input) - 1];
      if (!/^\d$/.test(input) || !lang) return { again: t.invalidChoice };
      if (st.customerId !== null)
        await updateCustomerProfile(
          io.ctx.database.db,
          st.customerId,
          { language: lang },
          io.ctx.now(),
        );
      return { go: 'menu', replace: true, patch: { lang } };
    },
  },
};
