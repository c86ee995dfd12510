import { checkoutCopy, COOKIE_KEYS, PRIVACY_VERSION, TERMS_VERSION } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { focusManager } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#components/ui/button.js';
import { meQueryKey } from '#lib/current-customer.js';
import { getCookie, setCookie } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import type { IssuedPolicy } from '../api/confirm-card-payment';
import type { PaymentReference } from '../api/get-payment-reference';
import { CheckoutDialogs } from './checkout-dialogs';
import { PaymentAlert } from './payment-alert';
import { PaymentMethodModal, type PaymentMethod } from './payment-method-modal';
import { PAYSTACK_INLINE_SRC } from './paystack-inline';
import { useCheckout, type CheckoutOutcome } from './use-checkout';
import { BASE, server } from '#test/msw.js';

afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  clearCookies();
  delete (window as { PaystackPop?: unknown }).PaystackPop;
});

const customer = customerFixture({ address: null });
const cart = [{ id: 2, plan_id: 5, price: 1100 }];

/** A policy as POST payments answers it (the domain's PolicyAnswer). */
const policy: IssuedPolicy = {
  id: 31,
  policy_number: 'ALF-HI-000031',
  product: 'Health Insurance',
  product_uid: 'HI',
  product_prefix_code: 'HI',
  product_id: 'Health Insurance',
  sum_assured: 120000,
  premium: 1100,
  policy_duration: 1,
  company: null,
  active: true,
  status: 'active',
  unit: 'Month',
  start_date: '2026-11-22',
  next_payment_date: '2026-12-22',
  date_cancelled: null,
  payment_state: 'paid',
  grace_ends_on: null,
  paused_on: null,
  lapses_on: null,
  paused_reason: null,
  policy_document: '/api/policies/31/document',
};

/** A card payment reference as GET payment-reference answers it (the domain's CardQuote). */
function reference(overrides: Partial<PaymentReference> = {}): PaymentReference {
  return {
    reference: 'ALF-REF-0001',
    total: 50,
    amount_kobo: 5000,
    currency: 'NGN',
    payment_type: 'card',
    provider: 'sandbox',
    public_key: null,
    email: 'chidi@example.ng',
    phone_number: '08031234567',
    discount_percent: 0,
    referral_code: null,
    card_verification: 50,
    lines: [],
    ...overrides,
  };
}

/** The calls the flow made, in order, with their bodies. */
type Call = { method: string; path: string; body: unknown };

function checkoutServer(overrides: Parameters<typeof server.use> = []) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api', '') + new URL(request.url).search,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    ...overrides,
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { ...customer, carts: [] } });
    }),
    http.get(`${BASE}/local/customers/7/quotes/payment-reference`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: reference() });
    }),
    http.post(
      `${BASE}/local/customers/7/quotes/transfer-payment-reference`,
      async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          data: {
            reference: 'ALF-TRF-0001',
            total: 13200,
            amount_kobo: 1320000,
            payment_type: 'transfer',
            number_of_months: 12,
            account: {
              bank_name: 'Wema Bank',
              account_number: '7012345678',
              account_name: 'Alaafia Checkout',
            },
            expires_at: '2026-11-22T10:00:00.000Z',
            provider: 'sandbox',
          },
        });
      },
    ),
    http.post(`${BASE}/sandbox/paystack/charge`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { reference: 'ALF-REF-0001', status: 'success' } });
    }),
    http.post(`${BASE}/local/customers/7/payments`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: [policy] });
    }),
    http.post(`${BASE}/local/customers/health-invoice`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { sent: true } });
    }),
  );
  return calls;
}

