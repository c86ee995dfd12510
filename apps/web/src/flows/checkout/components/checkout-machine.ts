import type { TransferOption } from '@alaafia/domain';
import type { IssuedPolicy } from '../api/confirm-card-payment';
import type { TransferQuote } from '../api/create-transfer-payment-reference';
import type { PaymentReference } from '../api/get-payment-reference';
import type { CartProduct } from '../api/save-cart';
import { paymentAlerts, type PaymentAlertKey } from './payment-alerts';
import type { ProviderResult } from './paystack-inline';

/**
 * The checkout as an explicit state machine (issue 14): every step a payment can be in, and the one
 * reducer that moves between them. It does no I/O: use-checkout.ts runs the calls (TanStack Query
 * mutations) and the provider, and dispatches what they answered.
 *
 *   idle ─start─▶ consent ─accept─▶ preparing ─card quote─▶ provider ─success─▶ confirming ─▶ done
 *                    │                  │      └transfer quote─▶ transfer ─found─▶ done
 *                    └decline─▶ done    └fail / already paid─▶ done
 *
 * A reference the server already made (renewal, card replacement) starts at `provider`.
 */

/** What the flow is buying: its cart, and what the payment record carries. */
export type CheckoutRequest = {
  products: CartProduct[];
  /** The price the flow shows (the server reprices; sent as the spec's cart payload does). */
  planPrice?: number | null;
  /** The income plan's payout, for the payment record. */
  planValue?: number | null;
  referralCode?: string | null;
  /**
   * The terms-and-privacy box was ticked where the payment method was chosen (PaymentMethodModal).
   * Without it the checkout asks for it first, in its own dialog.
   */
  acceptTerms?: boolean;
};

export type CheckoutOutcome =
  | { status: 'paid'; policies: IssuedPolicy[] }
  /** 409 'You already paid for this product': the HealthCash flow renews instead. */
  | { status: 'already-paid'; message: string }
  | { status: 'cancelled' | 'failed' | 'unresolved' | 'busy' };

/** payQuote's outcome: `result` is what the finishing call answered; `error` why it failed. */
export type QuoteOutcome<T> =
  | { status: 'paid'; result: T }
  | { status: 'unresolved'; error: unknown }
  | { status: 'cancelled' | 'failed' | 'busy' };

export type CheckoutAlert = (typeof paymentAlerts)[PaymentAlertKey];

/** One payment, from the button to its outcome. */
export type CheckoutRun =
  | { kind: 'card'; request: CheckoutRequest }
  | { kind: 'transfer'; request: CheckoutRequest; option: TransferOption }
  /** A card reference the server already made (renew-policy's 'payment_required'). */
  | { kind: 'reference'; request: CheckoutRequest; quote: PaymentReference }
  /** A card reference for something other than a policy; `finish` has the server verify it. */
  | { kind: 'quote'; quote: PaymentReference; finish: (reference: string) => Promise<unknown> };

export type RunOutcome = CheckoutOutcome | QuoteOutcome<unknown>;

type TransferStep = {
  step: 'transfer';
  run: CheckoutRun;
  quote: TransferQuote;
  /** 'I have sent the money' (or 'Check again') is being checked with the server. */
  confirming: boolean;
  simulating: boolean;
  simulated: boolean;
  /** Pressed and not arrived yet: the pending view, which keeps checking by itself. */
  waiting: boolean;
  /** The server answered something other than 'not arrived yet' (a failed or wrong payment). */
  unresolved: boolean;
};

export type CheckoutStep =
  | { step: 'idle' }
  | { step: 'consent'; run: CheckoutRun }
  | { step: 'preparing'; run: CheckoutRun }
  /** At the provider: the sandbox dialog or Paystack's popup. */
  | { step: 'provider'; run: CheckoutRun; quote: PaymentReference; charging: boolean }
  /** The post-payment call: the server verifies the reference and issues the policies. */
  | { step: 'confirming'; run: CheckoutRun; quote: PaymentReference }
  | TransferStep
  | { step: 'done'; outcome: RunOutcome };

export type CheckoutState = {
  current: CheckoutStep;
  /** The page's payment alert (the spec's words). */
  alert: CheckoutAlert | null;
  /** The terms-and-privacy box was ticked in this checkout: not asked again on the next try. */
  consented: boolean;
};

export type CheckoutEvent =
  | { type: 'start'; run: CheckoutRun }
  | { type: 'consent.accepted' }
  | { type: 'consent.declined' }
  | { type: 'prepare.failed' }
  | { type: 'prepare.already-paid'; message: string }
  | { type: 'quoted.card'; quote: PaymentReference }
  | { type: 'quoted.transfer'; quote: TransferQuote }
  | { type: 'provider.charging' }
  | { type: 'provider.result'; result: ProviderResult }
  | { type: 'confirm.paid'; result: unknown }
  | { type: 'confirm.failed'; error: unknown }
  | { type: 'transfer.check' }
  | { type: 'transfer.not-yet' }
  | { type: 'transfer.failed' }
  | { type: 'transfer.simulate' }
  | { type: 'transfer.simulated'; ok: boolean }
  | { type: 'transfer.close' }
  | { type: 'alert.dismiss' };

