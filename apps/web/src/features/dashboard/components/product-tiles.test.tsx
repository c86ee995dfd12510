import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formatNaira, productFromPrice } from '@alaafia/domain';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { renderWithProviders } from '#test/render.js';
import { ProductTiles } from './product-tiles';
import { policyDocumentOf, premium as premiumFixture } from '#test/builders.js';
import { BASE, server } from '#test/msw.js';

const product = (id: number, uid: string, title: string, plans: unknown[]) => ({
  id,
  uid,
  product_id: title,
  title,
  description: title,
  product_highlights: [],
  product_benefits: [],
  pricing_plans: plans,
});

const products = [
  product(1, 'HI', 'Health Insurance', [
    {
      id: 11,
      code: 'HI-SMEDAN',
      name: 'SMEDAN',
      price: 1100,
      coverage: 120000,
      unit: 'Month',
      benefits: [
        {
          title: 'Emergency care',
          description: 'Emergency and accident care up to a limit of ₦50,000.',
          limit: 50000,
          category: { name: 'Emergency' },
        },
      ],
    },
  ]),
  product(3, 'HTCI', 'HealthCash Insurance', [
    {
      id: 31,
      code: 'HTCI-Y',
      name: 'HealthCash',
      price: 1000,
      coverage: 1100000,
      unit: 'Year',
      benefits: [],
    },
  ]),
];

const premium = (overrides: Partial<PremiumRecord> = {}) =>
  premiumFixture({ policy_document: policyDocumentOf('ALF-HI-2026-000001'), ...overrides });

function renderTiles(premiums: PremiumRecord[]) {
  const handlers = {
    onExploreIncome: vi.fn(),
    onBuy: vi.fn(),
    onRenew: vi.fn(),
    onExplore: vi.fn(),
    onCancel: vi.fn(),
    onClaim: vi.fn(),
  };
  const productRequests: string[] = [];
  server.use(
    http.get(`${BASE}/local/products`, ({ request }) => {
      productRequests.push(request.url);
      return HttpResponse.json({ data: products });
    }),
  );
  renderWithProviders(<ProductTiles premiums={premiums} {...handlers} />);
  return { handlers, productRequests };
}

const tile = (title: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title, level: 3 }))!;

describe('ProductTiles: Learn more', () => {
  it('When a customer without health policies opens Learn more on the health tile, then the Health Insurance modal shows the plan price and benefits, and Buy Now still buys', async () => {
    const user = userEvent.setup();
    const { handlers, productRequests } = renderTiles([]);

    await user.click(within(tile('Insure my health')).getByRole('button', { name: 'Learn more' }));
    const modal = await screen.findByRole('dialog', { name: 'Health Insurance' });
    await waitFor(() =>
      expect(modal).toHaveAccessibleDescription(
        'Access to over 95 hospitals in Lagos from ₦1,100 per month, first month free, and telemedicine with over 200 licensed doctors.',
      ),
    );
    expect(within(modal).getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: /Emergency/ })).toBeInTheDocument();
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(tile('Insure my health')).getByRole('button', { name: 'Buy Now' }));
    expect(handlers.onBuy).toHaveBeenCalledWith('HI');
    // One request: the tiles' 'from' prices (issue 18) and the modal share the cached list.
    expect(productRequests).toHaveLength(1);
  });

  it('When a customer opens Learn more on the Health Cash tile, then the HealthCash modal shows the yearly price', async () => {
    const user = userEvent.setup();
    renderTiles([]);

    await user.click(within(tile('Get Health Cash')).getByRole('button', { name: 'Learn more' }));
    const modal = await screen.findByRole('dialog', { name: 'HealthCash Insurance' });
    await waitFor(() =>
      expect(modal).toHaveAccessibleDescription(
        'Access to over 95 hospitals in Lagos from ₦1,000 per year, and telemedicine with over 200 licensed doctors.',
      ),
    );
    expect(
      within(modal).getByText('Up to ₦500,000 for your next of kin in case of death by accident.'),
    ).toBeInTheDocument();
  });

  it('When a health policy is active, then its tile has no Learn more; a cancelled one keeps Renew Now beside it', async () => {
    const user = userEvent.setup();
    const { handlers } = renderTiles([
      premium({}),
      premium({
        product_prefix_code: 'HTCI',
        product_id: 'HealthCash Insurance',
        active: false,
        date_cancelled: '2026-11-30',
        policy_number: 'ALF-HTCI-2026-000002',
        policy_document: null,
      }),
    ]);

    expect(
      within(tile('Health Insured')).queryByRole('button', { name: 'Learn more' }),
    ).not.toBeInTheDocument();
    const cash = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: 'Renew Now' }))!;
    expect(within(cash).getByRole('button', { name: 'Learn more' })).toBeInTheDocument();
    await user.click(within(cash).getByRole('button', { name: 'Renew Now' }));
    expect(handlers.onRenew).toHaveBeenCalledWith('HTCI');
  });
});