/** A flow as the wizards use the checkout: Subscribe, the method modal, the dialogs and the alert. */
function renderFlow(methods?: readonly PaymentMethod[]) {
  const outcomes: CheckoutOutcome[] = [];
  const onPaid = vi.fn();
  function Flow() {
    const checkout = useCheckout({ customer, invoice: 'health', onPaid });
    const [open, setOpen] = useState(false);
    const request = { products: cart, planPrice: 1100, planValue: null, referralCode: 'FRIEND5' };
    return (
      <>
        <PaymentAlert alert={checkout.alert} onDismiss={checkout.dismissAlert} />
        <Button loading={checkout.busy} onClick={() => setOpen(true)}>
          Subscribe Now
        </Button>
        <PaymentMethodModal
          open={open}
          onClose={() => setOpen(false)}
          firstName="Chidi"
          amount={1100}
          unit="Month"
          methods={methods}
          onContinue={(choice) => {
            setOpen(false);
            const chosen = { ...request, acceptTerms: choice.acceptTerms };
            const run =
              choice.method === 'card'
                ? checkout.payByCard(chosen)
                : checkout.payByTransfer(chosen, choice.transferOption);
            void run.then((outcome) => outcomes.push(outcome));
          }}
        />
        <CheckoutDialogs checkout={checkout} />
      </>
    );
  }
  const { queryClient } = renderWithProviders(<Flow />);
  return { outcomes, onPaid, queryClient, user: userEvent.setup() };
}

/** hidden: while a dialog is open the page behind it is aria-hidden. */
/** Keeps added scripts out of the document (the test environment loads no remote script). */
function captureScripts() {
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      return node;
    }
    return append(node);
  });
  return scripts;
}

const subscribe = () => screen.getByRole('button', { name: /Subscribe Now/, hidden: true });

const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /I agree to the policy terms/ }));

