import { createTranslator, type Translator } from '@alaafia/i18n';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import hausaMessages from 'virtual:alaafia-messages/ha/all';
import { ExploreModal } from '#features/dashboard/components/explore-modal.js';
import { HealthCashCoverageScreen } from '#features/health-cash/components/health-cash-coverage-screen.js';
import { CoverageScreen } from '#features/health/components/coverage-screen.js';
import { CoverageView } from '#features/income-protection/components/coverage-view.js';
import { ServiceCategoryAccordion } from '#flows/health-plans/components/service-category-accordion.js';
import { BASE, server } from '#test/msw.js';
import { renderWithProviders } from '#test/render.js';
import { seedCatalogue, seedProducts } from '#test/seed-catalogue.js';
import { yoruba } from '#test/yoruba.js';

// The product catalogue's own words on the customer's screens, in the customer's language (issue
// 42; docs/architecture.md, 'Languages'; decisions/2026-12-07-product-words.md): the API serves the
// seed's English, and each screen says it from the catalogue's `products` namespace by those words.
// Each test fails if the English comes back.

/** The catalogue as the API serves it: the seed, word for word. */
const seed = seedProducts;
const catalogue = seedCatalogue;
const product = (uid: string) => catalogue.find((p) => p.uid === uid)!;
/** A plan with its benefits (title, description, limit, category), as GET /local/products has it. */
const planOf = (uid: string) => seed.find((p) => p.uid === uid)!.pricing_plans[0]!;
const hausa: Translator = createTranslator('ha', hausaMessages);

describe("the product catalogue's words on the customer's screens", () => {
  it("When a Hausa customer opens income protection's coverage, then what is covered is in Hausa, not the seed's English", () => {
    renderWithProviders(<CoverageView product={product('EI')} onBack={() => undefined} />, {
      translator: hausa,
    });
    expect(screen.getByText('An kore ka')).toBeInTheDocument();
    expect(
      screen.getByText('Rasa aiki saboda dalilin da ba a hannunka yake ba.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dismissal')).not.toBeInTheDocument();
    expect(screen.queryByText('Job loss for reasons out of your control.')).not.toBeInTheDocument();
  });

  it("When a Yoruba customer sees the health plan's coverage, then each benefit is in Yoruba", () => {
    renderWithProviders(
      <CoverageScreen
        plan={planOf('HI')}
        busy={false}
        onLearnMore={() => undefined}
        onProceed={() => undefined}
      />,
      { translator: yoruba },
    );
    expect(screen.getByText('Ibà àti àkóràn')).toBeInTheDocument();
    expect(screen.getByText('Iṣẹ́ abẹ kékeré ní ilé-ìwòsàn tí o yàn.')).toBeInTheDocument();
    expect(screen.queryByText('Malaria and Infections')).not.toBeInTheDocument();
    expect(screen.queryByText('Minor Surgery')).not.toBeInTheDocument();
  });

  it('When a Yoruba customer opens the service categories, then the categories and their benefits are in Yoruba', () => {
    renderWithProviders(<ServiceCategoryAccordion benefits={planOf('HI').benefits} />, {
      translator: yoruba,
    });
    expect(screen.getByText('Ìtọ́jú gbogbogbòò')).toBeInTheDocument();
    expect(screen.getByText('Ìtọ́jú ìyá & ọmọ')).toBeInTheDocument();
    expect(screen.getByText('Àjẹsára')).toBeInTheDocument();
    expect(screen.queryByText('General Care')).not.toBeInTheDocument();
    expect(screen.queryByText('Immunizations')).not.toBeInTheDocument();
    expect(screen.queryByText('Access to a wide range of health centres.')).not.toBeInTheDocument();
  });

  it("When a Hausa customer sees HealthCash's coverage, then its three benefits are in Hausa with their amounts", () => {
    const plan = planOf('HTCI');
    renderWithProviders(
      <HealthCashCoverageScreen
        coverage={plan.coverage}
        benefits={plan.benefits}
        onBack={() => undefined}
      />,
      { translator: hausa },
    );
    expect(screen.getByText('Mutuwa a hatsari')).toBeInTheDocument();
    expect(
      screen.getByText('Har zuwa ₦500,000 da ake biya ga danginka na kusa.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Naƙasa ta dindindin saboda hatsari')).toBeInTheDocument();
    expect(screen.queryByText('Death by accident')).not.toBeInTheDocument();
    expect(screen.queryByText(/paid to your next of kin/)).not.toBeInTheDocument();
  });

  it('When a Yoruba customer explores Credit Life on the dashboard, then its description and highlights are in Yoruba', async () => {
    server.use(http.get(`${BASE}/local/products`, () => HttpResponse.json({ data: catalogue })));
    renderWithProviders(<ExploreModal product="CL" onClose={() => undefined} />, {
      translator: yoruba,
    });
    expect(await screen.findByText('Ó ń san gbèsè ẹ̀yáwó tó kù')).toBeInTheDocument();
    expect(screen.getByText(/kí gbèsè má bàa já lé ẹbí lórí/)).toBeInTheDocument();
    expect(screen.queryByText('Clears the outstanding loan balance')).not.toBeInTheDocument();
    expect(screen.queryByText(/Pays off the outstanding balance/)).not.toBeInTheDocument();
  });

  it('When an English customer sees the same screens, then the words are the API’s, word for word', () => {
    renderWithProviders(<CoverageView product={product('EI')} onBack={() => undefined} />);
    expect(screen.getByText('Dismissal')).toBeInTheDocument();
    expect(screen.getByText('Job loss for reasons out of your control.')).toBeInTheDocument();
  });
});
