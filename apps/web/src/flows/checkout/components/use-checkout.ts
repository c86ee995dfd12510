import {
  COOKIE_KEYS,
  onboardingDataSchema,
  type Customer,
  type TransferOption,
} from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { ApiError } from '#lib/api-client.js';
import { meQueryKey } from '#lib/current-customer.js';
import { getCookie, setCookie } from '#lib/storage.js';
import {
  confirmCardPayment,
  type IssuedPolicy,
  type PaymentBody,
} from '../api/confirm-card-payment';
import { confirmTransferPayment } from '../api/confirm-transfer-payment';
import { createTransferPaymentReference } from '../api/create-transfer-payment-reference';
import { getPaymentReference, type PaymentReference } from '../api/get-payment-reference';
import { chargeSandbox } from '../api/sandbox-charge';
import { saveCart, type SaveCartBody } from '../api/save-cart';
import { sendInvoice, type InvoiceKind } from '../api/send-invoice';
import {
  checkoutReducer,
  initialCheckoutState,
  isBusy,
  needsConsent,
  type CheckoutOutcome,
  type CheckoutRequest,
  type CheckoutRun,
  type QuoteOutcome,
  type RunOutcome,
} from './checkout-machine';
import { paymentAlerts } from './payment-alerts';
import { isNotArrived, useTransferArrival } from './use-transfer-arrival';

export type { CheckoutAlert, CheckoutOutcome, CheckoutRequest } from './checkout-machine';

type CheckoutCustomer = Pick<
  Customer,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'address' | 'engage_uid'
>;

type UseCheckoutOptions = {
  customer: CheckoutCustomer;
  /** Which receipt is e-mailed after payment. */
  invoice: InvoiceKind;
  /** The policies are issued; the flow moves on after its own delay (1000 ms before 50). */
  onPaid?: (policies: IssuedPolicy[]) => void;
};

/** The post-payment call is tried again after 1 s and 2 s on a network failure or 502/503/504. */
const CONFIRM_RETRY_DELAYS_MS = [1000, 2000] as const;

function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status))
  );
}

/**
 * TanStack Query's own retry for the calls made after money may have moved (issue 13). `networkMode:
 * 'always'` keeps them running (and retrying) while the browser reports itself offline.
 */
const afterPaymentRetry = {
  networkMode: 'always',
  retry: (failures: number, error: unknown) =>
    isTransient(error) && failures < CONFIRM_RETRY_DELAYS_MS.length,
  retryDelay: (failures: number) => CONFIRM_RETRY_DELAYS_MS[failures] ?? 0,
} as const;

function isAlreadyPaid(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as { product_status?: unknown } | null)?.product_status === 'active'
  );
}

/** The onboarding data's payment_reference: kept while a payment is open, cleared after it. */
function rememberReference(reference: string | null) {
  const data = getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema);
  if (!data && reference === null) return;
  setCookie(COOKIE_KEYS.onboardingData, { ...data, payment_reference: reference });
}

function cartBody(customer: CheckoutCustomer, request: CheckoutRequest): SaveCartBody {
  return {
    products: request.products,
    cart: request.products,
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone_number: customer.phone_number,
    address: customer.address,
    email: customer.email,
    can_buy: true,
    plan_price: request.planPrice ?? request.products.reduce((sum, item) => sum + item.price, 0),
    user_id: customer.id,
  };
}

function paymentBody(customer: CheckoutCustomer, reference: string, request: CheckoutRequest) {
  return {
    payment_reference: reference,
    has_payed: true,
    referral_code: request.referralCode ?? null,
    plan_value: request.planValue ?? null,
    first_name: customer.first_name,
    engage_uid: customer.engage_uid,
  } satisfies PaymentBody;
}

/**
 * The checkout every flow shares: the consent to the terms, save the cart, get a reference (its
 * amount is the server's), open the provider (the sandbox dialog or Paystack's popup), then ask the
 * server to verify and issue the policies. The steps are the state machine of checkout-machine.ts;
 * each call is a TanStack Query mutation. Alerts are the spec's: success, 'Payment process was
 * cancelled.' when the window is closed, 'Oops, something went wrong.' when the cart or reference
 * fails, 'Oops, payment not resolved.' when the post-payment call fails (the reference is then
 * cleared). A bank transfer not arrived yet is a pending view that keeps checking. `busy` is the
 * Subscribe button's loading state. Render <CheckoutDialogs checkout={...} /> once beside it.
 */
