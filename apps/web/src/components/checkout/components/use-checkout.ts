import {
  COOKIE_KEYS,
  onboardingDataSchema,
  type Customer,
  type TransferOption,
} from '@alaafia/domain';
import { MutationObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';
import { getCookie, setCookie } from '../../../lib/storage';
import {
  confirmCardPayment,
  type IssuedPolicy,
  type PaymentBody,
} from '../api/confirm-card-payment';
import { confirmTransferPayment } from '../api/confirm-transfer-payment';
import {
  createTransferPaymentReference,
  type TransferQuote,
} from '../api/create-transfer-payment-reference';
import { getPaymentReference, type PaymentReference } from '../api/get-payment-reference';
import { chargeSandbox } from '../api/sandbox-charge';
import { saveCart, type CartProduct, type SaveCartBody } from '../api/save-cart';
import { sendInvoice, type InvoiceKind } from '../api/send-invoice';
import { paymentAlerts, type PaymentAlertKey } from './payment-copy';
import { payWithPaystack, type ProviderResult } from './paystack-inline';

export type CheckoutCustomer = Pick<
  Customer,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'address' | 'engage_uid'
>;

/** What the flow is buying: its cart, and what the payment record carries. */
export type CheckoutRequest = {
  products: CartProduct[];
  /** The price the flow shows (the server reprices; sent as the spec's cart payload does). */
  planPrice?: number | null;
  /** The income plan's payout, for the payment record. */
  planValue?: number | null;
  referralCode?: string | null;
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

export type UseCheckoutOptions = {
  customer: CheckoutCustomer;
  /** Which receipt is e-mailed after payment. */
  invoice: InvoiceKind;
  /** The policies are issued; the flow moves on after its own delay (1000 ms before 50). */
  onPaid?: (policies: IssuedPolicy[]) => void;
};

type SandboxState = { quote: PaymentReference; paying: boolean };
type TransferState = {
  quote: TransferQuote;
  request: CheckoutRequest;
  confirming: boolean;
  simulating: boolean;
  simulated: boolean;
  /** 'I have sent the money' was pressed and the server did not find the money yet. */
  tried: boolean;
};

/** Transient failures of the post-payment call are tried again: the money may already have moved. */
const RETRY_DELAYS_MS = [1000, 2000];

function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status))
  );
}

/**
 * Runs the post-payment call as a TanStack Query mutation with its own retry: a network failure or a
 * 502/503/504 is tried again after 1 s and 2 s; any other answer is final at once. `networkMode:
 * 'always'` keeps the call running (and retrying) while the browser reports itself offline, as the
 * money may already have moved.
 */
function withRetry<T>(queryClient: QueryClient, call: () => Promise<T>): Promise<T> {
  return new MutationObserver<T, unknown, void>(queryClient, {
    mutationFn: call,
    networkMode: 'always',
    retry: (failures, error) => isTransient(error) && failures < RETRY_DELAYS_MS.length,
    retryDelay: (failures) => RETRY_DELAYS_MS[failures] ?? 0,
  }).mutate();
}

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

/**
 * The checkout every flow shares: save the cart, get a reference (its amount is the server's), open
 * the provider (the sandbox dialog or Paystack's popup), then ask the server to verify and issue the
 * policies. Alerts are the spec's: success, 'Payment process was cancelled.' when the window is
 * closed, 'Opps, something went wrong.' when the cart or reference fails, 'Opps, payment not
 * resolved.' when the post-payment call fails (the reference is then cleared). `busy` is the
 * Subscribe button's loading state. Render <CheckoutDialogs checkout={...} /> once beside it.
 */
