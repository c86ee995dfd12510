import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SavedCard } from '@alaafia/domain';
import { usePremiums, type PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { renderWithProviders } from '#test/render.js';
import { yoruba } from '#test/yoruba.js';
import { ProductTiles } from './product-tiles';
import { SponsorshipContinue } from './sponsorship-continue';
import { BASE, server } from '#test/msw.js';

const visa: SavedCard = {
  id: 3,
  brand: 'visa',
  last4: '4081',
  exp_month: '12',
  exp_year: '2029',
  bank: 'SANDBOX TEST BANK',
  in_use: true,
  saved_at: '2026-11-22T08:00:00.000Z',
};

const sponsored = (overrides: Partial<PremiumRecord> = {}): PremiumRecord => ({
  product_prefix_code: 'HI',
  product_id: 'Health Insurance',
  sum_assured: 120000,
  premium: 1100,
  unit: 'Month',
  policy_duration: 1,
  company: 'Dangote Foundation',
  active: true,
  next_payment_date: '2027-01-31',
  policy_document: '/api/local/customers/7/policies/ALF-HI-2026-000001/document',
  date_cancelled: null,
  policy_number: 'ALF-HI-2026-000001',
  after_sponsorship: 'ends',
  ...overrides,
});

/** The dashboard's wiring: the premiums as GET premiums answers them, the tiles, the choice. */
function Tiles() {
  const premiums = usePremiums(7);
  if (!premiums.isSuccess) return null;
  return (
    <ProductTiles
      premiums={premiums.data}
      onExploreIncome={vi.fn()}
      onBuy={vi.fn()}
      onRenew={vi.fn()}
      onExplore={vi.fn()}
      onCancel={vi.fn()}
      sponsorship={(premium) => <SponsorshipContinue customerId={7} premium={premium} />}
    />
  );
}

function serve(options: { premium: PremiumRecord; cards: SavedCard[] }) {
  const state = { premium: options.premium };
  const bodies: unknown[] = [];
  server.use(
    http.get(`${BASE}/local/products`, () => HttpResponse.json({ data: [] })),
    http.get(`${BASE}/local/customers/7/premiums`, () =>
      HttpResponse.json({ data: [state.premium] }),
    ),
    http.get(`${BASE}/local/customers/7/payment-methods`, () =>
      HttpResponse.json({ data: options.cards }),
    ),
    http.post(
      `${BASE}/local/customers/7/products/HI/continue-after-sponsorship`,
      async ({ request }) => {
        const body = (await request.json()) as { accept_terms?: boolean };
        bodies.push(body);
        if (body.accept_terms !== true)
          return HttpResponse.json(
            { message: 'Invalid', errors: { accept_terms: ['Please accept.'] } },
            { status: 422 },
          );
        state.premium = { ...state.premium, after_sponsorship: 'agreed' };
        return HttpResponse.json({ data: state.premium });
      },
    ),
  );
  return { bodies };
}

const healthTile = () =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: 'Health Insured', level: 3 }))!;

describe('SponsorshipContinue: after sponsored cover ends', () => {
  it('When a sponsored policy the customer never bought is shown, then the tile gives the end date, the price and the saved card; the box must be ticked; agreeing calls the route and the tile then says so', async () => {
    const user = userEvent.setup();
    const { bodies } = serve({ premium: sponsored(), cards: [visa] });
    renderWithProviders(<Tiles />);

    const choice = await screen.findByRole('region', { name: 'After your free cover' });
    expect(healthTile()).toContainElement(choice);
    expect(
      within(choice).getByText(
        'Your free cover ends on 31 January 2027. If you do nothing, your cover ends then and nothing is charged.',
      ),
    ).toBeInTheDocument();
    expect(
      within(choice).getByText(
        'To keep it, continue at ₦1,100 a month, paid by you: charged to your Visa card ending 4081 from the day the free cover ends. You can cancel at any time.',
      ),
    ).toBeInTheDocument();

    // Without the box: told to accept, nothing sent.
    await user.click(within(choice).getByRole('button', { name: 'Continue at my cost' }));
    expect(
      await within(choice).findByText(
        'Please accept the policy terms and the privacy notice to continue.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(choice).getByRole('checkbox'));
    await user.click(within(choice).getByRole('button', { name: 'Continue at my cost' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ accept_terms: true });
    expect(
      await screen.findByText(
        'You agreed to keep this cover after 31 January 2027: ₦1,100 a month, charged to your Visa card ending 4081.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue at my cost' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('When the customer has no saved card, then they are told they will be invited to pay when the cover ends, and no box or button is offered', async () => {
    serve({ premium: sponsored(), cards: [] });
    renderWithProviders(<Tiles />);
    const choice = await screen.findByRole('region', { name: 'After your free cover' });
    expect(
      within(choice).getByText(
        'You have no saved card, so we will invite you to pay to continue it when it ends on 31 January 2027. Nothing is charged before.',
      ),
    ).toBeInTheDocument();
    expect(within(choice).queryByRole('button')).toBeNull();
    expect(within(choice).queryByRole('checkbox')).toBeNull();
  });

  it('When the customer bought the sponsored policy themselves, then no choice is shown (it continues at their cost, as announced)', async () => {
    serve({ premium: sponsored({ after_sponsorship: 'bought' }), cards: [visa] });
    renderWithProviders(<Tiles />);
    expect(
      await within(await screen.findByRole('list')).findByText(
        'Free coverage until 31 January 2027. Courtesy of Dangote Foundation',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'After your free cover' })).toBeNull();
  });

  it("When the page is in Yoruba, then the tile's 'Courtesy of' line is Yoruba's, its day in Yoruba's months, with no English left (issue 42)", async () => {
    serve({ premium: sponsored({ after_sponsorship: 'bought' }), cards: [visa] });
    renderWithProviders(<Tiles />, { translator: yoruba });
    const line = await screen.findByText(
      'Ààbò ọ̀fẹ́ títí di 31 Oṣù Ṣẹ́rẹ́ 2027. Dangote Foundation ló ń san owó ààbò rẹ',
    );
    expect(line).toBeInTheDocument();
    expect(screen.queryByText(/Free coverage|Courtesy of|January|2027-01-31/)).toBeNull();
    // The products' names are the glossary's, not the spec's English (Health Cash is a brand).
    expect(screen.getByText('Ìbánigbófò ìlera')).toBeInTheDocument();
    expect(screen.getByText('Ààbò owó-oṣù')).toBeInTheDocument();
    // And the price it starts from, in Yoruba's words.
    expect(screen.getByText('láti ₦500 lóṣù')).toBeInTheDocument();
    expect(screen.queryByText(/^from ₦/)).toBeNull();
    expect(
      screen.queryByText(
        /^(Health Insurance|Income Protection|Business Insurance|Credit Life Insurance)$/,
      ),
    ).toBeNull();
  });
});