describe('ProductTiles: Make a claim (issue 17)', () => {
  it('When income protection and HealthCash are active, then each tile has Make a claim for its product; health insurance and inactive tiles have none', async () => {
    const user = userEvent.setup();
    const { handlers } = renderTiles([
      premium({}),
      premium({
        product_prefix_code: 'EI',
        product_id: 'Income Protection',
        policy_number: 'ALF-EI-2026-000003',
      }),
      premium({
        product_prefix_code: 'HTCI',
        product_id: 'HealthCash Insurance',
        policy_number: 'ALF-HTCI-2026-000004',
      }),
    ]);
    expect(
      within(tile('Health Insured')).queryByRole('button', { name: 'Make a claim' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(tile('Income Protected')).getByRole('button', { name: 'Make a claim' }),
    );
    expect(handlers.onClaim).toHaveBeenLastCalledWith('EI');
    await user.click(within(tile('Health Cash')).getByRole('button', { name: 'Make a claim' }));
    expect(handlers.onClaim).toHaveBeenLastCalledWith('HTCI');
  });

  it('When a HealthCash policy is cancelled, then its tile offers no claim', async () => {
    renderTiles([
      premium({
        product_prefix_code: 'HTCI',
        product_id: 'HealthCash Insurance',
        active: false,
        date_cancelled: '2026-11-30',
        policy_document: null,
      }),
    ]);
    expect(screen.queryByRole('button', { name: 'Make a claim' })).not.toBeInTheDocument();
    // The prices' request has answered before the test ends (no request cut off mid-way).
    expect(await screen.findAllByText(/^from ₦/)).not.toHaveLength(0);
  });
});

describe("ProductTiles: pictures and 'from' prices (issue 18)", () => {
  it("When a customer has no policy, then each product's tile shows what it costs from: the health plans' lowest, income protection's cheapest rate, and Business and Credit Life priced by a person", async () => {
    renderTiles([]);
    expect(
      await within(tile('Insure my health')).findByText('from ₦1,100 a month'),
    ).toBeInTheDocument();
    expect(within(tile('Get Health Cash')).getByText('from ₦1,000 a year')).toBeInTheDocument();
    expect(
      within(tile('Protect your income')).getByText(
        `from ${formatNaira(productFromPrice('EI')!.amount)} a month`,
      ),
    ).toBeInTheDocument();
    expect(
      within(tile('Insure my business')).getByText('Priced for you: talk to us'),
    ).toBeInTheDocument();
    expect(
      within(tile('Get Credit Life')).getByText('Priced for you: talk to us'),
    ).toBeInTheDocument();
    for (const item of screen.getAllByRole('listitem'))
      expect(item.querySelector('svg.dash-tile__icon')).not.toBeNull();
  });

  it('When a product is held, then its tile shows no price', async () => {
    renderTiles([premium({})]);
    expect(
      await within(tile('Get Health Cash')).findByText('from ₦1,000 a year'),
    ).toBeInTheDocument();
    expect(within(tile('Health Insured')).queryByText(/^from ₦/)).toBeNull();
  });
});
