/**
 * Buying HealthCash by USSD (issue 41; docs/business-rules.md, 'USSD'): an account opened by phone
 * (names, date of birth), the identity check (BVN or NIN and the code), the PIN, the terms and the
 * bank whose USSD code pays.
 */
import {
  BVN_LENGTH,
  isPhoneOnlyEmail,
  NIN_LENGTH,
  USSD_BANKS,
  ussdDate,
  ussdName,
  ussdPinProblem,
  type UssdTexts,
} from '@alaafia/domain';
import { HttpError } from '../../lib/http-errors.js';
import {
  findPlansWithProducts,
  listProductsWithPlans,
} from '../../modules/catalogue/products/index.js';
import { findCustomerByPhone } from '../../modules/customers/customers/index.js';
import {
  hasUssdPin,
  openPhoneOnlyAccount,
  setUssdPinHash,
} from '../../modules/identity/auth/index.js';
import { createKycService, kycDepsOf } from '../../modules/identity/kyc/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { saveCart } from '../../modules/sales/carts/index.js';
import { activeProductUids, createPaymentsService } from '../../modules/sales/payments/index.js';
import {
  customerOf,
  nairaOf,
  today,
  type MenuIo,
  type Next,
  type Screens,
  type UssdState,
} from './ussd-screen.js';

/** The HealthCash plan on sale (the catalogue's), or null when it is not sold. */
async function healthCashPlan(io: MenuIo) {
  const db = io.ctx.database.db;
  const listed = (await listProductsWithPlans(db)).find((p) => p.uid === 'HTCI' && p.purchasable);
  const planId = listed?.pricing_plans[0]?.id;
  if (planId === undefined) return null;
  const [hit] = await findPlansWithProducts(db, [planId]);
  return hit && hit.plan.active && hit.product.purchasable ? hit : null;
}

/** Buying HealthCash: what is still missing (identity, PIN), then the terms. */
export async function startPurchase(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const customer = await customerOf(io, st);
  if (!customer) return { go: 'signup-first-name' };
  const db = io.ctx.database.db;
  if ((await activeProductUids(db, customer.id, ['HTCI'])).length > 0) {
    return { end: t.alreadyCovered };
  }
  const verified = customer.haveVerifiedBvn || customer.haveVerifiedNin;
  if (!verified) return { go: 'signup-id-type' };
  if (st.pinOk) return { go: 'terms' };
  if (await hasUssdPin(db, customer.id)) return { go: 'pin', data: { after: 'terms' } };
  // An account opened by phone whose PIN was never chosen chooses it here, after its identity
  // check; a web account sets it on the web, where its password proves who asks.
  if (isPhoneOnlyEmail(customer.email)) return { go: 'signup-pin' };
  return { end: t.pinNotSet };
}

/** An identity check's refusal, in the words of the web's check (HttpError's message). */
function kycProblem(error: unknown): string | null {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  if (error instanceof HttpError) return error.message;
  return null;
}

export const buyScreens: Screens<
  | 'signup-first-name'
  | 'signup-last-name'
  | 'signup-dob'
  | 'signup-id-type'
  | 'signup-id-number'
  | 'signup-code'
  | 'signup-pin'
  | 'signup-pin-again'
  | 'terms'
  | 'bank'
