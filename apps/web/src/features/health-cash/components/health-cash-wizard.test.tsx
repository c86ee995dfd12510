import { COOKIE_KEYS, LOCAL_STORAGE_KEYS, PROGRESS_COOKIE_KEYS } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { useMe } from '#lib/current-customer.js';
import { getCookie, getStored, setCookie, setStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderRouter } from '#test/render.js';
import { HealthCashWizard } from './health-cash-wizard';
import { acceptCheckoutTerms } from '#flows/checkout/checkout-test-support.js';
import { premium as premiumFixture } from '#test/builders.js';
import { BASE, server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const yearly = {
  id: 8,
  code: 'HTCI-Y',
  name: 'HealthCash',
  price: 1000,
  coverage: 1100000,
  unit: 'Year',
  benefits: [
    {
      title: 'Death by accident',
      description: 'Up to ₦500,000 paid to your next of kin.',
      limit: 500000,
      category: { name: 'Accidents & Emergencies' },
    },
    {
      title: 'Accidents and emergencies',
      description: 'Up to ₦100,000 for treatment after an accident or emergency, Nigeria only.',
      limit: 100000,
      category: { name: 'Accidents & Emergencies' },
    },
    {
      title: 'Permanent disability by accident',
      description: 'Up to ₦500,000 if an accident leaves you permanently disabled.',
      limit: 500000,
      category: { name: 'Accidents & Emergencies' },
    },
  ],
};

const cashProduct = {
  id: 3,
  uid: 'HTCI',
  product_id: 'HealthCash Insurance',
  title: 'HealthCash Insurance',
  purchasable: true,
  description: 'Cash when you are treated in hospital',
  product_highlights: [],
  product_benefits: [],
  not_covered: [],
  claim_requirements: [],
  policy_requirements: [],
  product_requirements: [],
  pricing_plans: [yearly],
};

const premium = (overrides: Partial<PremiumRecord> = {}) =>
  premiumFixture({
    product_prefix_code: 'HTCI',
    policy_number: 'ALF-HTCI-2026-000040',
    ...overrides,
  });

const sandboxReference = (reference: string, total: number) => ({
  reference,
  total,
  amount_kobo: total * 100,
  currency: 'NGN',
  payment_type: 'card',
  provider: 'sandbox',
  public_key: null,
  email: 'chidi@example.ng',
  phone_number: '08031234567',
  lines: [],
});

type Call = { method: string; path: string; body: unknown };

function cashApi(
  options: {
    haveCompletedKyc?: boolean;
    premiums?: PremiumRecord[];
    alreadyPaid?: boolean;
    renewal?: 'renewed' | 'payment_required' | 'declined';
  } = {},
) {
  const customer = customerFixture({ have_completed_kyc: options.haveCompletedKyc ?? false });
  const calls: Call[] = [];
  let premiums = options.premiums ?? [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api', '') + url.search,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    signedInAs(customer),
    http.get(`${BASE}/local/customers/7/premiums`, () => HttpResponse.json({ data: premiums })),
    http.get(`${BASE}/local/products`, () => HttpResponse.json({ data: [cashProduct] })),
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { ...customer, carts: [] } });
    }),
    http.post(`${BASE}/engage/add-to-event`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
    }),
    http.get(`${BASE}/local/customers/7/quotes/payment-reference`, async ({ request }) => {
      await record(request);
      if (options.alreadyPaid) {
        return HttpResponse.json(
          {
            message: 'You already paid for this product',
            errors: { product: ['You already paid for this product'] },
            product_status: 'active',
            product_uid: 'HTCI',
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ data: sandboxReference('ALF-REF-0002', 1000) });
    }),
    http.post(`${BASE}/sandbox/paystack/charge`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { status: 'success' } });
    }),
    http.post(`${BASE}/local/customers/7/payments`, async ({ request }) => {
      await record(request);
      premiums = [premium()];
      return HttpResponse.json({ data: [{ id: 40, product_uid: 'HTCI' }] });
    }),
    http.post(`${BASE}/local/customers/healthcash-invoice`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { sent: true } });
    }),
    http.post(`${BASE}/local/customers/7/products/HTCI/renew-policy`, async ({ request }) => {
      await record(request);
      if (options.renewal === 'declined') {
        return HttpResponse.json({
          data: {
            status: 'declined',
            policy: {},
            declined: { card: { brand: 'visa', last4: '4081' }, reason: 'Insufficient Funds' },
            payment: sandboxReference('ALF-REF-RENEW', 1000),
          },
        });
      }
      if (options.renewal === 'payment_required') {
        return HttpResponse.json({
          data: {
            status: 'payment_required',
            policy: {},
            payment: sandboxReference('ALF-REF-RENEW', 1000),
          },
        });
      }
      premiums = [premium({ next_payment_date: '2028-11-22' })];
      return HttpResponse.json({ data: { status: 'renewed', policy: {}, payment: null } });
    }),
    http.get(`${BASE}/local/banks`, () =>
      HttpResponse.json({
        data: [{ id: 1, name: 'Access Bank', code: '044', description: '' }],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
      }),
    ),
  );
  return { calls, customer };
}

