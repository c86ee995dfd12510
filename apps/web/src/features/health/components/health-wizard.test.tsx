import {
  COOKIE_KEYS,
  LOCAL_STORAGE_KEYS,
  PROGRESS_COOKIE_KEYS,
  type Customer,
} from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { useMe } from '#lib/current-customer.js';
import { getCookie, getStored, setCookie, setStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderRouter } from '#test/render.js';
import { healthPathFor, type HealthEntry } from '../health-routes';
import { HealthWizard } from './health-wizard';
import { acceptCheckoutTerms } from '#flows/checkout/checkout-test-support.js';
import { premium as premiumFixture } from '#test/builders.js';
import { BASE, server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const states = [
  {
    id: 25,
    name: 'Lagos',
    short_name: 'LA',
    capital: 'Ikeja',
    locals: [
      { id: 3, name: 'Surulere' },
      { id: 1, name: 'Ikeja' },
      { id: 2, name: 'Eti-Osa' },
    ],
  },
  {
    id: 15,
    name: 'Federal Capital Territory',
    short_name: 'FC',
    capital: 'Abuja',
    locals: [{ id: 9, name: 'Bwari' }],
  },
];

function hospital(id: number) {
  return {
    id,
    name: `Hospital ${id}`,
    address: `${id} Allen Avenue`,
    full_address: `${id} Allen Avenue, Ikeja, Lagos`,
    city: 'Ikeja',
    state_id: 25,
  };
}

const smedan = {
  id: 5,
  code: 'HI-SMEDAN-M',
  name: 'SMEDAN',
  price: 1100,
  coverage: 120000,
  unit: 'Month',
  benefits: [
    {
      title: 'Accidents & Emergencies',
      description: 'Emergency and accident care up to a limit of ₦50,000.',
      limit: 50000,
      category: { name: 'Accidents & Emergencies' },
    },
    {
      title: 'Tests',
      description: 'Basic X-rays, laboratory and diagnostics.',
      limit: null,
      category: { name: 'Tests & Screening' },
    },
  ],
};

function healthProduct(plans = [smedan]) {
  return {
    id: 2,
    uid: 'HI',
    product_id: 'Health Insurance',
    title: 'Health Insurance',
    purchasable: true,
    description: 'Affordable healthcare',
    product_highlights: [],
    product_benefits: [],
    not_covered: [],
    claim_requirements: [],
    policy_requirements: [],
    product_requirements: [],
    pricing_plans: plans,
  };
}

const premium = (overrides: Partial<PremiumRecord> = {}) =>
  premiumFixture({ policy_number: 'ALF-HI-2026-000031', ...overrides });

type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** The API the wizard talks to; every call is recorded with its body. */
function healthApi(
  options: {
    customer?: Customer;
    premiums?: PremiumRecord[];
    plans?: (typeof smedan)[];
    saveHospital?: () => Response;
  } = {},
) {
  const customer = options.customer ?? customerFixture();
  const calls: Call[] = [];
  let premiums = options.premiums ?? [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api', '') + url.search,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('authorization'),
    });
  };
  server.use(
    signedInAs(customer),
    http.get(`${BASE}/local/customers/7/premiums`, () => HttpResponse.json({ data: premiums })),
    http.get(`${BASE}/local/states`, () => HttpResponse.json({ data: states })),
    http.get(`${BASE}/local/products`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        data: [healthProduct(options.plans ?? [smedan])],
      });
    }),
    http.get(`${BASE}/local/hospitals/states/:stateId`, async ({ request, params }) => {
      await record(request);
      if (params.stateId === '99') {
        return HttpResponse.json({ message: 'We could not find that state.' }, { status: 404 });
      }
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const city = url.searchParams.get('city');
      const ids = city ? [40, 41] : page === 1 ? [1, 2, 3] : [4, 5];
      return HttpResponse.json({
        data: ids.map(hospital),
        meta: { current_page: page, last_page: city ? 1 : 2, per_page: 3, total: 5 },
      });
    }),
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      await record(request);
      if (options.saveHospital) return options.saveHospital();
      const body = (await request.json()) as { preferred_hospital?: number; products?: unknown };
      if (body.products) return HttpResponse.json({ data: { ...customer, carts: [] } });
      const chosen = hospital(body.preferred_hospital ?? 0);
      return HttpResponse.json({
        data: {
          ...customer,
          preferred_hospital: {
            id: chosen.id,
            name: chosen.name,
            address: chosen.address,
            full_address: chosen.full_address,
          },
        },
      });
    }),
    http.post(`${BASE}/engage/add-to-event`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
    }),
    http.get(`${BASE}/local/customers/7/quotes/payment-reference`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        data: {
          reference: 'ALF-REF-0001',
          total: 50,
          amount_kobo: 5000,
          currency: 'NGN',
          payment_type: 'card',
          provider: 'sandbox',
          public_key: null,
          email: customer.email,
          phone_number: customer.phone_number,
          lines: [],
        },
      });
    }),
    http.post(`${BASE}/sandbox/paystack/charge`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { reference: 'ALF-REF-0001', status: 'success' } });
    }),
    http.post(`${BASE}/local/customers/7/payments`, async ({ request }) => {
      await record(request);
      premiums = [premium()];
      return HttpResponse.json({
        data: [
          {
            id: 31,
            policy_number: 'ALF-HI-2026-000031',
            product: 'Health Insurance',
            product_uid: 'HI',
            product_id: 2,
            sum_assured: 120000,
            premium: 1100,
            policy_duration: 1,
            unit: 'Month',
            start_date: '2026-11-22',
            next_payment_date: '2026-12-22',
            policy_document: null,
          },
        ],
      });
    }),
    http.post(`${BASE}/local/customers/health-invoice`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { sent: true } });
    }),
  );
  return { calls, customer };
}

