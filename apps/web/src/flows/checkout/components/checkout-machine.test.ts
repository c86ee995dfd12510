import { describe, expect, it } from 'vitest';
import type { TransferQuote } from '../api/create-transfer-payment-reference';
import type { PaymentReference } from '../api/get-payment-reference';
import {
  checkoutReducer,
  initialCheckoutState,
  isBusy,
  type CheckoutEvent,
  type CheckoutRun,
  type CheckoutState,
} from './checkout-machine';
import { paymentAlerts } from './payment-alerts';

const request = { products: [{ id: 2, plan_id: 5, price: 1100 }] };
const card: CheckoutRun = { kind: 'card', request };
const quote = { reference: 'ALF-1', provider: 'sandbox' } as PaymentReference;
const transferQuote = { reference: 'ALF-T' } as TransferQuote;

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckoutState) =>
  events.reduce(checkoutReducer, from);

describe('the checkout machine', () => {
  it('When a card payment starts without the box, then it asks for consent; accepted, it prepares, and the box is not asked again', () => {
    const asking = run([{ type: 'start', run: card }]);
    expect(asking.current.step).toBe('consent');
    expect(isBusy(asking.current)).toBe(true);
    const paid = run(
      [
        { type: 'consent.accepted' },
        { type: 'quoted.card', quote },
        { type: 'provider.result', result: 'success' },
        { type: 'confirm.paid', result: [] },
      ],
      asking,
    );
    expect(paid).toEqual({
      current: { step: 'done', outcome: { status: 'paid', policies: [] } },
      alert: paymentAlerts.success,
      consented: true,
    });
    expect(run([{ type: 'start', run: card }], paid).current.step).toBe('preparing');
  });

  it('When the box was ticked in the method modal, then it goes straight to preparing', () => {
    const state = run([
      { type: 'start', run: { kind: 'card', request: { ...request, acceptTerms: true } } },
    ]);
    expect(state.current.step).toBe('preparing');
    expect(state.consented).toBe(true);
  });

  it('When a reference the server made is paid, then no consent is asked: it opens the provider', () => {
    const state = run([{ type: 'start', run: { kind: 'reference', request, quote } }]);
    expect(state.current).toMatchObject({ step: 'provider', charging: false });
  });

  it('When a start arrives while a payment runs, then it is ignored', () => {
    const busy = run([
      { type: 'start', run: { ...card, request: { ...request, acceptTerms: true } } },
    ]);
    expect(run([{ type: 'start', run: { kind: 'reference', request, quote } }], busy)).toBe(busy);
  });

  it('When an event belongs to another step, then nothing changes', () => {
    const preparing = run([
      { type: 'start', run: { kind: 'card', request: { ...request, acceptTerms: true } } },
    ]);
    for (const event of [
      { type: 'confirm.paid', result: [] },
      { type: 'transfer.close' },
      { type: 'provider.result', result: 'success' },
      { type: 'consent.accepted' },
    ] as CheckoutEvent[]) {
      expect(checkoutReducer(preparing, event)).toBe(preparing);
    }
  });

  it.each([
    ['cancelled', { status: 'cancelled' }, paymentAlerts.cancelled],
    ['error', { status: 'failed' }, paymentAlerts.failed],
  ] as const)(
    'When the provider answers %s, then the outcome and alert are the spec’s',
    (result, outcome, alert) => {
      const state = run([
        { type: 'start', run: { kind: 'reference', request, quote } },
        { type: 'provider.result', result },
      ]);
      expect(state.current).toEqual({ step: 'done', outcome });
      expect(state.alert).toBe(alert);
    },
  );

  describe('a bank transfer', () => {
    const details = () =>
      run([
        {
          type: 'start',
          run: {
            kind: 'transfer',
            request: { ...request, acceptTerms: true },
            option: 'Quarterly',
          },
        },
        { type: 'quoted.transfer', quote: transferQuote },
      ]);

    it('When it has not arrived, then it waits; closed while waiting, the page says we are still waiting', () => {
      const waiting = run([{ type: 'transfer.check' }, { type: 'transfer.not-yet' }], details());
      expect(waiting.current).toMatchObject({ step: 'transfer', waiting: true, confirming: false });
      expect(waiting.alert).toBeNull();
      const closed = run([{ type: 'transfer.close' }], waiting);
      expect(closed.current).toEqual({ step: 'done', outcome: { status: 'unresolved' } });
      expect(closed.alert).toBe(paymentAlerts.pending);
    });

    it('When it arrives while waiting, then it is paid with the success alert', () => {
      const state = run(
        [
          { type: 'transfer.check' },
          { type: 'transfer.not-yet' },
          { type: 'confirm.paid', result: [] },
        ],
        details(),
      );
      expect(state.current).toEqual({ step: 'done', outcome: { status: 'paid', policies: [] } });
      expect(state.alert).toBe(paymentAlerts.success);
    });

    it('When the server says it failed, then the details say so; closed, no page alert repeats it', () => {
      const failed = run([{ type: 'transfer.check' }, { type: 'transfer.failed' }], details());
      expect(failed.current).toMatchObject({ unresolved: true, waiting: false });
      const closed = run([{ type: 'transfer.close' }], failed);
      expect(closed.current).toEqual({ step: 'done', outcome: { status: 'unresolved' } });
      expect(closed.alert).toBeNull();
    });

    it('When it is closed before anything was sent, then it is cancelled', () => {
      const closed = run([{ type: 'transfer.close' }], details());
      expect(closed.current).toEqual({ step: 'done', outcome: { status: 'cancelled' } });
      expect(closed.alert).toBe(paymentAlerts.cancelled);
    });
  });
});
