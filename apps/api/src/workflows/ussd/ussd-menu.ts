import {
  BVN_LENGTH,
  formatCalendarDate,
  formatNaira,
  isPhoneOnlyEmail,
  koboToNaira,
  lagosDate,
  maskPhoneNumber,
  NIN_LENGTH,
  PRODUCT_LINES,
  USSD_BANKS,
  USSD_CLAIM_EVENTS,
  isUssdClaimProduct,
  type UssdClaimProduct,
  USSD_PIN_LOCK_MINUTES,
  USSD_SCREEN_MAX,
  ussdDate,
  ussdName,
  ussdPinProblem,
  type ProductUid,
  type UssdTexts,
} from '@alaafia/domain';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@alaafia/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  findPlansWithProducts,
  listProductsWithPlans,
} from '../../modules/catalogue/products/index.js';
import { claimLimits, listOwnClaims } from '../../modules/cover/claims/index.js';
import { findMemberOfCustomer } from '../../modules/cover/members/index.js';
import { listPolicies, toPolicyAnswer } from '../../modules/cover/policies/index.js';
import {
  findCustomerById,
  findCustomerByPhone,
  updateCustomerProfile,
  type CustomerRow,
} from '../../modules/customers/customers/index.js';
import {
  checkUssdPin,
  hasUssdPin,
  openPhoneOnlyAccount,
  setUssdPinHash,
} from '../../modules/identity/auth/index.js';
import { createKycService, kycDepsOf } from '../../modules/identity/kyc/index.js';
import { notify } from '../../modules/platform/messaging/index.js';
import { raiseWorkItem } from '../../modules/platform/work-queue/index.js';
import { saveCart } from '../../modules/sales/carts/index.js';
import { renewByUssd } from '../../modules/sales/billing/index.js';
import { activeProductUids, createPaymentsService } from '../../modules/sales/payments/index.js';
import { ussdTextsIn } from './ussd-texts.js';

/*
 * The USSD menus (issue 41; docs/business-rules.md, 'USSD'): each screen is what it shows and what
 * an answer does. The channel is a door onto the modules' own use cases (sign-up, the identity
 * check, checkout, cover answers, claims): no rule of the business lives here. Every word on a
 * screen is the catalogue's `ussd` namespace (packages/domain/src/ussd-copy.ts puts each screen
 * together), in the session's language: the account's, or the one the caller chose on Language.
 */

export type UssdScreenKey =
  | 'menu'
  | 'pin'
  | 'cover'
  | 'cover-detail'
  | 'language'
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
  | 'pay'
  | 'pay-bank'
  | 'claim-product'
  | 'claim-what'
  | 'claim-date'
  | 'claim-confirm';

type Data = Record<string, string | number | boolean | null>;

/** Where a caller is: the screen, what it needs, the screens before it (for `0`), the language. */
export interface UssdState {
  screen: UssdScreenKey;
  data: Data;
  stack: { screen: UssdScreenKey; data: Data }[];
  lang: Language;
  /** The PIN was right in this session. */
  pinOk: boolean;
  customerId: number | null;
  phone: string;
}

export type UssdStep =
  | { kind: 'con'; state: UssdState; notice?: string }
  | { kind: 'end'; state: UssdState; text: string };

/** What an answer leads to: another screen, the same one with a line above it, or the end. */
type Next =
  | {
      go: UssdScreenKey;
      data?: Data;
      replace?: boolean;
      patch?: Partial<UssdState>;
      notice?: string;
    }
  | { again: string; patch?: Partial<UssdState>; data?: Data }
  | { end: string; patch?: Partial<UssdState> };

interface Screen {
  show(io: MenuIo, st: UssdState, t: UssdTexts): Promise<string>;
  answer(io: MenuIo, st: UssdState, input: string, t: UssdTexts): Promise<Next>;
}

interface MenuIo {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** Reads made once per request (the caller's account and policies), whichever screen asks. */
  memo?: Map<string, Promise<unknown>>;
}

function once<T>(io: MenuIo, key: string, read: () => Promise<T>): Promise<T> {
  io.memo ??= new Map();
  if (!io.memo.has(key)) io.memo.set(key, read());
  return io.memo.get(key) as Promise<T>;
}

const today = (io: MenuIo) => lagosDate(io.ctx.now());
const nairaOf = (kobo: number) => formatNaira(koboToNaira(kobo)).replace('₦', 'N');
const productName = (uid: string) => PRODUCT_LINES[uid as ProductUid] ?? uid;
const shortDate = (day: string) => formatCalendarDate(day);

async function customerOf(io: MenuIo, st: UssdState): Promise<CustomerRow | null> {
  const id = st.customerId;
  if (id === null) return null;
  return once(io, `customer:${id}`, () => findCustomerById(io.ctx.database.db, id));
}

async function policiesOf(io: MenuIo, customerId: number) {
  const rows = await once(io, `policies:${customerId}`, () =>
    listPolicies(io.ctx.database.db, customerId),
  );
  const day = today(io);
  // The latest policy of each product (an older, ended one of the same product is history).
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.product.uid, row);
  return [...latest.values()].map((row) => ({ row, answer: toPolicyAnswer(row, day) }));
}

/**
 * Reads need the PIN where one is set; what moves money or changes data needs one (a customer with
 * none sets it on the web first).
 */
