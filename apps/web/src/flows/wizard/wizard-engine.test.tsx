import {
  claimWizard,
  COOKIE_KEYS,
  PROGRESS_COOKIE_KEYS,
  type ClaimScreen,
  type ClaimStage,
} from '@alaafia/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '#lib/storage.js';
import { clearCookies, customerFixture } from '#test/render.js';
import { WizardEngine } from './wizard-engine';
import type { FlowScreenProps, WizardFlow, WizardStart } from './wizard-flow';

beforeEach(() => clearCookies());

type State = { documentsReady: boolean };
type Props = FlowScreenProps<ClaimStage, State, undefined>;

/** A screen that names its stage and moves on to the next stage of the table. */
const step = (heading: string, next?: ClaimStage) =>
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

/** A flow on the claim table: every screen key mapped, a fallback, a route per stage. */
const flow: WizardFlow<ClaimStage, ClaimScreen, State> = {
  table: claimWizard,
  title: 'claims.wizardTitle',
  useFlow: () => ({ documentsReady: false }),
  // The bank account (30) needs the documents: without them, back to 20.
  fallback: (stage, { flow: state }) => (stage === 30 && !state.documentsReady ? 20 : stage),
  route: { pathFor: (stage) => (stage >= 20 ? '/claim/late' : '/claim/early') },
  screens: {
    reason: step('What happened?', 10),
    'not-covered': step('Not covered'),
    dates: step('When did it happen?', 20),
    documents: step('Your documents', 30),
    'bank-account': step('Your bank account'),
    review: step('Review'),
    submitted: step('Claim made'),
  },
};

// The screen map is checked against the table's screen keys.
const incomplete: WizardFlow<ClaimStage, ClaimScreen, State> = {
  ...flow,
  // @ts-expect-error -- 'submitted' is a screen of the table and the map leaves it out.
  screens: {
    reason: step('What happened?'),
    'not-covered': step('Not covered'),
    dates: step('When did it happen?'),
    documents: step('Your documents'),
    'bank-account': step('Your bank account'),
    review: step('Review'),
  },
};
const extra: WizardFlow<ClaimStage, ClaimScreen, State> = {
  ...flow,
  screens: {
    ...flow.screens,
    // @ts-expect-error -- 'payment' is no screen of the claim table.
    payment: step('Payment'),
  },
};
void incomplete;
void extra;

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}

function open(start: WizardStart, path = '/claim/early') {
  const customer = customerFixture();
  const element = (
    <>
      <Where />
      <WizardEngine flow={flow} customer={customer} start={start} />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/claim/early', element },
      { path: '/claim/late', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const where = () => document.querySelector('output[aria-label="where"]')?.textContent;

describe('WizardEngine', () => {
  it("When it opens at a stage with saveCustomer, then progress is that stage, the customer's data is saved and the table's screen for it shows", () => {
    setCookie(PROGRESS_COOKIE_KEYS.claim, 40);
    open({ at: 0, saveCustomer: true });
    expect(screen.getByRole('dialog', { name: 'Make a claim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happened?' })).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.claim)).toBe(0);
    expect(getCookie(COOKIE_KEYS.onboardingData)).toMatchObject({
      first_name: 'Chidi',
      user_id: 7,
      cust_id: 7,
      engage_uid: '7',
    });
  });

  it('When it opens on the stored progress, then that stage shows and nothing is saved', () => {
    setCookie(PROGRESS_COOKIE_KEYS.claim, 10);
    open({ at: 'stored' });
    expect(screen.getByRole('heading', { name: 'When did it happen?' })).toBeInTheDocument();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toBeNull();
  });

  it('When a stage lives at another route, then the wizard moves there and keeps its progress', async () => {
    setCookie(PROGRESS_COOKIE_KEYS.claim, 10);
    const { user, router } = open({ at: 'stored' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/claim/late'));
    expect(router.state.location.state).toEqual({ inFlow: true });
    expect(getCookie(PROGRESS_COOKIE_KEYS.claim)).toBe(20);
  });

  it("When a stage's data is missing, then the flow's fallback stage shows instead", async () => {
    setCookie(PROGRESS_COOKIE_KEYS.claim, 30);
    open({ at: 'stored' }, '/claim/late');
    expect(await screen.findByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your bank account' })).toBeNull();
    expect(getCookie(PROGRESS_COOKIE_KEYS.claim)).toBe(20);
  });

  it("When Go Back is pressed, then the table's map decides, and at the first stage the wizard closes for the dashboard", async () => {
    setCookie(PROGRESS_COOKIE_KEYS.claim, 10);
    const { user } = open({ at: 'stored' });
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(screen.getByRole('heading', { name: 'What happened?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(where()).toBeUndefined();
    expect(getCookie(PROGRESS_COOKIE_KEYS.claim)).toBe(0);
  });
});
