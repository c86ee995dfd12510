import type { Customer } from '@alaafia/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { meQueryKey } from '#lib/current-customer.js';
import { createQueryClient } from '#lib/query-client.js';
import { clearCookies, customerFixture, renderRouter } from '#test/render.js';
import { DashboardPage } from './dashboard-page';
import { policyDocumentOf, premium as premiumFixture } from '#test/builders.js';
import { BASE, server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

const premium = (overrides: Partial<PremiumRecord> = {}) =>
  premiumFixture({ policy_document: policyDocumentOf('ALF-HI-2026-000001'), ...overrides });

const healthCash = (overrides: Partial<PremiumRecord> = {}) =>
  premium({
    product_prefix_code: 'HTCI',
    product_id: 'HealthCash Insurance',
    sum_assured: 1100000,
    premium: 1000,
    next_payment_date: '2027-11-22',
    policy_number: 'ALF-HTCI-2026-000002',
    policy_document: '/api/local/customers/7/policies/ALF-HTCI-2026-000002/document',
    ...overrides,
  });

const kin = {
  name: 'Ada Eze',
  first_name: 'Ada',
  last_name: 'Eze',
  phone: '08030000000',
  email: null,
  relationship: 'Sister',
};

type Call = { method: string; path: string; body: unknown };

/** The API the dashboard reads: the premiums (changed by `premiums.current`), the events, the reasons. */
function dashboardServer(initial: PremiumRecord[]) {
  const premiums = { current: initial };
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api', ''),
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    http.get(`${BASE}/local/customers/7/premiums`, () =>
      HttpResponse.json({ data: premiums.current }),
    ),
    http.get(`${BASE}/auth/me`, () => HttpResponse.json({ data: null }, { status: 401 })),
    // The tiles' 'from' prices (issue 18): the catalogue, with no plans here (no price shown).
    http.get(`${BASE}/local/products`, () => HttpResponse.json({ data: [] })),
    // The active health tile asks whether a hospital change is under review (issue 18).
    http.get(`${BASE}/local/customers/7/change-hospital-request`, () =>
      HttpResponse.json({ data: null }),
    ),
    // ... and shows the member card and the latest 'Talk to a doctor' request (issue 28).
    http.get(`${BASE}/local/customers/7/member-card`, () =>
      HttpResponse.json({ message: 'You have no active health plan.' }, { status: 404 }),
    ),
    http.get(`${BASE}/local/customers/7/telemedicine-requests`, () =>
      HttpResponse.json({ data: [] }),
    ),
    http.post(`${BASE}/engage/add-to-event`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { id: 1, event: 'CompleteRegistration' } }, { status: 201 });
    }),
    http.get(`${BASE}/local/policy-cancellation/reasons`, () =>
      HttpResponse.json({
        data: [
          { id: 1, reason: 'I can no longer afford the premium' },
          { id: 5, reason: 'I no longer need this cover' },
          { id: 7, reason: 'Other' },
        ],
      }),
    ),
    // What cancelling and renewing mean before the customer confirms (issue 18).
    http.get(`${BASE}/local/customers/7/products/:product/cancellation-terms`, () =>
      HttpResponse.json({ data: { in_free_month: true, paid_until: '2026-12-22' } }),
    ),
    http.get(`${BASE}/local/customers/7/products/:product/renewal-quote`, () =>
      HttpResponse.json({
        data: {
          how: 'saved_card',
          amount: 1100,
          cover_months: 1,
          covered_from: '2026-11-25',
          covered_until: '2026-12-25',
          card: { brand: 'visa', last4: '4081' },
        },
      }),
    ),
  );
  return { premiums, calls, record };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function openDashboard(customer: Customer) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, customer);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <DashboardPage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  renderRouter(router, { queryClient });
  return { user: userEvent.setup(), router, queryClient };
}

const tile = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