async function startCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(subscribe());
  await acceptTerms(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Subscribe, bank transfer (Quarterly unless told), the terms box, Continue. */
async function startTransfer(user: ReturnType<typeof userEvent.setup>, yearly = false) {
  await user.click(subscribe());
  await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
  if (yearly) await user.click(screen.getByRole('radio', { name: 'Yearly' }));
  await acceptTerms(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const CONSENT_QUERY = `accept_terms=true&terms_version=${TERMS_VERSION}&privacy_version=${PRIVACY_VERSION}`;

describe('useCheckout: card', () => {
  it('When the sandbox card payment succeeds, then cart, reference, charge and payments run in order and the policies come back', async () => {
    const calls = checkoutServer();
    const scripts = captureScripts();
    const { user, outcomes, onPaid, queryClient } = renderFlow(['card']);
    // The profile and premiums the dashboard shows are cached, fresh, before the payment.
    queryClient.setQueryData(meQueryKey, customer);
    queryClient.setQueryData(['premiums', 7], []);
    await startCard(user);
    const dialog = await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    expect(dialog).toHaveTextContent('ALF-REF-0001');
    expect(subscribe()).toBeDisabled();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toEqual({ payment_reference: 'ALF-REF-0001' });

    await user.click(screen.getByRole('button', { name: 'Pay ₦50' }));
    expect(await screen.findByText('Your payment was successful!')).toBeInTheDocument();
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(onPaid).toHaveBeenCalledWith([policy]);
    expect(subscribe()).toBeEnabled();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toHaveLength(5));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /local/customers/7',
      `GET /local/customers/7/quotes/payment-reference?referral_code=FRIEND5&${CONSENT_QUERY}`,
      'POST /sandbox/paystack/charge',
      'POST /local/customers/7/payments',
      'POST /local/customers/health-invoice',
    ]);
    const [cartCall, , chargeCall, paymentCall, invoiceCall] = calls;
    expect(cartCall?.body).toMatchObject({ products: cart, first_name: 'Chidi', user_id: 7 });
    expect(cartCall?.body).not.toHaveProperty('address');
    expect(chargeCall?.body).toEqual({ reference: 'ALF-REF-0001', outcome: 'success' });
    expect(paymentCall?.body).toEqual({
      payment_reference: 'ALF-REF-0001',
      has_payed: true,
      referral_code: 'FRIEND5',
      plan_value: null,
      first_name: 'Chidi',
      engage_uid: '7',
    });
    expect(invoiceCall?.body).toEqual({ customer_id: 7 });
    expect(getCookie(COOKIE_KEYS.onboardingData)).toEqual({ payment_reference: null });
    expect(scripts).toEqual([]);
    // After completion the profile and the premiums are fetched again (marked stale).
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['premiums', 7])?.isInvalidated).toBe(true);
  });

  it("When the test checkout is cancelled, then 'Payment process was cancelled.' shows and nothing is paid", async () => {
    const calls = checkoutServer();
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment process was cancelled.');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'cancelled' }]));
    expect(calls.some((c) => c.path.endsWith('/payments'))).toBe(false);
    expect(subscribe()).toBeEnabled();
  });

  it("When the cart cannot be saved, then 'Oops, something went wrong.' shows and no reference is asked", async () => {
    const calls = checkoutServer([
      http.patch(`${BASE}/local/customers/7`, () =>
        HttpResponse.json(
          { message: 'Please choose a plan', errors: { products: ['Please choose a plan'] } },
          { status: 422 },
        ),
      ),
    ]);
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong.');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'failed' }]));
    expect(calls).toEqual([]);
  });

  it("When the reference fails ('Your cart is empty.'), then 'Oops, something went wrong.' shows", async () => {
    checkoutServer([
      http.get(`${BASE}/local/customers/7/quotes/payment-reference`, () =>
        HttpResponse.json({ message: 'Your cart is empty.' }, { status: 422 }),
      ),
    ]);
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong.');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'failed' }]));
  });

  it('When the product is already paid for (409 active), then the flow is told so and no alert shows', async () => {
    checkoutServer([
      http.get(`${BASE}/local/customers/7/quotes/payment-reference`, () =>
        HttpResponse.json(
          { message: 'You already paid for this product', product_status: 'active' },
          { status: 409 },
        ),
      ),
    ]);
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await waitFor(() =>
      expect(outcomes).toEqual([
        { status: 'already-paid', message: 'You already paid for this product' },
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("When the payments call fails, then 'Oops, payment not resolved.' shows and the reference is cleared", async () => {
    setCookie(COOKIE_KEYS.onboardingData, { first_name: 'Chidi' });
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments`, () =>
        HttpResponse.json({ message: 'We could not confirm this payment.' }, { status: 422 }),
      ),
    ]);
    const { user, outcomes, onPaid } = renderFlow(['card']);
    await startCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay ₦50' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Oops, payment not resolved.');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'unresolved' }]));
    expect(onPaid).not.toHaveBeenCalled();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toEqual({
      first_name: 'Chidi',
      payment_reference: null,
    });
  });

  it('When the provider is Paystack, then its script is loaded and the popup gets the key, kobo, NGN, reference, e-mail and phone', async () => {
    const calls = checkoutServer([
      http.get(`${BASE}/local/customers/7/quotes/payment-reference`, () =>
        HttpResponse.json({
          data: reference({
            provider: 'paystack',
            public_key: 'pk_test_alaafia',
            total: 50,
            amount_kobo: 5000,
          }),
        }),
      ),
    ]);
    const newTransaction = vi.fn((options: { onSuccess: (t: { reference: string }) => void }) => {
      options.onSuccess({ reference: 'ALF-REF-0001' });
    });
    const scripts = captureScripts();
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe(PAYSTACK_INLINE_SRC);
    (window as { PaystackPop?: unknown }).PaystackPop = class {
      newTransaction = newTransaction;
    };
    scripts[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(newTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        key: 'pk_test_alaafia',
        email: 'chidi@example.ng',
        amount: 5000,
        currency: 'NGN',
        reference: 'ALF-REF-0001',
        phone: '08031234567',
        metadata: {
          custom_fields: [
            { display_name: 'Mobile Number', variable_name: 'mobile_number', value: '08031234567' },
          ],
        },
      }),
    );
    expect(calls.some((c) => c.path === '/sandbox/paystack/charge')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Test mode: no real money moves' })).toBeNull();
  });

  it("When Paystack's script cannot be loaded, then 'Oops, something went wrong.' shows and nothing is paid", async () => {
    const calls = checkoutServer([
      http.get(`${BASE}/local/customers/7/quotes/payment-reference`, () =>
        HttpResponse.json({
          data: reference({ provider: 'paystack', public_key: 'pk_test_alaafia' }),
        }),
      ),
    ]);
    const scripts = captureScripts();
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    scripts[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'failed' }]));
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, something went wrong.');
    expect(calls.some((c) => c.path.endsWith('/payments'))).toBe(false);
  });

  it('When Subscribe is pressed again while a payment runs, then no second checkout starts', async () => {
    const calls = checkoutServer([
      http.patch(`${BASE}/local/customers/7`, async () => {
        await delay(100);
        return HttpResponse.json({ data: { ...customer, carts: [] } });
      }),
    ]);
    const { user } = renderFlow(['card']);
    await startCard(user);
    expect(subscribe()).toBeDisabled();
    await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    expect(calls.filter((c) => c.path.includes('payment-reference'))).toHaveLength(1);
  });
});

describe('useCheckout: bank transfer', () => {
  it('When Yearly is chosen, then 12 months are quoted, the account shown and the money confirmed', async () => {
    const calls = checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, async ({ request }) => {
        calls.push({
          method: 'POST',
          path: '/local/customers/7/payments/transfer',
          body: await request.json(),
        });
        return HttpResponse.json({ data: [policy] });
      }),
    ]);
    const { user, outcomes, onPaid } = renderFlow();
    await startTransfer(user, true);

    const details = await screen.findByRole('dialog', { name: 'Pay by bank transfer' });
    expect(details).toHaveTextContent('Send exactly ₦13,200 for 12 months to this account.');
    expect(details).toHaveTextContent('Wema Bank');
    expect(details).toHaveTextContent('7012345678');
    expect(details).toHaveTextContent('Alaafia Checkout');
    expect(details).toHaveTextContent('Test mode: no real money moves');

    await user.click(screen.getByRole('button', { name: 'Simulate the transfer' }));
    await screen.findByRole('button', { name: 'Test transfer sent' });
    await user.click(screen.getByRole('button', { name: 'I have sent the money' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(onPaid).toHaveBeenCalledWith([policy]);
    expect(await screen.findByText('Your payment was successful!')).toBeInTheDocument();
    const quote = calls.find((c) => c.path.endsWith('transfer-payment-reference'));
    expect(quote?.body).toEqual({
      number_of_months: 12,
      referral_code: 'FRIEND5',
      accept_terms: true,
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
    });
    const charge = calls.find((c) => c.path === '/sandbox/paystack/charge');
    expect(charge?.body).toEqual({ reference: 'ALF-TRF-0001', outcome: 'success' });
    const paid = calls.find((c) => c.path.endsWith('/payments/transfer'));
    expect(paid?.body).toMatchObject({ payment_reference: 'ALF-TRF-0001', has_payed: true });
  });

  it('When the money has not arrived, then a pending view says what happens next, keeps checking by itself (backing off) and shows success when it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tries = 0;
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, () => {
        tries += 1;
        return tries < 3
          ? HttpResponse.json(
              { message: checkoutCopy.paymentNotReceived, errors: {} },
              { status: 422 },
            )
          : HttpResponse.json({ data: [policy] });
      }),
    ]);
    const { outcomes, onPaid } = renderFlow();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await startTransfer(user);
    await user.click(await screen.findByRole('button', { name: 'I have sent the money' }));
    const details = screen.getByRole('dialog', { name: 'Pay by bank transfer' });
    await waitFor(() => expect(details).toHaveTextContent('We are waiting for your transfer'));
    expect(details).toHaveTextContent('Bank transfers can take a few minutes to reach us.');
    expect(details).toHaveTextContent('You can close this page. We will e-mail you');
    expect(details).not.toHaveTextContent('Oops, payment not resolved.');
    expect(details).not.toHaveTextContent(/free/i);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(tries).toBe(1);

    // 5 s later it checks by itself (still not there), then 10 s after that it has arrived.
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(tries).toBe(2));
    await vi.advanceTimersByTimeAsync(4000);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(6000);
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(tries).toBe(3);
    expect(onPaid).toHaveBeenCalledWith([policy]);
    expect(screen.getByText('Your payment was successful!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay by bank transfer' })).toBeNull();
    vi.useRealTimers();
  });

  it("When 'Check again' is pressed while waiting, then it checks at once", async () => {
    let tries = 0;
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json({ message: checkoutCopy.paymentNotReceived }, { status: 422 })
          : HttpResponse.json({ data: [policy] });
      }),
    ]);
    const { user, outcomes } = renderFlow();
    await startTransfer(user);
    await user.click(await screen.findByRole('button', { name: 'I have sent the money' }));
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(tries).toBe(2);
  });

  it('When the details are closed while waiting, then the page says we are still waiting and will e-mail, and the flow is told it is unresolved', async () => {
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, () =>
        HttpResponse.json({ message: checkoutCopy.paymentNotReceived }, { status: 422 }),
      ),
    ]);
    const { user, outcomes } = renderFlow();
    await startTransfer(user);
    await user.click(await screen.findByRole('button', { name: 'I have sent the money' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'unresolved' }]));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are still waiting for your bank transfer. We will e-mail you as soon as it arrives',
    );
    expect(subscribe()).toBeEnabled();
  });

  it("When the server says the transfer failed, then 'Oops, payment not resolved.' shows once, in the details", async () => {
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, () =>
        HttpResponse.json({ message: checkoutCopy.paymentFailed }, { status: 422 }),
      ),
    ]);
    const { user, outcomes } = renderFlow();
    await startTransfer(user);
    await user.click(await screen.findByRole('button', { name: 'I have sent the money' }));
    await waitFor(() => expect(screen.getAllByText('Oops, payment not resolved.')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Pay by bank transfer' })).toHaveTextContent(
      'Oops, payment not resolved.',
    );
    expect(outcomes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'unresolved' }]));
  });

  it("When the transfer details are closed without paying, then 'Payment process was cancelled.' shows", async () => {
    const calls = checkoutServer();
    const { user, outcomes } = renderFlow();
    await startTransfer(user);
    await screen.findByRole('dialog', { name: 'Pay by bank transfer' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'cancelled' }]));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment process was cancelled.');
    expect(calls.find((c) => c.path.endsWith('transfer-payment-reference'))?.body).toMatchObject({
      number_of_months: 3,
      referral_code: 'FRIEND5',
      accept_terms: true,
    });
  });
});

describe('useCheckout: consent to the terms before paying (issue 18 item 8)', () => {
  /** A flow without the payment-method modal (the health flows): Subscribe pays by card at once. */
  function renderCardOnly() {
    const outcomes: CheckoutOutcome[] = [];
    function Flow() {
      const checkout = useCheckout({ customer, invoice: 'health' });
      return (
        <>
          <PaymentAlert alert={checkout.alert} />
          <Button
            loading={checkout.busy}
            onClick={() =>
              void checkout
                .payByCard({ products: cart, planPrice: 1100 })
                .then((outcome) => outcomes.push(outcome))
            }
          >
            Subscribe Now
          </Button>
          <CheckoutDialogs checkout={checkout} />
        </>
      );
    }
    renderWithProviders(<Flow />);
    return { outcomes, user: userEvent.setup() };
  }

  it('When the flow has no method modal, then the checkout asks for the box first and makes no call until it is ticked', async () => {
    const calls = checkoutServer();
    const { user, outcomes } = renderCardOnly();
    await user.click(subscribe());
    const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
    expect(within(dialog).getByRole('link', { name: 'policy terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please accept the policy terms and the privacy notice to continue.',
    );
    expect(calls).toEqual([]);
    await acceptTerms(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦50' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(calls[1]?.path).toContain(CONSENT_QUERY);

    // Ticked once in this checkout: the next payment does not ask again.
    await user.click(subscribe());
    expect(await screen.findByRole('button', { name: 'Pay ₦50' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Before you pay' })).toBeNull();
  });

  it('When the consent is cancelled, then nothing is called, no alert shows and the flow is told it was cancelled', async () => {
    const calls = checkoutServer();
    const { user, outcomes } = renderCardOnly();
    await user.click(subscribe());
    await screen.findByRole('dialog', { name: 'Before you pay' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'cancelled' }]));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(subscribe()).toBeEnabled();
  });
});

describe('useCheckout: the pending transfer while the page is hidden', () => {
  it('When the page is hidden, then the checks stop; when it is shown again, it checks at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tries = 0;
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments/transfer`, () => {
        tries += 1;
        return tries < 2
          ? HttpResponse.json({ message: checkoutCopy.paymentNotReceived }, { status: 422 })
          : HttpResponse.json({ data: [policy] });
      }),
    ]);
    const { outcomes } = renderFlow();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await startTransfer(user);
    await user.click(await screen.findByRole('button', { name: 'I have sent the money' }));
    await screen.findByText('We are waiting for your transfer');
    try {
      focusManager.setFocused(false);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(tries).toBe(1);
      focusManager.setFocused(true);
      await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
      expect(tries).toBe(2);
    } finally {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    }
  });
});