/** Shows where the router is, so tests can assert the route of each stage. */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** As the app's route: the signed-in customer from GET /auth/me. */
function Route() {
  const location = useLocation();
  const { data: customer } = useMe();
  if (!customer) return null;
  const entry: HealthEntry =
    location.pathname === '/signup/health/summary'
      ? 'summary'
      : location.pathname === '/signup/health/complete'
        ? 'complete'
        : 'buy';
  return (
    <>
      <WhereAmI />
      <HealthWizard
        customer={customer}
        entry={entry}
        variant={location.search.includes('from=dashboard') ? 'dashboard' : 'health'}
        continuing={(location.state as { inFlow?: boolean } | null)?.inFlow === true}
      />
    </>
  );
}

function open(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const element = <Route />;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <WhereAmI />
            <h1>Dashboard</h1>
          </>
        ),
      },
      { path: '/buy/health', element },
      { path: '/signup/health/summary', element },
      { path: '/signup/health/complete', element },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(router);
  return { user: userEvent.setup(), router };
}

// The open wizard hides the rest of the page from assistive technology, the location included.
// The wizard's dialog hides everything else from assistive technology (aria-hidden), this probe too.
const location = () => document.querySelector('output[aria-label="location"]')?.textContent;

/** Opens the wizard at stage 20, as Processing leaves it (stored hospitals and Lagos). */
function atHospitalStage() {
  setCookie(PROGRESS_COOKIE_KEYS.health, 20);
  setStored(LOCAL_STORAGE_KEYS.hospitals, [hospital(1)]);
  setStored(LOCAL_STORAGE_KEYS.chosenState, { state_id: 25, local_area_id: 0 });
  return open({ pathname: '/buy/health', state: { inFlow: true } });
}

describe('healthPathFor', () => {
  it('When a stage is placed, then 50 is the summary route, 60 to 100 the complete route and the rest /buy/health', () => {
    expect(healthPathFor(0, 'health')).toBe('/buy/health');
    expect(healthPathFor(40, 'health')).toBe('/buy/health');
    expect(healthPathFor(50, 'health')).toBe('/signup/health/summary');
    expect(healthPathFor(60, 'health')).toBe('/signup/health/complete');
    expect(healthPathFor(100, 'dashboard')).toBe('/signup/health/complete?from=dashboard');
  });
});