function Route() {
  const location = useLocation();
  const { data: customer } = useMe();
  return (
    <>
      <output aria-label="location">{location.pathname}</output>
      {customer ? (
        <HealthCashWizard
          customer={customer}
          entry={location.pathname === '/signup/health-cash/contact' ? 'contact' : 'buy'}
          continuing={(location.state as { inFlow?: boolean } | null)?.inFlow === true}
        />
      ) : null}
    </>
  );
}

function open(entry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/buy/income', element: <h1>Income protection</h1> },
      { path: '/buy/health-cash', element: <Route /> },
      { path: '/signup/health-cash/contact', element: <Route /> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return { user: userEvent.setup(), router };
}

// The wizard's dialog hides everything else from assistive technology (aria-hidden), this probe too.
const location = () => document.querySelector('output[aria-label="location"]')?.textContent;

describe('The HealthCash wizard', () => {
  it("When /buy/health-cash opens, then progress is 0 and 'Let's Proceed' loads the plan and shows 40 with the cover and the yearly price", async () => {
    cashApi();
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 50);
    const { user } = open('/buy/health-cash');
    expect(
      await screen.findByRole('heading', { name: 'This is Alaafia Health Cash' }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS['health-cash'])).toBe(0);
    expect(getCookie(COOKIE_KEYS.onboardingData)).toMatchObject({ cust_id: 7 });
    await user.click(screen.getByRole('button', { name: "Let's Proceed" }));
    expect(
      await screen.findByRole('heading', { name: "Here's a summary of your plan" }),
    ).toBeInTheDocument();
    expect(screen.getByText('₦1,100,000')).toBeInTheDocument();
    expect(screen.getByText('₦1,000 / year')).toBeInTheDocument();
    expect(getStored(LOCAL_STORAGE_KEYS.selectedCoverage)).toEqual({
      product: 'HTCI',
      coverage: 1100000,
      price: 1000,
    });
  });

  it("When the stored coverage is the monthly plan's, then the yearly plan is shown instead", async () => {
    cashApi();
    setStored(LOCAL_STORAGE_KEYS.selectedCoverage, {
      product: 'HI',
      coverage: 120000,
      price: 1100,
    });
    const { user } = open('/buy/health-cash');
    await user.click(await screen.findByRole('button', { name: "Let's Proceed" }));
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    expect(screen.getByText('₦1,000 / year')).toBeInTheDocument();
  });

  it("When 'See what's covered' is pressed, then 50 lists the three benefits with their amounts and leads back to 40", async () => {
    cashApi();
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: "See what's covered" }));
    const list = await screen.findByRole('list', { name: "What's covered" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText(/Nigeria only/)).toBeInTheDocument();
    expect(within(list).getByText('₦100,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to summary' }));
    expect(
      await screen.findByRole('heading', { name: "Here's a summary of your plan" }),
    ).toBeInTheDocument();
  });

  it('When Subscribe Now is paid, then the cart holds the yearly plan, the event is posted and 60 offers the bank account at /signup/health-cash/contact', async () => {
    const { calls } = cashApi();
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await acceptCheckoutTerms(user);
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,000' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/signup/health-cash/contact'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      products: [{ id: 3, plan_id: 8, price: 1000 }],
    });
    expect(calls.find((c) => c.path === '/engage/add-to-event')?.body).toMatchObject({
      event: 'health-payment-stage',
      uid: '7',
    });
    expect(calls.some((c) => c.path === '/local/customers/healthcash-invoice')).toBe(true);
    const idType = screen.getByLabelText('ID type');
    expect(
      within(idType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BVN', "Voter's Card", "Driver's License", 'Bank Account Number']);
    // The bank comes before the account number.
    await user.selectOptions(idType, 'Bank Account Number');
    expect(await screen.findByLabelText('Bank')).toBeInTheDocument();
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });

  it("When HealthCash is already active, then 'You already paid for this product' renews it on Continue and the flow goes on at /signup/health-cash/contact", async () => {
    const { calls } = cashApi({ alreadyPaid: true, premiums: [premium()], haveCompletedKyc: true });
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await acceptCheckoutTerms(user);
    const modal = await screen.findByRole('dialog', { name: 'You already paid for this product' });
    expect(
      within(modal).getByText('Your HealthCash Insurance is active until 22 November 2027.'),
    ).toBeVisible();
    expect(within(modal).getByText(/renew it for one more year now for ₦1,000/)).toBeVisible();
    expect(screen.queryByText('Oops, something went wrong.')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/signup/health-cash/contact'));
    expect(calls.filter((c) => c.path.endsWith('/renew-policy'))).toHaveLength(1);
    expect(calls.some((c) => c.path === '/local/customers/7/payments')).toBe(false);
  });

  it('When Cancel is pressed in the already-paid modal, then nothing is renewed and 40 stays', async () => {
    const { calls } = cashApi({ alreadyPaid: true, premiums: [premium()] });
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await acceptCheckoutTerms(user);
    const modal = await screen.findByRole('dialog', { name: 'You already paid for this product' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /already paid/ })).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/renew-policy'))).toBe(false);
    expect(getCookie(PROGRESS_COOKIE_KEYS['health-cash'])).toBe(40);
  });

  it('When the renewal needs a payment (no saved card), then its reference is paid in the checkout and the flow goes on', async () => {
    const { calls } = cashApi({
      alreadyPaid: true,
      premiums: [premium()],
      renewal: 'payment_required',
    });
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await acceptCheckoutTerms(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const sandbox = await screen.findByRole('dialog', { name: /Test mode/ });
    expect(within(sandbox).getByText('ALF-REF-RENEW')).toBeInTheDocument();
    await user.click(within(sandbox).getByRole('button', { name: 'Pay ₦1,000' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/local/customers/7/payments')?.body).toMatchObject({
      payment_reference: 'ALF-REF-RENEW',
    });
  });

  it('When the saved card is declined, then the modal says so and Continue pays another way in the checkout', async () => {
    const { calls } = cashApi({ alreadyPaid: true, premiums: [premium()], renewal: 'declined' });
    setCookie(PROGRESS_COOKIE_KEYS['health-cash'], 40);
    const { user } = open({ pathname: '/buy/health-cash', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await acceptCheckoutTerms(user);
    const modal = await screen.findByRole('dialog', { name: 'You already paid for this product' });
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(
      await within(modal).findByText(
        'We could not renew it: your bank declined ₦1,000 on your Visa card ending 4081, so nothing was charged. Your bank said: “Insufficient Funds”. You can pay another way: with another card, by bank transfer or by USSD.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /Test mode/ })).toBeNull();
    expect(
      screen.queryByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));
    const sandbox = await screen.findByRole('dialog', { name: /Test mode/ });
    expect(within(sandbox).getByText('ALF-REF-RENEW')).toBeInTheDocument();
    await user.click(within(sandbox).getByRole('button', { name: 'Pay ₦1,000' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/renew-policy'))).toHaveLength(1);
  });

  it('When Complete is pressed at 100 by a customer without income protection, then the upsell offers it and Yes opens the income wizard', async () => {
    let body: unknown;
    cashApi({ premiums: [premium()], haveCompletedKyc: true });
    server.use(
      http.post(
        `${BASE}/local/customers/profiles/complete-profile-by-product`,
        async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) });
        },
      ),
    );
    const { user } = open('/signup/health-cash/contact');
    expect(await screen.findByText('in combined insurance ₦1,000 / year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const upsell = await screen.findByRole('dialog', { name: 'Protect your income too?' });
    expect(body).toEqual({ customer_id: 7, product_uid: 'HTCI' });
    expect(getStored(LOCAL_STORAGE_KEYS.firstSignUp)).toBe(true);
    await user.click(within(upsell).getByRole('button', { name: 'Yes, Buy Income Protection' }));
    expect(await screen.findByRole('heading', { name: 'Income protection' })).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS['health-cash'])).toBe(0);
  });

  it("When 'No, thanks' is pressed, then the dashboard shows", async () => {
    cashApi({ premiums: [premium()], haveCompletedKyc: true });
    server.use(
      http.post(`${BASE}/local/customers/profiles/complete-profile-by-product`, () =>
        HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) }),
      ),
    );
    const { user } = open('/signup/health-cash/contact');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('When /signup/health-cash/contact is opened without HealthCash, then the wizard starts at /buy/health-cash', async () => {
    cashApi({ premiums: [] });
    open('/signup/health-cash/contact');
    expect(
      await screen.findByRole('heading', { name: 'This is Alaafia Health Cash' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/buy/health-cash'));
  });
});