describe('useCheckout: a reference the server already made', () => {
  it('When a renewal reference is paid, then no cart is saved, the provider opens for it and the payments call confirms it', async () => {
    const calls = checkoutServer();
    const outcomes: CheckoutOutcome[] = [];
    const renewal = reference({ reference: 'ALF-REF-RENEW', total: 1000, amount_kobo: 100000 });
    function Renewal() {
      const checkout = useCheckout({ customer, invoice: 'healthcash' });
      return (
        <>
          <PaymentAlert alert={checkout.alert} />
          <Button
            onClick={() =>
              void checkout.payReference(renewal).then((outcome) => outcomes.push(outcome))
            }
          >
            Renew
          </Button>
          <CheckoutDialogs checkout={checkout} />
        </>
      );
    }
    server.use(
      http.post(`${BASE}/local/customers/healthcash-invoice`, () =>
        HttpResponse.json({ data: { sent: true } }),
      ),
    );
    renderWithProviders(<Renewal />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    expect(dialog).toHaveTextContent('ALF-REF-RENEW');
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,000' }));
    expect(await screen.findByText('Your payment was successful!')).toBeInTheDocument();
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(0, 2)).toEqual([
      'POST /sandbox/paystack/charge',
      'POST /local/customers/7/payments',
    ]);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(calls.find((c) => c.path.endsWith('/payments'))?.body).toMatchObject({
      payment_reference: 'ALF-REF-RENEW',
    });
  });
});