> = {
  'signup-first-name': {
    show: async (_io, _st, t) => t.signupFirstName,
    async answer(_io, _st, input, t) {
      const name = ussdName(input);
      if (!name) return { again: t.signupNameBad };
      return { go: 'signup-last-name', data: { firstName: name } };
    },
  },

  'signup-last-name': {
    show: async (_io, _st, t) => t.signupLastName,
    async answer(_io, st, input, t) {
      const name = ussdName(input);
      if (!name) return { again: t.signupNameBad };
      return { go: 'signup-dob', data: { ...st.data, lastName: name } };
    },
  },

  'signup-dob': {
    show: async (_io, _st, t) => t.signupDob,
    async answer(io, st, input, t) {
      const dob = ussdDate(input);
      if (!dob || dob >= today(io) || dob < '1900-01-01') return { again: t.signupDobBad };
      const db = io.ctx.database.db;
      // The number may have found an account since the session began (another session).
      if (await findCustomerByPhone(db, st.phone)) return { end: t.signupHasAccount };
      const customer = await openPhoneOnlyAccount(db, io.ctx.cipher, {
        firstName: String(st.data.firstName),
        lastName: String(st.data.lastName),
        phone: st.phone,
        dob,
        language: st.lang,
        now: io.ctx.now(),
      });
      return { go: 'signup-id-type', data: {}, patch: { customerId: customer.id } };
    },
  },

  'signup-id-type': {
    show: async (_io, _st, t) => t.signupIdType,
    async answer(_io, _st, input, t) {
      if (input === '1') return { go: 'signup-id-number', data: { type: 'BVN' } };
      if (input === '2') return { go: 'signup-id-number', data: { type: 'NIN' } };
      return { again: t.invalidChoice };
    },
  },

  'signup-id-number': {
    show: async (_io, st, t) => t.signupIdNumber(st.data.type === 'NIN' ? 'NIN' : 'BVN'),
    async answer(io, st, input, t) {
      const type = st.data.type === 'NIN' ? 'NIN' : 'BVN';
      const length = type === 'NIN' ? NIN_LENGTH : BVN_LENGTH;
      if (!new RegExp(`^\\d{${length}}$`).test(input)) return { again: t.signupIdNumberBad(type) };
      const kyc = createKycService(kycDepsOf(io.ctx, io.log));
      try {
        const status = await kyc.submitForCode(
          st.customerId!,
          type === 'NIN' ? 'nin' : 'bvn',
          input,
        );
        return { go: 'signup-code', data: { type, phoneHint: status.phone_hint } };
      } catch (error) {
        const problem = kycProblem(error);
        if (problem === null) throw error;
        return { again: t.signupIdProblem(problem) };
      }
    },
  },

  'signup-code': {
    show: async (_io, st, t) => t.signupCode(String(st.data.phoneHint ?? '')),
    async answer(io, st, input, t) {
      if (!/^\d{4}$/.test(input)) return { again: t.signupCodeBad };
      const kyc = createKycService(kycDepsOf(io.ctx, io.log));
      try {
        await kyc.verifyCode(st.customerId!, input);
      } catch (error) {
        const problem = kycProblem(error);
        if (problem === null) throw error;
        return { again: t.signupIdProblem(problem) };
      }
      if (await hasUssdPin(io.ctx.database.db, st.customerId!)) {
        return st.pinOk ? { go: 'terms' } : { go: 'pin', data: { after: 'terms' } };
      }
      return { go: 'signup-pin' };
    },
  },

  'signup-pin': {
    show: async (_io, _st, t) => t.signupPin,
    async answer(io, _st, input, t) {
      const problem = ussdPinProblem(input);
      if (problem === 'format') return { again: t.signupPinBad };
      if (problem === 'weak') return { again: t.signupPinWeak };
      // Only the PIN's hash is kept, even between the two screens.
      return { go: 'signup-pin-again', data: { pinHash: await io.ctx.passwords.hash(input) } };
    },
  },

  'signup-pin-again': {
    show: async (_io, _st, t) => t.signupPinAgain,
    async answer(io, st, input, t) {
      const pinHash = String(st.data.pinHash ?? '');
      if (!(await io.ctx.passwords.verify(pinHash, input))) {
        return { go: 'signup-pin', replace: true, data: {}, notice: t.signupPinMismatch };
      }
      await setUssdPinHash(io.ctx.database.db, st.customerId!, pinHash, io.ctx.now());
      return { go: 'terms', data: {}, patch: { pinOk: true } };
    },
  },

  terms: {
    async show(io, st, t) {
      const offer = await healthCashPlan(io);
      const price = offer ? nairaOf(offer.plan.priceKobo) : '';
      // The short terms go by SMS once per session, when the screen is first shown.
      if (!st.data.termsSent && offer) {
        const now = io.ctx.now();
        await notify(io.ctx.database.db, {
          customerId: st.customerId!,
          event: 'ussd.terms',
          key: `${st.customerId}:${st.phone}:${now.toISOString()}`,
          params: {
            product: offer.product.title,
            price,
            termsUrl: `${io.ctx.config.appUrl}/terms`,
          },
          at: now,
        });
        st.data.termsSent = true;
      }
      return t.signupTerms(price);
    },
    async answer(_io, _st, input, t) {
      if (input !== '1') return { again: t.invalidChoice };
      return { go: 'bank', data: {} };
    },
  },

  bank: {
    async show(io, _st, t) {
      const offer = await healthCashPlan(io);
      return t.bankChoose(offer ? nairaOf(offer.plan.priceKobo) : '');
    },
    async answer(io, st, input, t) {
      const bank = USSD_BANKS[Number(input) - 1];
      if (!/^\d$/.test(input) || !bank) return { again: t.invalidChoice };
      const offer = await healthCashPlan(io);
      if (!offer) return { end: t.bankUnavailable };
      const db = io.ctx.database.db;
      const customerId = st.customerId!;
      await db.transaction((tx) => saveCart(tx, customerId, [offer], io.ctx.now()));
      try {
        // The terms screen was read in the session's language: the consent records it.
        const charge = await createPaymentsService(io.ctx).ussdReference(customerId, bank.type, {
          ip: null,
          language: st.lang,
        });
        const amount = nairaOf(charge.amountKobo);
        const now = io.ctx.now();
        await notify(db, {
          customerId,
          event: 'ussd.pay-code',
          key: charge.reference,
          params: { code: charge.ussdCode, amount, product: offer.product.title },
          at: now,
        });
        return { end: t.bankDial({ code: charge.ussdCode, amount }) };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409)
          return { end: t.alreadyCovered };
        if (error instanceof HttpError) {
          io.log.warn({ status: error.statusCode }, 'ussd: bank USSD charge not started');
          return { end: t.bankUnavailable };
        }
        throw error;
      }
    },
  },
};