export function useCheckout({ customer, invoice, onPaid }: UseCheckoutOptions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [alert, setAlert] = useState<CheckoutAlert | null>(null);
  const [sandbox, setSandbox] = useState<SandboxState | null>(null);
  const [transfer, setTransfer] = useState<TransferState | null>(null);
  const providerDone = useRef<((result: ProviderResult) => void) | null>(null);
  const transferDone = useRef<((outcome: CheckoutOutcome) => void) | null>(null);

  const show = (key: PaymentAlertKey) => setAlert(paymentAlerts[key]);

  function begin() {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setAlert(null);
    return true;
  }

  function end() {
    running.current = false;
    setBusy(false);
  }

  /** Saves the cart, then asks for the reference; a failure is 'Opps, something went wrong.'. */
  async function prepare<Q>(
    request: CheckoutRequest,
    quote: () => Promise<Q>,
  ): Promise<{ quote: Q } | CheckoutOutcome> {
    try {
      await saveCart(customer.id, cartBody(customer, request));
    } catch {
      show('failed');
      return { status: 'failed' };
    }
    try {
      return { quote: await quote() };
    } catch (error) {
      if (isAlreadyPaid(error)) return { status: 'already-paid', message: error.message };
      show('failed');
      return { status: 'failed' };
    }
  }

  /** The post-payment call: the server verifies the reference with the provider and issues the policies. */
  async function confirm(
    send: (customerId: number, body: PaymentBody) => Promise<IssuedPolicy[]>,
    reference: string,
    request: CheckoutRequest,
    { keepReferenceOnFailure = false } = {},
  ): Promise<CheckoutOutcome> {
    const body: PaymentBody = {
      payment_reference: reference,
      has_payed: true,
      referral_code: request.referralCode ?? null,
      plan_value: request.planValue ?? null,
      first_name: customer.first_name,
      engage_uid: customer.engage_uid,
    };
    try {
      const policies = await withRetry(queryClient, () => send(customer.id, body));
      rememberReference(null);
      show('success');
      sendInvoice(invoice, customer.id).catch(() => {
        // The receipt is also kept on the server; a failed e-mail does not undo the payment.
      });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['premiums'] });
      onPaid?.(policies);
      return { status: 'paid', policies };
    } catch {
      if (!keepReferenceOnFailure) rememberReference(null);
      show('unresolved');
      return { status: 'unresolved' };
    }
  }

  function openSandbox(quote: PaymentReference) {
    return new Promise<ProviderResult>((resolve) => {
      providerDone.current = resolve;
      setSandbox({ quote, paying: false });
    });
  }

  async function openProvider(quote: PaymentReference): Promise<ProviderResult> {
    if (quote.provider === 'sandbox') return openSandbox(quote);
    if (!quote.public_key) return 'error';
    return payWithPaystack({
      publicKey: quote.public_key,
      email: quote.email,
      amountKobo: quote.amount_kobo,
      reference: quote.reference,
      phone: quote.phone_number,
    });
  }

  /** Card: cart, reference, provider, then the payments call. */
  async function payByCard(request: CheckoutRequest): Promise<CheckoutOutcome> {
    if (!begin()) return { status: 'busy' };
    try {
      const prepared = await prepare(request, () =>
        getPaymentReference(customer.id, request.referralCode),
      );
      if (!('quote' in prepared)) return prepared;
      return await payQuoted(prepared.quote, request);
    } finally {
      end();
    }
  }

  /**
   * Opens the provider for a card reference; when the customer does not pay, the alert is shown
   * ('Payment process was cancelled.' or 'Opps, something went wrong.') and the outcome answered.
   */
  async function payAtProvider(
    quote: PaymentReference,
  ): Promise<'paid' | { status: 'cancelled' | 'failed' }> {
    rememberReference(quote.reference);
    const result = await openProvider(quote);
    providerDone.current = null;
    setSandbox(null);
    if (result === 'success') return 'paid';
    rememberReference(null);
    show(result === 'cancelled' ? 'cancelled' : 'failed');
    return { status: result === 'cancelled' ? 'cancelled' : 'failed' };
  }

  /** The provider for a card reference, then the payments call. */
  async function payQuoted(
    quote: PaymentReference,
    request: CheckoutRequest,
  ): Promise<CheckoutOutcome> {
    const paid = await payAtProvider(quote);
    if (paid !== 'paid') return paid;
    return await confirm(confirmCardPayment, quote.reference, request);
  }

  /**
   * A card reference the server made for something other than a policy (settings' new card
   * verification): the provider, then `finish(reference)`, the call that has the server verify it
   * (retried like the payments call). Alerts as for a card payment; no cart, no receipt e-mail.
   */
  async function payQuote<T>(
    quote: PaymentReference,
    finish: (reference: string) => Promise<T>,
  ): Promise<QuoteOutcome<T>> {
    if (!begin()) return { status: 'busy' };
    try {
      const paid = await payAtProvider(quote);
      if (paid !== 'paid') return paid;
      try {
        const result = await withRetry(queryClient, () => finish(quote.reference));
        rememberReference(null);
        show('success');
        return { status: 'paid', result };
      } catch (error) {
        rememberReference(null);
        show('unresolved');
        return { status: 'unresolved', error };
      }
    } finally {
      end();
    }
  }

  /**
   * A card reference the server already made (renew-policy's 'payment_required' quote): the provider,
   * then the payments call, with the same alerts. No cart is saved.
   */
  async function payReference(
    quote: PaymentReference,
    request: CheckoutRequest = { products: [] },
  ): Promise<CheckoutOutcome> {
    if (!begin()) return { status: 'busy' };
    try {
      return await payQuoted(quote, request);
    } finally {
      end();
    }
  }

  /**
   * Bank transfer: cart, a transfer reference for 3 or 12 months, then the account details. It ends
   * when the server finds the money ('I have sent the money') or the customer closes the details.
   */
  async function payByTransfer(
    request: CheckoutRequest,
    option: TransferOption,
  ): Promise<CheckoutOutcome> {
    if (!begin()) return { status: 'busy' };
    try {
      const prepared = await prepare(request, () =>
        createTransferPaymentReference(customer.id, option, request.referralCode),
      );
      if (!('quote' in prepared)) return prepared;
      const { quote } = prepared;
      rememberReference(quote.reference);
      return await new Promise<CheckoutOutcome>((resolve) => {
        transferDone.current = resolve;
        setTransfer({
          quote,
          request,
          confirming: false,
          simulating: false,
          simulated: false,
          tried: false,
        });
      });
    } finally {
      end();
    }
  }

  async function confirmTransfer(state: TransferState) {
    setTransfer({ ...state, confirming: true });
    setAlert(null);
    // The money may arrive minutes after the customer sends it: the reference stays for another try.
    const outcome = await confirm(confirmTransferPayment, state.quote.reference, state.request, {
      keepReferenceOnFailure: true,
    });
    if (outcome.status === 'paid') {
      setTransfer(null);
      transferDone.current?.(outcome);
      transferDone.current = null;
    } else {
      setTransfer({ ...state, confirming: false, tried: true });
    }
  }

  async function simulateTransfer(state: TransferState) {
    setTransfer({ ...state, simulating: true });
    try {
      await chargeSandbox(state.quote.reference, 'success');
      setTransfer({ ...state, simulating: false, simulated: true });
    } catch {
      show('failed');
      setTransfer({ ...state, simulating: false });
    }
  }

  function closeTransfer(state: TransferState) {
    setTransfer(null);
    rememberReference(null);
    const outcome: CheckoutOutcome = state.tried
      ? { status: 'unresolved' }
      : { status: 'cancelled' };
    if (!state.tried) show('cancelled');
    transferDone.current?.(outcome);
    transferDone.current = null;
  }

  async function paySandbox(state: SandboxState) {
    setSandbox({ ...state, paying: true });
    try {
      await chargeSandbox(state.quote.reference, 'success');
      providerDone.current?.('success');
    } catch {
      providerDone.current?.('error');
    }
  }

  return {
    /** True from Subscribe until the payment ends: the button's loading and disabled state. */
    busy,
    alert,
    dismissAlert: () => setAlert(null),
    payByCard,
    payByTransfer,
    payReference,
    payQuote,
    sandboxDialog: sandbox
      ? {
          total: sandbox.quote.total,
          reference: sandbox.quote.reference,
          email: sandbox.quote.email,
          paying: sandbox.paying,
          onPay: () => void paySandbox(sandbox),
          onCancel: () => providerDone.current?.('cancelled'),
        }
      : null,
    transferDialog: transfer
      ? {
          quote: transfer.quote,
          confirming: transfer.confirming,
          simulating: transfer.simulating,
          simulated: transfer.simulated,
          alert,
          onConfirm: () => void confirmTransfer(transfer),
          onSimulate: () => void simulateTransfer(transfer),
          onClose: () => closeTransfer(transfer),
        }
      : null,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
