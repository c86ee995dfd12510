/**
 * The USSD menus (issue 41; docs/business-rules.md, 'USSD'): each screen is what it shows and what
 * an answer does; this file runs them (the screens are in ussd-*-screens.ts). The channel is a
 * door onto the modules' own use cases (sign-up, the identity check, checkout, cover answers,
 * claims): no rule of the business lives here. Every word on a screen is the catalogue's `ussd`
 * namespace (packages/domain/src/ussd-copy.ts puts each screen together), in the session's
 * language: the account's, or the one the caller chose on Language.
 */
import { USSD_SCREEN_MAX } from '@alaafia/domain';
import { findCustomerByPhone } from '../../modules/customers/customers/index.js';
import { buyScreens } from './ussd-buy-screens.js';
import { claimScreens } from './ussd-claim-screens.js';
import { mainScreens } from './ussd-main-screens.js';
import { payScreens } from './ussd-pay-screens.js';
import { ussdTextsIn } from './ussd-texts.js';
import {
  once,
  type MenuIo,
  type Screen,
  type UssdScreenKey,
  type UssdState,
  type UssdStep,
} from './ussd-screen.js';

export type { UssdState } from './ussd-screen.js';

/** Every screen, by its key: what it shows and what an answer does (one file per group). */
const SCREENS: Record<UssdScreenKey, Screen> = {
  ...mainScreens,
  ...buyScreens,
  ...payScreens,
  ...claimScreens,
};

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
