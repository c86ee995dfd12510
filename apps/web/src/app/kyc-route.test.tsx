import { PROGRESS_COOKIE_KEYS, type Customer } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PremiumRecord } from '../flows/kyc/api/get-premiums';
import { getCookie } from '../lib/storage';
import { clearCookies, customerFixture, renderRouter } from '../test/render';
import { KycHealthRoute, KycIncomeRoute, kycProductFor } from './kyc-route';
import { premium as premiumFixture } from '#test/builders.js';
import { BASE, server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const premium = (overrides: Partial<PremiumRecord>) =>
  premiumFixture({ policy_duration: 'Month', policy_number: 'HI-000001', ...overrides });

function openAt(
  path: '/kyc/income' | '/kyc/health',
  customer: Customer,
  premiums: PremiumRecord[],
) {
  server.use(
    signedInAs(customer),
    http.get(`${BASE}/local/customers/${customer.id}/premiums`, () =>
      HttpResponse.json({ data: premiums }),
    ),
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/kyc/income', element: <KycIncomeRoute /> },
      { path: '/kyc/health', element: <KycHealthRoute /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return { user: userEvent.setup(), router };
}

describe('kycProductFor', () => {
  it('When the page is /kyc/income, then the product is EI', () => {
    expect(kycProductFor('income', [])).toBe('EI');
  });

  it('When HealthCash is the only health policy, then /kyc/health completes HTCI; with the monthly plan too, HI', () => {
    expect(kycProductFor('health', [premium({ product_prefix_code: 'HTCI' })])).toBe('HTCI');
    expect(
      kycProductFor('health', [
        premium({ product_prefix_code: 'HTCI' }),
        premium({ product_prefix_code: 'HI' }),
      ]),
    ).toBe('HI');
    expect(kycProductFor('health', [])).toBe('HI');
  });
});

describe('The /kyc routes', () => {
  it('When an unverified customer opens /kyc/health, then screen 60 shows in the wizard at 60% with BVN and NIN', async () => {
    openAt('/kyc/health', customerFixture(), [premium({})]);
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BVN', 'NIN']);
  });

  it('When Go Back is pressed at 60, then the page returns to the dashboard and progress is 0', async () => {
    const { user } = openAt('/kyc/income', customerFixture(), [
      premium({ product_prefix_code: 'EI' }),
    ]);
    await screen.findByRole('heading', { name: "First, let's get your identity check done" });
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.dashboard)).toBe(0);
  });

  it('When KYC is done and HealthCash is the only policy, then 100 shows it and Complete finishes HTCI', async () => {
    let body: unknown;
    server.use(
      http.post(
        `${BASE}/local/customers/profiles/complete-profile-by-product`,
        async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) });
        },
      ),
    );
    const { user } = openAt('/kyc/health', customerFixture({ have_completed_kyc: true }), [
      premium({ product_prefix_code: 'HTCI', sum_assured: 1100000, premium: 1000 }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('HealthCash Insurance')).toBeInTheDocument();
    expect(screen.getByText('in combined insurance ₦1,000 / year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(body).toEqual({ customer_id: 7, product_uid: 'HTCI' });
  });

  it('When KYC is done but the customer holds no policy of the product, then the page returns to the dashboard', async () => {
    openAt('/kyc/income', customerFixture({ have_completed_kyc: true }), []);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(),
    );
  });
});
