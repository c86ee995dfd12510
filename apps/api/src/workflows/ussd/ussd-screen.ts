/**
 * What every USSD screen is built from (docs/business-rules.md, 'USSD'): the session's state, what
 * an answer leads to, a screen's shape, and the reads screens share (made once per request). The
 * screens are in ussd-*-screens.ts, the engine that runs them in ussd-menu.ts.
 */
import {
  formatCalendarDate,
  formatNaira,
  koboToNaira,
  lagosDate,
  PRODUCT_LINES,
  type ProductUid,
  type UssdTexts,
} from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listPolicies, toPolicyAnswer } from '../../modules/cover/policies/index.js';
import { findCustomerById, type CustomerRow } from '../../modules/customers/customers/index.js';
import { hasUssdPin } from '../../modules/identity/auth/index.js';

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

export type Data = Record<string, string | number | boolean | null>;

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
export type Next =
  | {
      go: UssdScreenKey;
      data?: Data;
      replace?: boolean;
      patch?: Partial<UssdState>;
      notice?: string;
    }
  | { again: string; patch?: Partial<UssdState>; data?: Data }
  | { end: string; patch?: Partial<UssdState> };

export interface Screen {
  show(io: MenuIo, st: UssdState, t: UssdTexts): Promise<string>;
  answer(io: MenuIo, st: UssdState, input: string, t: UssdTexts): Promise<Next>;
}

export interface MenuIo {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** Reads made once per request (the caller's account and policies), whichever screen asks. */
  memo?: Map<string, Promise<unknown>>;
}

export function once<T>(io: MenuIo, key: string, read: () => Promise<T>): Promise<T> {
  io.memo ??= new Map();
  if (!io.memo.has(key)) io.memo.set(key, read());
  return io.memo.get(key) as Promise<T>;
}

export const today = (io: MenuIo) => lagosDate(io.ctx.now());
export const nairaOf = (kobo: number) => formatNaira(koboToNaira(kobo)).replace('₦', 'N');
/** A product's English name, for the staff's words (a screen says `t.product(uid)`). */
export const productName = (uid: string) => PRODUCT_LINES[uid as ProductUid] ?? uid;
export const shortDate = (day: string) => formatCalendarDate(day);

/** Some of the screens, by their keys (each group's file gives its own). */
export type Screens<K extends UssdScreenKey> = Record<K, Screen>;

export async function customerOf(io: MenuIo, st: UssdState): Promise<CustomerRow | null> {
  const id = st.customerId;
  if (id === null) return null;
  return once(io, `customer:${id}`, () => findCustomerById(io.ctx.database.db, id));
}

export async function policiesOf(io: MenuIo, customerId: number) {
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
export async function behindPin(
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