export const initialCheckoutState: CheckoutState = {
  current: { step: 'idle' },
  alert: null,
  consented: false,
};

/** Card and transfer runs create a reference, so they need the consent; the others already have one. */
export function needsConsent(run: CheckoutRun, consented: boolean): boolean {
  if (run.kind !== 'card' && run.kind !== 'transfer') return false;
  return !consented && run.request.acceptTerms !== true;
}

/** True from the button until the payment ends: its loading and disabled state. */
export function isBusy(current: CheckoutStep): boolean {
  return current.step !== 'idle' && current.step !== 'done';
}

function afterConsent(run: CheckoutRun): CheckoutStep {
  if (run.kind === 'card' || run.kind === 'transfer') return { step: 'preparing', run };
  return { step: 'provider', run, quote: run.quote, charging: false };
}

function paidOutcome(run: CheckoutRun, result: unknown): RunOutcome {
  return run.kind === 'quote'
    ? { status: 'paid', result }
    : { status: 'paid', policies: result as IssuedPolicy[] };
}

const alertOf = (key: PaymentAlertKey) => paymentAlerts[key];

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const { current } = state;
  const done = (outcome: RunOutcome, alert: PaymentAlertKey | null): CheckoutState => ({
    ...state,
    current: { step: 'done', outcome },
    alert: alert ? alertOf(alert) : null,
  });

  switch (event.type) {
    case 'start': {
      if (isBusy(current)) return state;
      const { run } = event;
      const tickedWithMethod =
        (run.kind === 'card' || run.kind === 'transfer') && run.request.acceptTerms === true;
      return {
        current: needsConsent(run, state.consented) ? { step: 'consent', run } : afterConsent(run),
        alert: null,
        consented: state.consented || tickedWithMethod,
      };
    }
    case 'consent.accepted':
      if (current.step !== 'consent') return state;
      return { ...state, current: afterConsent(current.run), consented: true };
    case 'consent.declined':
      if (current.step !== 'consent') return state;
      return done({ status: 'cancelled' }, null);
    case 'prepare.failed':
      if (current.step !== 'preparing') return state;
      return done({ status: 'failed' }, 'failed');
    case 'prepare.already-paid':
      if (current.step !== 'preparing') return state;
      return done({ status: 'already-paid', message: event.message }, null);
    case 'quoted.card':
      if (current.step !== 'preparing') return state;
      return {
        ...state,
        current: { step: 'provider', run: current.run, quote: event.quote, charging: false },
      };
    case 'quoted.transfer':
      if (current.step !== 'preparing') return state;
      return {
        ...state,
        current: {
          step: 'transfer',
          run: current.run,
          quote: event.quote,
          confirming: false,
          simulating: false,
          simulated: false,
          waiting: false,
          unresolved: false,
        },
      };
    case 'provider.charging':
      if (current.step !== 'provider') return state;
      return { ...state, current: { ...current, charging: true } };
    case 'provider.result':
      if (current.step !== 'provider') return state;
      if (event.result === 'success') {
        return {
          ...state,
          current: { step: 'confirming', run: current.run, quote: current.quote },
        };
      }
      return event.result === 'cancelled'
        ? done({ status: 'cancelled' }, 'cancelled')
        : done({ status: 'failed' }, 'failed');
    case 'confirm.paid':
      if (current.step !== 'confirming' && current.step !== 'transfer') return state;
      return done(paidOutcome(current.run, event.result), 'success');
    case 'confirm.failed':
      if (current.step !== 'confirming') return state;
      return done(
        current.run.kind === 'quote'
          ? { status: 'unresolved', error: event.error }
          : { status: 'unresolved' },
        'unresolved',
      );
    case 'transfer.check':
      if (current.step !== 'transfer') return state;
      return { ...state, current: { ...current, confirming: true, unresolved: false } };
    case 'transfer.not-yet':
      if (current.step !== 'transfer') return state;
      return { ...state, current: { ...current, confirming: false, waiting: true } };
    case 'transfer.failed':
      if (current.step !== 'transfer') return state;
      return {
        ...state,
        current: { ...current, confirming: false, waiting: false, unresolved: true },
      };
    case 'transfer.simulate':
      if (current.step !== 'transfer') return state;
      return { ...state, current: { ...current, simulating: true } };
    case 'transfer.simulated':
      if (current.step !== 'transfer') return state;
      return {
        ...state,
        current: { ...current, simulating: false, simulated: event.ok },
        alert: event.ok ? state.alert : alertOf('failed'),
      };
    case 'transfer.close':
      if (current.step !== 'transfer') return state;
      // Waiting: the money may still arrive (the server keeps checking and tells them). Told it
      // failed: that was said in the details. Neither: they closed without paying.
      if (current.waiting) return done({ status: 'unresolved' }, 'pending');
      if (current.unresolved) return done({ status: 'unresolved' }, null);
      return done({ status: 'cancelled' }, 'cancelled');
    case 'alert.dismiss':
      return { ...state, alert: null };
  }
}