async function behindPin(
  io: MenuIo,
  st: UssdState,
  t: UssdTexts,
  to: UssdScreenKey,
  need: 'read' | 'write',
): Promise<Next> {
  if (st.pinOk || st.customerId === null) return { go: to };
  if (await hasUssdPin(io.ctx.database.db, st.customerId))
    return { go: 'pin', data: { after: to } };
  if (need === 'write') return { end: t.pinNotSet };
  return { go: to };
}

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
export const callBackSubject = (phone: string) => `callback:${phone}`;

/**
 * The policies a claim can be reported for by USSD: HealthCash and income protection, whatever
 * their status now (cover on the day it happened is checked when the claim is made).
 */
async function claimablePolicies(io: MenuIo, customerId: number) {
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
async function startPurchase(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
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

export const SCREENS: Record<UssdScreenKey, Screen> = {
  'claim-product': {
    async show(io, st, t) {
      const policies = await claimablePolicies(io, st.customerId!);
      return t.claimProduct(policies.map(({ row }) => productName(row.product.uid)));
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
        product: choice ? productName(choice.product) : '',
        event: choice ? t.claimEvent(choice.event) : '',
        date: shortDate(String(st.data.date ?? '')),
      });
    },
    async answer(io, st, input, t) {
      if (input !== '1') return { again: t.invalidChoice };
      return reportClaim(io, st, t);
    },
  },

  pay: {
    async show(io, st, t) {
      const due = await duePolicies(io, st.customerId!);
      if (due.length === 0) return t.payNothingDue;
      return t.payChoose(
        due.map(({ row }) => ({
          product: productName(row.product.uid),
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
          product: productName(row.product.uid),
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
        product: productName(row.product.uid),
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
        const charge = await createPaymentsService(io.ctx).ussdReference(customerId, bank.type, {
          ip: null,
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

/** How far ahead a coming premium can be paid by USSD. */
const PAY_AHEAD_DAYS = 14;

/**
 * What the customer can pay now: a policy whose premium is overdue or that is paused for it, or
 * whose next payment falls within PAY_AHEAD_DAYS (a policy paused for identity is not paid here).
 */
async function duePolicies(io: MenuIo, customerId: number) {
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

async function claimStatus(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const claims = await listOwnClaims(io.ctx, st.customerId!);
  if (claims.length === 0) return { end: t.claimStatusNone };
  return {
    end: t.claimStatusList(
      claims.slice(0, 4).map((c) => ({ number: c.claim_number, status: t.claimStatus(c.status) })),
    ),
  };
}

async function myHospital(io: MenuIo, st: UssdState, t: UssdTexts): Promise<Next> {
  const member = await findMemberOfCustomer(io.ctx.database.db, st.customerId!);
  if (!member || !member.hospitalName) return { end: t.hospitalNone };
  return { end: t.hospital({ hospital: member.hospitalName, memberNumber: member.memberNumber }) };
}

/** The first state of a session: the main menu, for the caller's account if the number has one. */
export async function firstState(io: MenuIo, phone: string): Promise<UssdState> {
  const customer = await findCustomerByPhone(io.ctx.database.db, phone);
  // The first screen reads the same account: once.
  if (customer) void once(io, `customer:${customer.id}`, () => Promise.resolve(customer));
  return {
    screen: 'menu',
    data: {},
    stack: [],
    // The account's language; a number without one reads English until the caller chooses.
    lang: customer?.language ?? 'en',
    pinOk: false,
    customerId: customer?.id ?? null,
    phone,
  };
}

const mainMenu = (st: UssdState): UssdState => ({ ...st, screen: 'menu', data: {}, stack: [] });

/** One answer on the current screen: back, main menu, or the screen's own answer. */
export async function step(io: MenuIo, st: UssdState, input: string): Promise<UssdStep> {
  const t = ussdTextsIn(st.lang);
  if (input === '00') return { kind: 'con', state: mainMenu(st) };
  if (input === '0') {
    const previous = st.stack.at(-1);
    if (!previous) return { kind: 'con', state: mainMenu(st) };
    return {
      kind: 'con',
      state: { ...st, screen: previous.screen, data: previous.data, stack: st.stack.slice(0, -1) },
    };
  }
  const next = await SCREENS[st.screen].answer(io, st, input, t);
  const patched = { ...st, ...(next.patch ?? {}) };
  if ('end' in next) return { kind: 'end', state: patched, text: next.end };
  if ('again' in next) {
    return {
      kind: 'con',
      state: next.data ? { ...patched, data: next.data } : patched,
      notice: next.again,
    };
  }
  const stack = next.replace
    ? patched.stack
    : [...patched.stack, { screen: st.screen, data: st.data }];
  return {
    kind: 'con',
    state: { ...patched, screen: next.go, data: next.data ?? {}, stack },
    ...(next.notice ? { notice: next.notice } : {}),
  };
}

/** The text of a state's screen (a notice line above it), with the back hint under it. */
export async function render(io: MenuIo, st: UssdState, notice?: string): Promise<string> {
  const t = ussdTextsIn(st.lang);
  const body = await SCREENS[st.screen].show(io, st, t);
  const hint = st.screen === 'menu' ? '' : `\n${t.backHint}`;
  // The notice above the screen when both fit; the notice alone (it says what to do) otherwise.
  const both = notice ? `${notice}\n${body}${hint}` : `${body}${hint}`;
  if (!notice || [...both].length <= USSD_SCREEN_MAX - 4) return both;
  return `${notice}${hint}`;
}