export function useCheckout({ customer, invoice, onPaid }: UseCheckoutOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const { current } = state;
  // The one promise a pay* call answers: settled when the machine reaches `done`. Set at once, so
  // a second press before the next render is refused as busy.
  const settle = useRef<((outcome: RunOutcome) => void) | null>(null);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  const cart = useMutation({
    mutationFn: (request: CheckoutRequest) => saveCart(customer.id, cartBody(customer, request)),
  });
  const cardReference = useMutation({
    mutationFn: (request: CheckoutRequest) =>
      getPaymentReference(customer.id, request.referralCode),
  });
  const transferReference = useMutation({
    mutationFn: ({ request, option }: { request: CheckoutRequest; option: TransferOption }) =>
      createTransferPaymentReference(customer.id, option, request.referralCode),
  });
  const sandboxCharge = useMutation({
    mutationFn: (reference: string) => chargeSandbox(reference, 'success'),
  });
  const confirm = useMutation({
    ...afterPaymentRetry,
    mutationFn: ({ run, reference }: { run: CheckoutRun; reference: string }): Promise<unknown> => {
      if (run.kind === 'quote') return run.finish(reference);
      const send = run.kind === 'transfer' ? confirmTransferPayment : confirmCardPayment;
      return send(customer.id, paymentBody(customer, reference, run.request));
    },
  });
  const receipt = useMutation({ mutationFn: () => sendInvoice(invoice, customer.id) });

  /** Paid: the reference is cleared, the receipt e-mailed, the profile and premiums fetched again. */
  function paid(run: CheckoutRun, result: unknown) {
    rememberReference(null);
    if (run.kind !== 'quote') {
      // The receipt is also kept on the server; a failed e-mail does not undo the payment.
      receipt.mutate();
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['premiums'] });
    }
    dispatch({ type: 'confirm.paid', result });
    if (run.kind !== 'quote') onPaidRef.current?.(result as IssuedPolicy[]);
  }

  /** The cart, then the reference; a failure is 'Oops, something went wrong.'. */
  async function prepare(run: CheckoutRun) {
    if (run.kind !== 'card' && run.kind !== 'transfer') return;
    try {
      await cart.mutateAsync(run.request);
    } catch {
      dispatch({ type: 'prepare.failed' });
      return;
    }
    try {
      if (run.kind === 'card') {
        const quote = await cardReference.mutateAsync(run.request);
        dispatch({ type: 'quoted.card', quote });
        void atProvider(run, quote);
      } else {
        const quote = await transferReference.mutateAsync(run);
        rememberReference(quote.reference);
        dispatch({ type: 'quoted.transfer', quote });
      }
    } catch (error) {
      if (isAlreadyPaid(error)) dispatch({ type: 'prepare.already-paid', message: error.message });
      else dispatch({ type: 'prepare.failed' });
    }
  }

  /** The provider for a card reference; paid there, the server is asked to verify it. */
  async function atProvider(run: CheckoutRun, quote: PaymentReference) {
    rememberReference(quote.reference);
    // The sandbox dialog is rendered from the `provider` step; its buttons dispatch the result.
    if (quote.provider === 'sandbox') return;
    // Paystack's loader is fetched when a card payment starts, not with the wizard (issue 18: the
    // wizards' shared download stays within its budget).
    const result = quote.public_key
      ? await (
          await import('./paystack-inline')
        ).payWithPaystack({
          publicKey: quote.public_key,
          email: quote.email,
          amountKobo: quote.amount_kobo,
          reference: quote.reference,
          phone: quote.phone_number,
        })
      : 'error';
    providerAnswered(run, quote, result);
  }

  function providerAnswered(
    run: CheckoutRun,
    quote: PaymentReference,
    result: 'success' | 'cancelled' | 'error',
  ) {
    dispatch({ type: 'provider.result', result });
    if (result !== 'success') {
      rememberReference(null);
      return;
    }
    confirm.mutate(
      { run, reference: quote.reference },
      {
        onSuccess: (answer) => paid(run, answer),
        onError: (error) => {
          rememberReference(null);
          dispatch({ type: 'confirm.failed', error });
        },
      },
    );
  }

  /** Past the consent: a new purchase asks for its reference; a made reference goes to the provider. */
  function proceed(run: CheckoutRun) {
    if (run.kind === 'card' || run.kind === 'transfer') void prepare(run);
    else void atProvider(run, run.quote);
  }

  function start<O extends RunOutcome>(run: CheckoutRun): Promise<O> {
    if (settle.current) return Promise.resolve({ status: 'busy' } as O);
    const outcome = new Promise<O>((resolve) => {
      settle.current = resolve as (outcome: RunOutcome) => void;
    });
    dispatch({ type: 'start', run });
    if (!needsConsent(run, state.consented)) proceed(run);
    return outcome;
  }

  // The machine's end answers the pay* call that started it.
  useEffect(() => {
    if (current.step !== 'done' || !settle.current) return;
    const resolve = settle.current;
    settle.current = null;
    resolve(current.outcome);
  }, [current]);

  // A transfer not arrived yet keeps being checked while the pending view is open.
  const waitingTransfer = current.step === 'transfer' && current.waiting ? current : null;
  const arrival = useTransferArrival(waitingTransfer?.quote.reference ?? null, () => {
    if (waitingTransfer?.run.kind !== 'transfer') return Promise.reject(new Error('no transfer'));
    const { run, quote } = waitingTransfer;
    return confirmTransferPayment(customer.id, paymentBody(customer, quote.reference, run.request));
  });
  useEffect(() => {
    if (!waitingTransfer) return;
    if (arrival.policies) paid(waitingTransfer.run, arrival.policies);
    else if (arrival.failed) dispatch({ type: 'transfer.failed' });
    // paid() reads refs and the query client; only the arrival's answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival.policies, arrival.failed]);

  function checkTransfer() {
    if (current.step !== 'transfer') return;
    const { run, quote } = current;
    if (current.waiting) {
      arrival.checkNow();
      return;
    }
    dispatch({ type: 'transfer.check' });
    confirm.mutate(
      { run, reference: quote.reference },
      {
        onSuccess: (answer) => paid(run, answer),
        onError: (error) =>
          dispatch({ type: isNotArrived(error) ? 'transfer.not-yet' : 'transfer.failed' }),
      },
    );
  }

  function simulateTransfer() {
    if (current.step !== 'transfer') return;
    dispatch({ type: 'transfer.simulate' });
    sandboxCharge.mutate(current.quote.reference, {
      onSuccess: () => dispatch({ type: 'transfer.simulated', ok: true }),
      onError: () => dispatch({ type: 'transfer.simulated', ok: false }),
    });
  }

  function closeTransfer() {
    if (current.step !== 'transfer') return;
    // Waiting, the reference stays with the server, which fulfils it when the money arrives.
    rememberReference(null);
    dispatch({ type: 'transfer.close' });
  }

  function paySandbox() {
    if (current.step !== 'provider') return;
    const { run, quote } = current;
    dispatch({ type: 'provider.charging' });
    sandboxCharge.mutate(quote.reference, {
      onSuccess: () => providerAnswered(run, quote, 'success'),
      onError: () => providerAnswered(run, quote, 'error'),
    });
  }

  function acceptConsent() {
    if (current.step !== 'consent') return;
    const { run } = current;
    dispatch({ type: 'consent.accepted' });
    proceed(run);
  }

  const checkingTransfer = current.step === 'transfer' && (current.confirming || arrival.checking);

  return {
    /** True from Subscribe until the payment ends: the button's loading and disabled state. */
    busy: isBusy(current),
    alert: state.alert,
    dismissAlert: () => dispatch({ type: 'alert.dismiss' }),
    /** Card: consent, cart, reference, provider, then the payments call. */
    payByCard: (request: CheckoutRequest) => start<CheckoutOutcome>({ kind: 'card', request }),
    /**
     * Bank transfer: consent, cart, a transfer reference for 3 or 12 months, then the account
     * details. It ends when the money is found, or when the customer closes the details.
     */
    payByTransfer: (request: CheckoutRequest, option: TransferOption) =>
      start<CheckoutOutcome>({ kind: 'transfer', request, option }),
    /**
     * A card reference the server already made (renew-policy's 'payment_required' quote): the
     * provider, then the payments call, with the same alerts. No cart is saved.
     */
    payReference: (quote: PaymentReference, request: CheckoutRequest = { products: [] }) =>
      start<CheckoutOutcome>({ kind: 'reference', quote, request }),
    /**
     * A card reference the server made for something other than a policy (settings' new card
     * verification): the provider, then `finish(reference)`, the call that has the server verify
     * it (retried like the payments call). Alerts as for a card payment; no cart, no receipt.
     */
    payQuote: <T>(quote: PaymentReference, finish: (reference: string) => Promise<T>) =>
      start<QuoteOutcome<T>>({ kind: 'quote', quote, finish }),
    consentDialog:
      current.step === 'consent'
        ? { onAccept: acceptConsent, onCancel: () => dispatch({ type: 'consent.declined' }) }
        : null,
    sandboxDialog:
      current.step === 'provider' && current.quote.provider === 'sandbox'
        ? {
            total: current.quote.total,
            reference: current.quote.reference,
            email: current.quote.email,
            paying: current.charging,
            onPay: paySandbox,
            onCancel: () => providerAnswered(current.run, current.quote, 'cancelled'),
          }
        : null,
    transferDialog:
      current.step === 'transfer'
        ? {
            quote: current.quote,
            confirming: checkingTransfer,
            simulating: current.simulating,
            simulated: current.simulated,
            waiting: current.waiting,
            alert: current.unresolved ? paymentAlerts.unresolved : null,
            onConfirm: checkTransfer,
            onSimulate: simulateTransfer,
            onClose: closeTransfer,
          }
        : null,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