describe('Opening the monthly health wizard', () => {
  it("When /buy/health opens, then progress is reset to 0, the customer's data saved in the cookie and the intro shown", async () => {
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { calls } = healthApi();
    open('/buy/health');
    expect(
      await screen.findByRole('heading', {
        name: 'Affordable healthcare at a hospital near you',
      }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(0);
    expect(getCookie(COOKIE_KEYS.onboardingData)).toMatchObject({
      first_name: 'Chidi',
      email: 'chidi@example.ng',
      cust_id: 7,
      engage_uid: '7',
    });
    expect(screen.getByRole('button', { name: 'Learn More About Alaafia Health' })).toBeVisible();
    expect(await screen.findByText(/from ₦1,100 per month/)).toBeInTheDocument();
    // The products call goes with an empty Authorization header.
    expect(calls.find((c) => c.path === '/local/products')?.authorization).toBe('');
  });

  it('When Learn More is pressed, then the info modal shows the three steps and a category accordion with its icon', async () => {
    healthApi();
    const { user } = open('/buy/health');
    await screen.findByText(/from ₦1,100 per month/);
    await user.click(screen.getByRole('button', { name: 'Learn More About Alaafia Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Health Insurance' });
    for (const step of ['Subscribe', 'Access Healthcare', 'Telemedicine']) {
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    }
    const tests = within(dialog).getByRole('button', { name: /Tests & Screening/ });
    expect(tests).toHaveAttribute('aria-expanded', 'false');
    expect(tests.closest('[data-icon]')).toHaveAttribute('data-icon', 'tests-screening');
    expect(within(dialog).getByText('Basic X-rays, laboratory and diagnostics.')).not.toBeVisible();
    await user.click(tests);
    expect(tests).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Basic X-rays, laboratory and diagnostics.')).toBeVisible();
    expect(within(dialog).getAllByText('View Service')).toHaveLength(2);
  });

  it('When the dashboard opens the wizard (?from=dashboard), then its Go Back map applies: 40 goes to 10', async () => {
    healthApi();
    // The hospitals still on their way: the loader shows until they are in (no longer).
    server.use(http.get(`${BASE}/local/hospitals/states/:id`, () => delay('infinite')));
    setCookie(PROGRESS_COOKIE_KEYS.dashboard, 40);
    setStored(LOCAL_STORAGE_KEYS.hospitals, [hospital(1)]);
    const { user } = open({
      pathname: '/buy/health',
      search: '?from=dashboard',
      state: { inFlow: true },
    });
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(
      await screen.findByRole('heading', { name: "Just a sec...we're processing your data" }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.dashboard)).toBe(10);
  });

  it('When the wizard’s own map applies, then Go Back from 40 goes to 20', async () => {
    healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    setStored(LOCAL_STORAGE_KEYS.hospitals, [hospital(1)]);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(
      await screen.findByRole('heading', {
        name: 'Hi Chidi, here are some hospitals close to you',
      }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(20);
  });

  it('When the logo is pressed, then progress goes back to 0 and the dashboard shows', async () => {
    healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    await user.click(screen.getByRole('button', { name: 'Alaafia, close' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(0);
    expect(location()).toBe('/');
  });
});

describe('Processing (10)', () => {
  it("When 'Let's Proceed' is pressed, then the states and Lagos hospitals load and 20 follows with them stored, as soon as they are in (not after the ten ticks' 5 s)", async () => {
    const { calls } = healthApi();
    const { user } = open('/buy/health');
    await user.click(await screen.findByRole('button', { name: "Let's Proceed" }));
    // The spec's loader shows while the data loads (the Go Back tests above see it), and no longer.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Hi Chidi, here are some hospitals close to you' },
        { timeout: 4500 }, // the ten ticks alone take 5 s
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/local/hospitals/states/25?page=1')).toBe(true);
    expect(getStored(LOCAL_STORAGE_KEYS.hospitals)).toHaveLength(3);
    expect(getStored(LOCAL_STORAGE_KEYS.chosenState)).toEqual({ state_id: 25, local_area_id: 0 });
  }, 12_000);
});

describe('Hospital selection (20)', () => {
  it('When stage 20 has no stored hospitals, then it falls back to 10', async () => {
    healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 20);
    open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(
      await screen.findByRole('heading', { name: "Just a sec...we're processing your data" }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(10);
  });

  it("When the areas are listed, then 'All' is first and the rest sorted; an area sends its name in lower case", async () => {
    const { calls } = healthApi();
    const { user } = atHospitalStage();
    const area = await screen.findByLabelText('Local Govt Area');
    await waitFor(() =>
      expect(
        within(area)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Eti-Osa', 'Ikeja', 'Surulere']),
    );
    await user.selectOptions(area, 'Eti-Osa');
    expect(await screen.findByText('Hospital 40')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/local/hospitals/states/25?city=eti-osa&page=1');
  });

  it("When 'See more hospitals' is pressed, then page 2 is appended and the button goes at the last page", async () => {
    healthApi();
    const { user } = atHospitalStage();
    await screen.findByText('Hospital 3');
    await user.click(screen.getByRole('button', { name: 'See more hospitals' }));
    expect(await screen.findByText('Hospital 5')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'See more hospitals' })).toBeNull();
  });

  it('When a hospital is chosen, then Continue saves it with user_id, posts select-hospital-stage and moves to 40', async () => {
    const { calls } = healthApi();
    const { user } = atHospitalStage();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Hospital 2/ }));
    expect(screen.getByRole('radio', { name: /Hospital 2/ }).closest('label')).toHaveClass(
      'hp-hospital--selected',
    );
    await user.click(continueButton);
    expect(
      await screen.findByRole('heading', { name: "Here's a summary of your plan" }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      user_id: 7,
      preferred_hospital: 2,
    });
    expect(calls.find((c) => c.path === '/engage/add-to-event')?.body).toMatchObject({
      event: 'select-hospital-stage',
      uid: '7',
      properties: { state: 'Lagos', city: 'all' },
    });
    expect(getStored(LOCAL_STORAGE_KEYS.selectedPlan)).toMatchObject({
      name: 'SMEDAN',
      plan_id: 5,
    });
    // The SMEDAN plan is set with the spec's 'health-set-plan-stage' event, its name and price.
    expect(
      calls.filter((c) => c.path === '/engage/add-to-event').map((c) => c.body),
    ).toContainEqual({
      event: 'health-set-plan-stage',
      uid: '7',
      properties: { plan: 'SMEDAN', price: 1100 },
    });
    expect(screen.getByText('Hospital 2')).toBeInTheDocument();
  });

  it("When the state is the Federal Capital Territory, then the event sends 'FCT'", async () => {
    const { calls } = healthApi();
    const { user } = atHospitalStage();
    await screen.findByRole('option', { name: 'Federal Capital Territory' });
    await user.selectOptions(screen.getByLabelText('State'), 'Federal Capital Territory');
    await user.click(await screen.findByRole('radio', { name: /Hospital 1/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    expect(calls.map((c) => c.path)).toContain('/local/hospitals/states/15?page=1');
    expect(calls.find((c) => c.path === '/engage/add-to-event')?.body).toMatchObject({
      properties: { state: 'FCT' },
    });
  });

  it("When saving the hospital fails, then 'Error!' shows the server's message and the stage stays", async () => {
    healthApi({
      saveHospital: () =>
        HttpResponse.json(
          {
            message: 'Please choose a hospital from the list',
            errors: { preferred_hospital: ['Please choose a hospital from the list'] },
          },
          { status: 422 },
        ),
    });
    const { user } = atHospitalStage();
    await user.click(await screen.findByRole('radio', { name: /Hospital 1/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(within(alert).getByText('Please choose a hospital from the list')).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(20);
  });

  it("When the customer already has a hospital, then 'Already selected a hospital' offers to keep it without saving again", async () => {
    const customer = customerFixture({
      preferred_hospital: {
        id: 3,
        name: 'Hospital 3',
        address: '3 Allen Avenue',
        full_address: '3 Allen Avenue, Ikeja, Lagos',
      },
    });
    const { calls } = healthApi({ customer });
    const { user } = atHospitalStage();
    const notice = await screen.findByRole('dialog', { name: 'Already selected a hospital' });
    expect(within(notice).getByText(/You already chose Hospital 3, 3 Allen Avenue/)).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Keep this hospital' }));
    await screen.findByRole('heading', { name: "Here's a summary of your plan" });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('Plan choice (30)', () => {
  it("When 30 opens, then 'Choose a health plan that works for you' offers the monthly SMEDAN plans only, and Continue stores the chosen one, posts health-set-plan-stage and moves to 40", async () => {
    const gold = { ...smedan, id: 6, name: 'Gold', price: 5000 };
    const yearly = { ...smedan, id: 7, unit: 'Year', price: 12000 };
    const { calls } = healthApi({ plans: [smedan, gold, yearly] });
    setCookie(PROGRESS_COOKIE_KEYS.health, 30);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(
      await screen.findByRole('heading', { name: 'Choose a health plan that works for you' }),
    ).toBeInTheDocument();
    const choices = screen.getAllByRole('radio');
    expect(choices).toHaveLength(1);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(choices[0] as HTMLElement);
    await user.click(continueButton);
    expect(
      await screen.findByRole('heading', { name: "Here's a summary of your plan" }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(40);
    expect(getStored(LOCAL_STORAGE_KEYS.selectedPlan)).toEqual({
      product: 'HI',
      product_id: 2,
      plan_id: 5,
      name: 'SMEDAN',
      unit: 'Month',
      price: 1100,
      coverage: 120000,
    });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === '/engage/add-to-event').map((c) => c.body),
      ).toContainEqual({
        event: 'health-set-plan-stage',
        uid: '7',
        properties: { plan: 'SMEDAN', price: 1100 },
      }),
    );
  });

  it('When Go Back is pressed at 30, then the wizard goes to hospital selection (20)', async () => {
    healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 30);
    setStored(LOCAL_STORAGE_KEYS.hospitals, [hospital(1)]);
    setStored(LOCAL_STORAGE_KEYS.chosenState, { state_id: 25, local_area_id: 0 });
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await screen.findByRole('heading', { name: 'Choose a health plan that works for you' });
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(
      await screen.findByRole('heading', {
        name: 'Hi Chidi, here are some hospitals close to you',
      }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(20);
  });

  it("When the product has no 'SMEDAN' plan, then 30 falls back to 0", async () => {
    healthApi({ plans: [{ ...smedan, name: 'Gold' }] });
    setCookie(PROGRESS_COOKIE_KEYS.health, 30);
    open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(
      await screen.findByRole('heading', {
        name: 'Affordable healthcare at a hospital near you',
      }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(0);
  });
});

describe('Plan summary (40) and payment', () => {
  it("When the product has no 'SMEDAN' plan, then 40 falls back to 0", async () => {
    healthApi({ plans: [{ ...smedan, name: 'Gold' }] });
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(
      await screen.findByRole('heading', {
        name: 'Affordable healthcare at a hospital near you',
      }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(0);
  });

  it("When 'See what's covered' is pressed, then 50 shows the benefits at /signup/health/summary", async () => {
    healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(await screen.findByText('₦1,100 / month')).toBeInTheDocument();
    expect(screen.getByText('Total limits of ₦120,000')).toBeInTheDocument();
    expect(
      screen.getByText('Pay by card to enjoy one month free subscription'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "See what's covered" }));
    expect(await screen.findByRole('heading', { name: "What's covered" })).toBeInTheDocument();
    expect(
      screen.getByText('Emergency and accident care up to a limit of ₦50,000.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/signup/health/summary'));
  });

  it('When the customer already had their free month of Health Insurance (GET /auth/me), then 40 says the first month is charged, not that it is free', async () => {
    healthApi({ customer: customerFixture({ free_months_used: ['HI'] }) });
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    open({ pathname: '/buy/health', state: { inFlow: true } });
    expect(
      await screen.findByText(
        'You have already had your free month of Health Insurance, so your first month is charged when you subscribe.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pay by card to enjoy one month free subscription')).toBeNull();
  });

  it('When the customer already had their free month and presses Subscribe Now, then the notice says the first month is charged, with no free month and no ₦50 verification', async () => {
    healthApi({ customer: customerFixture({ free_months_used: ['HI'] }) });
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    const notice = await screen.findByRole('dialog', { name: 'One more thing to note, Chidi!' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You have already had your free month of Health Insurance.',
      'Your premium of ₦1,100 is charged when you subscribe, then every month.',
      'You can cancel anytime.',
    ]);
    expect(within(notice).queryByText(/free month is|first month is free|₦50/)).toBeNull();
    expect(within(notice).getByRole('button', { name: 'I Understand' })).toBeVisible();
  });

  it('When Subscribe Now is pressed, then the first-month notice shows, and after I Understand the payment leads to 60 at /signup/health/complete', async () => {
    const { calls } = healthApi();
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    const notice = await screen.findByRole('dialog', { name: 'One more thing to note, Chidi!' });
    expect(within(notice).getAllByRole('listitem')).toHaveLength(4);
    expect(within(notice).getByText(/refundable ₦50 card verification fee/)).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'I Understand' }));
    await acceptCheckoutTerms(user);
    const sandbox = await screen.findByRole('dialog', { name: /Test mode/ });
    await user.click(within(sandbox).getByRole('button', { name: 'Pay ₦50' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/signup/health/complete'));
    expect(screen.getByText('Your payment was successful!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      products: [{ id: 2, plan_id: 5, price: 1100 }],
      plan_price: 1100,
      user_id: 7,
    });
    const events = calls.filter((c) => c.path === '/engage/add-to-event').map((c) => c.body);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'health-payment-stage', uid: '7' }),
    );
    expect(getCookie(COOKIE_KEYS.completePayload)).toMatchObject({
      policy_number: 'ALF-HI-2026-000031',
      product_uid: 'HI',
    });
    // Screen 60 offers the monthly wizard's ID types.
    expect(
      within(screen.getByLabelText('ID type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BVN', "Voter's Card", "Driver's License"]);
  });

  it('When KYC is already complete, then the payment leads straight to 100', async () => {
    healthApi({ customer: customerFixture({ have_completed_kyc: true }) });
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({
      pathname: '/buy/health',
      state: { inFlow: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await user.click(await screen.findByRole('button', { name: 'I Understand' }));
    await acceptCheckoutTerms(user);
    await user.click(await screen.findByRole('button', { name: 'Pay ₦50' }));
    expect(
      await screen.findByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('in combined insurance ₦1,100 / month')).toBeInTheDocument();
  });

  it("When the plan is already paid for, then 'You already paid for this product' offers to go on to the KYC", async () => {
    healthApi({ premiums: [premium()] });
    server.use(
      http.get(`${BASE}/local/customers/7/quotes/payment-reference`, () =>
        HttpResponse.json(
          {
            message: 'You already paid for this product',
            errors: { product: ['You already paid for this product'] },
            product_status: 'active',
            product_uid: 'HI',
          },
          { status: 409 },
        ),
      ),
    );
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    const { user } = open({ pathname: '/buy/health', state: { inFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await user.click(await screen.findByRole('button', { name: 'I Understand' }));
    await acceptCheckoutTerms(user);
    const modal = await screen.findByRole('dialog', { name: 'You already paid for this product' });
    expect(
      within(modal).getByText('Your Health Insurance is active until 22 December 2026.'),
    ).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
  });
});

describe('/signup/health/complete', () => {
  it('When a customer who holds the plan opens it, then the KYC chain starts at 60', async () => {
    healthApi({ premiums: [premium()] });
    open('/signup/health/complete');
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(60);
  });

  it('When a customer without the plan opens it, then the wizard starts again at /buy/health', async () => {
    healthApi({ premiums: [] });
    setCookie(PROGRESS_COOKIE_KEYS.health, 60);
    open('/signup/health/complete');
    expect(
      await screen.findByRole('heading', {
        name: 'Affordable healthcare at a hospital near you',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/buy/health'));
  });

  it('When Complete is pressed at 100, then the profile is finished for HI, storage cleared, the flag set and the dashboard shown', async () => {
    let body: unknown;
    healthApi({
      premiums: [premium()],
      customer: customerFixture({ have_completed_kyc: true }),
    });
    server.use(
      http.post(
        `${BASE}/local/customers/profiles/complete-profile-by-product`,
        async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) });
        },
      ),
    );
    setStored(LOCAL_STORAGE_KEYS.hospitals, [hospital(1)]);
    const { user } = open('/signup/health/complete');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(body).toEqual({ customer_id: 7, product_uid: 'HI' });
    expect(getStored(LOCAL_STORAGE_KEYS.hospitals)).toBeNull();
    expect(getStored(LOCAL_STORAGE_KEYS.firstSignUp)).toBe(true);
    expect(getCookie(PROGRESS_COOKIE_KEYS.health)).toBe(0);
  });
});