describe('the dashboard', () => {
  it("When the API says the customer signed up within the hour, then the greeting is 'Welcome', not 'Welcome back' (issue 30)", async () => {
    dashboardServer([]);
    openDashboard(customerFixture({ just_signed_up: true }));
    expect(screen.getByRole('heading', { name: 'Welcome, Chidi.', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      '/api/local/support/whatsapp',
    );
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/help');
    expect(await screen.findByText('You do not have any policy')).toBeInTheDocument();
  });

  it("When the customer chooses 'Use WhatsApp' on the dashboard, then a one-time code and the wa.me link that sends it are shown (issue 40)", async () => {
    dashboardServer([]);
    server.use(
      http.post(`${BASE}/local/customers/:id/whatsapp/link`, () =>
        HttpResponse.json({
          data: {
            code: '482913',
            expires_at: '2027-03-10T09:15:00.000Z',
            wa_me_url: 'https://wa.me/2348000000000?text=LINK%20482913',
          },
        }),
      ),
    );
    const { user } = openDashboard(customerFixture());
    await user.click(await screen.findByRole('button', { name: 'Use WhatsApp' }));
    expect(await screen.findByText('Your code: 482913')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/2348000000000?text=LINK%20482913',
    );
    expect(screen.getByRole('button', { name: 'Get a new code' })).toBeInTheDocument();
  });

  it("When the customer holds no policy, then 'You do not have any policy', a red badge linking to /kyc/health and every product to buy, income protection last", async () => {
    const { calls } = dashboardServer([]);
    openDashboard(customerFixture({ engage_uid: 'eng-7' }));
    expect(
      screen.getByRole('heading', { name: 'Welcome back, Chidi.', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Rest assured, we're looking out for you.")).toBeInTheDocument();
    expect(await screen.findByText('You do not have any policy')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Verify Account' })).toBeInTheDocument();
    expect(screen.getByText('Your account has not been verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/kyc/health',
    );

    const titles = within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Insure my health',
      'Get Health Cash',
      'Insure my business',
      'Get Credit Life',
      'Protect your income',
    ]);
    expect(
      within(tile('Protect your income')).getByRole('button', {
        name: 'Explore Income Protection',
      }),
    ).toBeInTheDocument();
    expect(
      within(tile('Insure my business')).getByRole('button', { name: 'Explore' }),
    ).toBeVisible();

    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/engage/add-to-event',
        body: { event: 'CompleteRegistration', uid: 'eng-7', properties: { page: 'dashboard' } },
      }),
    );
    expect(calls.filter((c) => c.path === '/engage/add-to-event')).toHaveLength(1);
  });

  it('When Buy Now or Explore Income Protection is pressed, then the flow opens by its URL', async () => {
    dashboardServer([]);
    const { user } = openDashboard(customerFixture());
    await screen.findByText('You do not have any policy');
    await user.click(within(tile('Get Health Cash')).getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/buy/health-cash?from=dashboard');
  });

  it("When two policies are active, then the carousel shows '1 / 2', moves with the arrows, and the badge stays the customer's one (issue 30)", async () => {
    dashboardServer([premium(), healthCash()]);
    const { user } = openDashboard(
      customerFixture({
        have_completed_kyc: true,
        have_completed_health_cash_profile: true,
        next_of_kin: kin,
      }),
    );
    const carousel = await screen.findByRole('region', { name: 'Your policies' });
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'Health Insurance' })).toBeVisible();
    expect(within(carousel).getByText('ALF-HI-2026-000001')).toBeVisible();
    expect(within(carousel).getByText('₦120,000')).toBeVisible();
    expect(within(carousel).getByText('₦1,100 / month')).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'Previous policy' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account has been successfully verified. You can now enjoy Health Insurance full benefits',
      ),
    ).toBeInTheDocument();

    await user.click(within(carousel).getByRole('button', { name: 'Next policy' }));
    expect(within(carousel).getByText('2 / 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'HealthCash Insurance' })).toBeVisible();
    expect(within(carousel).getByText('₦1,000 / year')).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'Next policy' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account has been successfully verified. You can now enjoy Health Insurance full benefits',
      ),
    ).toBeInTheDocument();

    expect(within(tile('Health Insured')).getByText('Active')).toBeInTheDocument();
    expect(
      within(tile('Health Insured')).getByRole('link', { name: 'Download Policy' }),
    ).toHaveAttribute('href', '/api/local/customers/7/policies/ALF-HI-2026-000001/document');
  });

  it("When the income policy's letter is under review, then the badge is amber 'Pending review'", async () => {
    dashboardServer([
      premium({ product_prefix_code: 'EI', product_id: 'Income Protection Insurance' }),
    ]);
    openDashboard(
      customerFixture({
        have_completed_kyc: true,
        have_verified_bvn: true,
        kyc_in_review_status: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Pending review' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your verification is under revision. We will notify you of your account status very soon.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your account' })).toBeNull();
  });

  it("When the BVN is verified but no reviewer holds anything, then the badge is not 'Pending review' for ever, on any policy shown (issue 30)", async () => {
    dashboardServer([
      premium({ product_prefix_code: 'EI', product_id: 'Income Protection Insurance' }),
      healthCash(),
    ]);
    const { user } = openDashboard(
      customerFixture({ have_completed_kyc: true, have_verified_bvn: true, next_of_kin: kin }),
    );
    const carousel = await screen.findByRole('region', { name: 'Your policies' });
    expect(screen.getByRole('heading', { name: 'Verify Account' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next policy' }));
    expect(screen.getByRole('heading', { name: 'Verify Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending review' })).toBeNull();
  });

  it("When a card was declined, then the policy card and the tile read the same state: 'Payment overdue', the date it was due (issue 30)", async () => {
    dashboardServer([
      premium({
        payment_state: 'overdue',
        next_payment_date: '2026-11-22',
        grace_ends_on: '2026-12-06',
      }),
    ]);
    openDashboard(customerFixture({ have_completed_kyc: true, next_of_kin: kin }));
    const carousel = await screen.findByRole('region', { name: 'Your policies' });
    expect(within(carousel).getByText('Payment overdue')).toBeInTheDocument();
    expect(within(carousel).queryByText('Active')).toBeNull();
    expect(within(carousel).getByText('Payment was due')).toBeInTheDocument();
    expect(within(carousel).queryByText('Next payment')).toBeNull();
    expect(within(tile('Health Insured')).getByText('Payment overdue')).toBeInTheDocument();
  });

  it('When a policy is sponsored, then its tile reads the free coverage and the sponsor', async () => {
    dashboardServer([
      healthCash({ company: 'Dangote Foundation', next_payment_date: '2027-01-31' }),
    ]);
    openDashboard(customerFixture({ next_of_kin: null }));
    await screen.findByRole('region', { name: 'Your policies' });
    expect(
      within(tile('Health Cash')).getByText(
        'Free coverage until 31 January 2027. Courtesy of Dangote Foundation',
      ),
    ).toBeInTheDocument();
    // A sponsored Health Cash does not ask for the next of kin.
    expect(screen.queryByRole('dialog', { name: 'Add your next of kin' })).toBeNull();
  });
});

describe('renewal and cancellation', () => {
  it("When 'Renew Now' is confirmed on a cancelled plan, then renew-policy is called with the product and the premiums are fetched again", async () => {
    const api = dashboardServer([
      premium({ active: false, date_cancelled: '2026-11-25T10:00:00Z' }),
    ]);
    server.use(
      http.post(
        `${BASE}/local/customers/7/products/Health%20Insurance/renew-policy`,
        async ({ request }) => {
          await api.record(request);
          api.premiums.current = [premium()];
          return HttpResponse.json({
            data: { status: 'renewed', policy: premium(), payment: null },
          });
        },
      ),
    );
    server.use(signedInAs(customerFixture()));
    const { user } = openDashboard(customerFixture());
    await user.click(
      await within(await waitFor(() => tile('Insure my health'))).findByRole('button', {
        name: 'Renew Now',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Renew policy' });
    expect(dialog).toHaveTextContent("You're about to renew this policy. Are you sure about this?");
    // What it costs and buys, before anything is charged (issue 18).
    expect(
      await within(dialog).findByText(
        /₦1,100 will be charged to your Visa card ending 4081 now, for 1 month of cover from 25 November 2026 to 25 December 2026\./,
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/renew-policy'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renew policy' })).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /local/customers/7/products/Health%20Insurance/renew-policy',
    );
    expect(await screen.findByRole('heading', { name: 'Health Insured' })).toBeInTheDocument();
    // The health tile has a status line of its own (its hospital): the renewal's message is one of them.
    expect(
      screen
        .getAllByRole('status')
        .some((s) =>
          s.textContent?.includes(
            'Your Health Insurance has been renewed. You are covered until 22 December 2026.',
          ),
        ),
    ).toBe(true);
  });

  it('When renewing fails, then the dashboard says so instead of staying silent', async () => {
    dashboardServer([premium({ active: false, date_cancelled: '2026-11-25T10:00:00Z' })]);
    server.use(
      http.post(`${BASE}/local/customers/7/products/Health%20Insurance/renew-policy`, () =>
        HttpResponse.json(
          { message: 'Your renewal is being processed. Please check again in a moment.' },
          { status: 409 },
        ),
      ),
      signedInAs(customerFixture()),
    );
    const { user } = openDashboard(customerFixture());
    await user.click(
      await within(await waitFor(() => tile('Insure my health'))).findByRole('button', {
        name: 'Renew Now',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Renew policy' });
    const confirm = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your renewal is being processed. Please check again in a moment.',
    );
  });

  it('When renewal needs a payment, then the checkout opens with the reference the server made', async () => {
    const api = dashboardServer([
      healthCash({ active: false, date_cancelled: '2026-01-05T10:00:00Z' }),
    ]);
    server.use(
      http.post(`${BASE}/local/customers/7/products/HealthCash%20Insurance/renew-policy`, () =>
        HttpResponse.json({
          data: {
            status: 'payment_required',
            policy: healthCash({ active: false }),
            payment: {
              reference: 'ALF-RENEW-1',
              total: 1000,
              amount_kobo: 100000,
              currency: 'NGN',
              payment_type: 'card',
              provider: 'sandbox',
              public_key: null,
              email: 'chidi@example.ng',
              phone_number: '08031234567',
              lines: [],
            },
          },
        }),
      ),
    );
    const customer = customerFixture({ next_of_kin: kin });
    server.use(signedInAs(customer));
    const { user } = openDashboard(customer);
    await user.click(
      await within(await waitFor(() => tile('Get Health Cash'))).findByRole('button', {
        name: 'Renew Now',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    expect(sandbox).toHaveTextContent('ALF-RENEW-1');
    expect(sandbox).toHaveTextContent('₦1,000');
    await user.click(within(sandbox).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment process was cancelled.');
    expect(api.calls.some((c) => c.path.endsWith('/payments'))).toBe(false);
  });

  it("When the saved card is declined, then the dashboard says so with the bank's words and no window opens until 'Pay another way'", async () => {
    const api = dashboardServer([
      premium({ active: false, date_cancelled: '2026-11-25T10:00:00Z' }),
    ]);
    server.use(
      http.post(
        `${BASE}/local/customers/7/products/Health%20Insurance/renew-policy`,
        async ({ request }) => {
          await api.record(request);
          return HttpResponse.json({
            data: {
              status: 'declined',
              policy: premium({ active: false }),
              declined: { card: { brand: 'visa', last4: '4081' }, reason: 'Insufficient Funds' },
              payment: {
                reference: 'ALF-RENEW-2',
                total: 1100,
                amount_kobo: 110000,
                currency: 'NGN',
                payment_type: 'card',
                provider: 'sandbox',
                public_key: null,
                email: 'chidi@example.ng',
                phone_number: '08031234567',
                discount_percent: 0,
                referral_code: null,
                card_verification: 0,
                lines: [],
              },
            },
          });
        },
      ),
      signedInAs(customerFixture()),
    );
    const { user } = openDashboard(customerFixture());
    await user.click(
      await within(await waitFor(() => tile('Insure my health'))).findByRole('button', {
        name: 'Renew Now',
      }),
    );
    const confirm = within(screen.getByRole('dialog', { name: 'Renew policy' })).getByRole(
      'button',
      { name: 'Continue' },
    );
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not renew it: your bank declined ₦1,100 on your Visa card ending 4081, so nothing was charged. Your bank said: “Insufficient Funds”. You can pay another way: with another card, by bank transfer or by USSD.',
    );
    expect(screen.queryByRole('dialog', { name: 'Test mode: no real money moves' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Pay another way' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    expect(sandbox).toHaveTextContent('ALF-RENEW-2');
    expect(api.calls.filter((c) => c.path.endsWith('/renew-policy'))).toHaveLength(1);
  });

  it('When an active policy is cancelled with a reason, then cancel-policy gets the reason and the tile offers renewal', async () => {
    const api = dashboardServer([premium()]);
    server.use(
      http.post(
        `${BASE}/local/customers/7/products/Health%20Insurance/cancel-policy`,
        async ({ request }) => {
          await api.record(request);
          api.premiums.current = [
            premium({ active: false, date_cancelled: '2026-11-25T10:00:00Z' }),
          ];
          return HttpResponse.json({ data: api.premiums.current[0] });
        },
      ),
      signedInAs(customerFixture()),
    );
    const { user } = openDashboard(customerFixture());
    await user.click(
      await within(await waitFor(() => tile('Health Insured'))).findByRole('button', {
        name: 'Cancel policy',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel policy' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel policy' });
    expect(confirm).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('radio', { name: 'I no longer need this cover' }),
    );
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel policy' })).toBeNull());
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/local/customers/7/products/Health%20Insurance/cancel-policy',
      body: { reason_id: 5, reason_note: null },
    });
    expect(
      await within(await waitFor(() => tile('Insure my health'))).findByRole('button', {
        name: 'Renew Now',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Health Insurance has been cancelled. You can renew it at no charge until 22 December 2026.',
    );
  });

  it("When the policy is in its free month, then the modal says nothing was paid; 'Other' needs the customer's words, which are sent", async () => {
    const api = dashboardServer([premium()]);
    server.use(
      http.post(
        `${BASE}/local/customers/7/products/Health%20Insurance/cancel-policy`,
        async ({ request }) => {
          await api.record(request);
          return HttpResponse.json({ data: premium({ active: false }) });
        },
      ),
      signedInAs(customerFixture()),
    );
    const { user } = openDashboard(customerFixture());
    await user.click(
      await within(await waitFor(() => tile('Health Insured'))).findByRole('button', {
        name: 'Cancel policy',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel policy' });
    expect(
      await within(dialog).findByText(
        'Your Health Insurance stops today. You are in your free month, so you have not paid for this cover and nothing is charged or refunded. Please tell us why you are cancelling.',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('time already paid for is not refunded');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const box = within(dialog).getByLabelText('Tell us why you are cancelling');
    expect(box).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(within(dialog).getByText('Please tell us why you are cancelling.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/cancel-policy'))).toBe(false);
    await user.type(box, 'Moving abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel policy' })).toBeNull());
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/local/customers/7/products/Health%20Insurance/cancel-policy',
      body: { reason_id: 7, reason_note: 'Moving abroad' },
    });
  });
});

describe('the next-of-kin modal', () => {
  it('When a Health Cash policy has no sponsor and there is no next of kin, then the modal opens; saving closes it and refreshes the profile', async () => {
    const api = dashboardServer([healthCash()]);
    const saved = customerFixture({
      next_of_kin: {
        name: 'Ngozi Eze',
        first_name: 'Ngozi',
        last_name: 'Eze',
        phone: '08031234568',
        email: null,
        relationship: 'Sister',
      },
    });
    let attempts = 0;
    server.use(
      http.post(`${BASE}/local/customer/next-of-kin/7`, async ({ request }) => {
        await api.record(request);
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json(
            {
              message: 'Invalid email',
              errors: { email: ['This e-mail cannot receive messages'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: saved });
      }),
    );
    const { user, queryClient } = openDashboard(customerFixture());
    const dialog = await screen.findByRole('dialog', { name: 'Add your next of kin' });
    expect(dialog).toHaveTextContent(
      'Up to ₦500,000 is available to this person in case of your death.',
    );
    expect(dialog).toHaveTextContent('You can update your next of kin anytime in Settings.');
    expect(within(dialog).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByLabelText('First name'), 'Ngozi2!');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ngozi');
    await user.type(within(dialog).getByLabelText('Last name'), 'Eze');
    await user.type(within(dialog).getByLabelText('Phone number'), '0803-123');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Sister');
    await user.tab();
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Enter a valid Nigerian phone number')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone number'), '4568');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('08031234568');
    expect(save).toBeEnabled();

    await user.type(within(dialog).getByLabelText('Email (optional)'), 'ngozi@');
    await user.tab();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email (optional)'));
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'ngozi@example.ng');
    await user.click(save);
    expect(
      await within(dialog).findByText('This e-mail cannot receive messages'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email (optional)'));
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add your next of kin' })).toBeNull(),
    );
    const bodies = api.calls.filter((c) => c.path === '/local/customer/next-of-kin/7');
    expect(bodies.map((c) => c.body)).toEqual([
      {
        first_name: 'Ngozi',
        last_name: 'Eze',
        phone: '08031234568',
        email: 'ngozi@example.ng',
        relationship: 'Sister',
        name: 'Ngozi Eze',
      },
      {
        first_name: 'Ngozi',
        last_name: 'Eze',
        phone: '08031234568',
        email: null,
        relationship: 'Sister',
        name: 'Ngozi Eze',
      },
    ]);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(saved);
    expect(screen.getByRole('status')).toHaveTextContent('Your next of kin has been saved.');
  });

  it('When the modal was closed once, then the next dashboard load of the session does not ask again', async () => {
    dashboardServer([healthCash()]);
    const first = openDashboard(customerFixture());
    const dialog = await screen.findByRole('dialog', { name: 'Add your next of kin' });
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    cleanup();
    openDashboard(customerFixture());
    await screen.findByRole('region', { name: 'Your policies' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Add your next of kin' })).toBeNull();
    // A new session (the browser opened again) asks again while the rule holds.
    cleanup();
    sessionStorage.clear();
    openDashboard(customerFixture());
    expect(await screen.findByRole('dialog', { name: 'Add your next of kin' })).toBeInTheDocument();
  });

  it('When the customer already has a next of kin or holds no Health Cash, then the modal stays closed', async () => {
    dashboardServer([premium()]);
    openDashboard(customerFixture());
    await screen.findByRole('region', { name: 'Your policies' });
    expect(screen.queryByRole('dialog', { name: 'Add your next of kin' })).toBeNull();
  });
});
