import { incomeWizard, type IncomeScreen, type IncomeStage } from '@alaafia/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, customerFixture, renderRouter } from '#test/render.js';
import { kycChainChunk, kycChainModule, WizardEngine } from './wizard-engine';
import { kycSlots, type FlowScreenProps, type WizardFlow } from './wizard-flow';

beforeEach(() => clearCookies());
afterEach(() => vi.restoreAllMocks());

type Props = FlowScreenProps<IncomeStage, Record<string, never>, undefined>;

/** A screen that names itself and moves on to `next`. */
const step = (heading: string, next?: IncomeStage) =>
  function Step({ wizard }: Props) {
    return (
      <>
        <h2 data-stage-heading>{heading}</h2>
        {next !== undefined ? (
          <button type="button" onClick={() => wizard.goTo(next)}>
            Next
          </button>
        ) : null}
      </>
    );
  };

/** The income table with a screen per stage and the shared KYC chain on its KYC screens. */
const flow: WizardFlow<IncomeStage, IncomeScreen, Record<string, never>> = {
  table: incomeWizard,
  title: 'income.wizardTitle',
  useFlow: () => ({}),
  screens: {
    introduction: step('Introduction', 10),
    loading: step('Loading'),
    employment: step('Employment', 15),
    'employer-location': step('Location', 20),
    processing: step('Processing', 30),
    'plan-choice': step('Plans', 40),
    'plan-summary': step('Summary and payment', 50),
    congratulations: step('Covered', 60),
    ...kycSlots('kyc-id', 'otp-verification', 're-enter-name', 'confirm-details'),
    'employment-letter': step('Letter'),
    'employment-information': step('Information'),
  },
  kyc: () => ({ flow: 'income', product: 'EI', cover: undefined }),
};

function open(at: IncomeStage) {
  const element = <WizardEngine flow={flow} customer={customerFixture()} start={{ at }} />;
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  renderRouter(router);
  return userEvent.setup();
}

describe('WizardEngine and the KYC chain', () => {
  it('When the customer chooses a plan, pays and reads that they are covered, then the KYC screens are not fetched; once they are, going to verify shows the first of them', async () => {
    // The KYC chain's chunk: that nothing asks for it before verification is what this test is about.
    const chunk = vi.spyOn(kycChainChunk, 'load');
    const user = open(30);
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Summary and payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Covered' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk).not.toHaveBeenCalled();

    // Going to verify shows the first of them. The download is awaited here first: a render inside
    // the test's act() is not drawn again when a download it suspended on arrives (the same in
    // income-wizard.test.tsx); the browser tests (kyc.spec.ts) go to verify with nothing fetched.
    await kycChainModule();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: /identity check/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