describe('useCheckout: a quote paid for something else (payQuote)', () => {
  function QuoteFlow({
    finish,
    outcomes,
  }: {
    finish: (reference: string) => Promise<string>;
    outcomes: unknown[];
  }) {
    const checkout = useCheckout({ customer, invoice: 'health' });
    return (
      <>
        <PaymentAlert alert={checkout.alert} onDismiss={checkout.dismissAlert} />
        <Button
          onClick={() =>
            void checkout
              .payQuote(reference({ reference: 'ALF-REF-CARD' }) as never, finish)
              .then((outcome) => outcomes.push(outcome))
          }
        >
          Replace card
        </Button>
        <CheckoutDialogs checkout={checkout} />
      </>
    );
  }

  it('When the provider is paid, then finish gets the reference, its answer comes back and no cart, payment or receipt call is made', async () => {
    const calls = checkoutServer();
    const outcomes: unknown[] = [];
    const finish = vi.fn(async (ref: string) => `saved ${ref}`);
    renderWithProviders(<QuoteFlow finish={finish} outcomes={outcomes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    await user.click(screen.getByRole('button', { name: 'Pay ₦50' }));
    await waitFor(() =>
      expect(outcomes).toEqual([{ status: 'paid', result: 'saved ALF-REF-CARD' }]),
    );
    expect(finish).toHaveBeenCalledWith('ALF-REF-CARD');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /sandbox/paystack/charge']);
  });

  it("When finish fails, then 'Oops, payment not resolved.' shows and the error comes back", async () => {
    checkoutServer();
    const outcomes: { status: string; error?: unknown }[] = [];
    const failure = new Error('card not reusable');
    renderWithProviders(<QuoteFlow finish={() => Promise.reject(failure)} outcomes={outcomes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦50' }));
    expect(await screen.findByText('Oops, payment not resolved.')).toBeInTheDocument();
    expect(outcomes).toEqual([{ status: 'unresolved', error: failure }]);
  });
});

describe('useCheckout: the post-payment call after a paid card', () => {
  it('When the payments call answers 503 twice, then it is tried again (TanStack Query retry) and the policies come back', async () => {
    let attempts = 0;
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments`, () => {
        attempts += 1;
        if (attempts < 3) return HttpResponse.json({ message: 'Busy' }, { status: 503 });
        return HttpResponse.json({ data: [policy] });
      }),
    ]);
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    await user.click(screen.getByRole('button', { name: 'Pay ₦50' }));
    expect(
      await screen.findByText('Your payment was successful!', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(outcomes).toEqual([{ status: 'paid', policies: [policy] }]));
    expect(attempts).toBe(3);
  }, 10_000);

  it('When the payments call answers a final error (422), then it is not tried again', async () => {
    let attempts = 0;
    checkoutServer([
      http.post(`${BASE}/local/customers/7/payments`, () => {
        attempts += 1;
        return HttpResponse.json({ message: 'Payment not resolved' }, { status: 422 });
      }),
    ]);
    const { user, outcomes } = renderFlow(['card']);
    await startCard(user);
    await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    await user.click(screen.getByRole('button', { name: 'Pay ₦50' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.status).not.toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toBe(1);
  });
});
