import { COOKIE_KEYS, LOCAL_STORAGE_KEYS, type WizardId } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getStored, setCookie, setStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { KycChain, type KycChainProps } from './kyc-chain';
import { BASE, server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  server.use(
    http.get(`http://localhost:3000/api/local/customers/profiles/otp-status/7`, () =>
      HttpResponse.json({
        data: {
          status: 'otp_sent',
          phone_hint: '0803 *** **01',
          resend_after_seconds: 60,
          expires_at: '2026-11-26T12:00:00.000Z',
        },
      }),
    ),
  );
});
beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const customer = customerFixture();

const mismatchAnswer = (message: string, key: string) =>
  HttpResponse.json(
    { message, errors: { [key]: [message] }, data: { first_name: 'Adaeze', last_name: 'Okafor' } },
    { status: 422 },
  );

/** A host wizard: it keeps the stage and records every move the chain asks for. */
function renderChain(
  start: number,
  props: Partial<Omit<KycChainProps, 'stage' | 'onStageChange'>> & { flow?: WizardId } = {},
) {
  const moves: number[] = [];
  const onCompleted = vi.fn();
  function Host() {
    const [stage, setStage] = useState(start);
    return (
      <>
        <p data-testid="stage">{stage}</p>
        {[60, 70, 80, 90, 100].includes(stage) ? (
          <KycChain
            flow="dashboard"
            customer={customer}
            product="HI"
            cover={{
              product: 'HI',
              coverage: 120000,
              price: 1100,
              unit: 'Month',
            }}
            onCompleted={onCompleted}
            {...props}
            stage={stage}
            onStageChange={(next) => {
              moves.push(next);
              setStage(next);
            }}
          />
        ) : null}
      </>
    );
  }
  renderWithProviders(<Host />);
  return { moves, onCompleted, user: userEvent.setup() };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByLabelText('Digit 1 of 4'));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('KycChain', () => {
  it('When the BVN path runs, then 60 goes to 70, the code to 90, Continue to 100 and Complete finishes', async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/bvn-with-id/7`, () =>
        HttpResponse.json({ data: { status: 'otp_sent' } }),
      ),
      http.get(`${BASE}/local/customers/profiles/nin-with-id/:otp/7/verify`, () =>
        HttpResponse.json({
          data: {
            id: 7,
            first_name: 'Chidi',
            last_name: 'Eze',
            email: 'chidi@example.ng',
            phone_number: '08031234567',
          },
        }),
      ),
      signedInAs(customer),
      http.patch(`${BASE}/local/customers/7/set-kyc-complete`, () =>
        HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) }),
      ),
      http.post(`${BASE}/local/customers/profiles/complete-profile-by-product`, () =>
        HttpResponse.json({ data: customer }),
      ),
    );
    const { user, moves, onCompleted } = renderChain(60);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BVN', 'NIN']);
    await user.type(screen.getByLabelText('BVN'), '22345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your NIN/BVN' })).toBeInTheDocument();
    await enterCode(user, '4821');
    expect(
      await screen.findByRole('heading', {
        name: 'Fantastic! please confirm your details one last time',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('chidi@example.ng');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(moves).toEqual([70, 90, 100]);
  });

  it('When the code step finds a name mismatch, then Confirm leads to 80 and the BVN name reset back to 70', async () => {
    let resetBody: unknown;
    server.use(
      http.get(`${BASE}/local/customers/profiles/nin-with-id/:otp/7/verify`, () =>
        mismatchAnswer('Unable to validate BVN because name does not match.', 'bvn'),
      ),
      http.post(`${BASE}/local/customers/profiles/reset-name/7`, async ({ request }) => {
        resetBody = await request.json();
        return HttpResponse.json({ data: customer });
      }),
    );
    setCookie(COOKIE_KEYS.validationResult, { id_type: 'bvn' });
    const { user, moves } = renderChain(70);
    await enterCode(user, '1234');
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('Error!');
    expect(modal).toHaveTextContent('Unable to validate BVN because name does not match.');
    expect(getCookie(COOKIE_KEYS.nameMismatch)).toEqual({
      first_name: 'Adaeze',
      last_name: 'Okafor',
      id_type: 'bvn',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'The name registered to this ID is Adaeze Okafor, if this is you, kindly edit your profile name to match.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    await waitFor(() => expect(moves).toEqual([80, 70]));
    expect(resetBody).toEqual({ first_name: 'Adaeze', last_name: 'Okafor', type: 'BVN' });
  });

  it("When a Voter's Card mismatch is confirmed and the name saved, then the chain returns to 60", async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/vin-with-id/7`, () =>
        mismatchAnswer('Unable to validate VIN because name does not match.', 'VIN'),
      ),
      http.patch(`${BASE}/local/customers/7`, () => HttpResponse.json({ data: customer })),
    );
    const { user, moves } = renderChain(60, { flow: 'health' });
    await user.selectOptions(screen.getByLabelText('ID type'), 'vin');
    await user.type(screen.getByLabelText("Voter's Card number"), 'VIN0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    await waitFor(() => expect(moves).toEqual([80, 60]));
    expect(
      await screen.findByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
  });

  it('When a bank account mismatch is confirmed and the name saved, then 60 shows the same ID type, bank and number (issue 18)', async () => {
    let checks = 0;
    server.use(
      http.get(`${BASE}/local/banks`, () =>
        HttpResponse.json({
          data: [
            { id: 1, code: '044', name: 'Access Bank', description: 'Access Bank' },
            { id: 2, code: '058', name: 'GTBank', description: 'GTBank' },
          ],
        }),
      ),
      http.post(`${BASE}/local/healthcash-account-number/verify/7`, () => {
        checks += 1;
        return mismatchAnswer(
          'Unable to validate account number because name does not match.',
          'ACCOUNT_NUMBER',
        );
      }),
      http.patch(`${BASE}/local/customers/7`, () => HttpResponse.json({ data: customer })),
    );
    const { user, moves } = renderChain(60, { flow: 'health-cash', product: 'HTCI' });
    await user.selectOptions(screen.getByLabelText('ID type'), 'account_number');
    await user.selectOptions(await screen.findByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account number'), '0123450001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: /Update Name|Verify/ }));
    await waitFor(() => expect(moves).toEqual([80, 60]));
    expect(await screen.findByLabelText('ID type')).toHaveValue('account_number');
    expect(await screen.findByLabelText('Bank')).toHaveValue('058');
    expect(screen.getByLabelText('Account number')).toHaveValue('0123450001');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(checks).toBe(1);
  });

  it('When the mismatch is cancelled, then the check is cleaned but the purchase is kept, and the customer stays on the ID screen (issue 30)', async () => {
    let cleaned = 0;
    server.use(
      http.post(`${BASE}/local/customers/profiles/bvn-with-id/7`, () =>
        mismatchAnswer('Unable to validate BVN because name does not match.', 'bvn'),
      ),
      http.get(`${BASE}/local/customers/profiles/clean/7`, () => {
        cleaned += 1;
        return HttpResponse.json({ data: customer });
      }),
    );
    setCookie(COOKIE_KEYS.onboardingData, { first_name: 'Chidi' });
    setStored(LOCAL_STORAGE_KEYS.selectedPlan, { id: 3 });
    const { user, moves } = renderChain(60);
    await user.type(screen.getByLabelText('BVN'), '22345670001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cleaned).toBe(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(moves).toEqual([]);
    expect(screen.getByLabelText('ID type')).toBeInTheDocument();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toEqual({ first_name: 'Chidi' });
    expect(getCookie(COOKIE_KEYS.nameMismatch)).toBeNull();
    expect(getStored(LOCAL_STORAGE_KEYS.selectedPlan)).toEqual({ id: 3 });
  });

  it('When the code is wrong in the monthly health wizard, then the message and the tries left show under the code, with no pop-up (issue 30)', async () => {
    const message = 'Invalid OTP. You have 2 tries left.';
    server.use(
      http.get(`${BASE}/local/customers/profiles/nin-with-id/:otp/7/verify`, () =>
        HttpResponse.json({ message, errors: { nin: [message] } }, { status: 422 }),
      ),
    );
    const { user, moves } = renderChain(70, {
      flow: 'health',
      errorModal: 'verification-unsuccessful',
    });
    await enterCode(user, '0000');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(moves).toEqual([]);
  });

  it("When a name error reaches 'Verification unsuccessful.', then 'Edit my name' leads to 80 and the refund line shows only when known", async () => {
    server.use(
      http.get(`${BASE}/local/customers/profiles/nin-with-id/:otp/7/verify`, () =>
        mismatchAnswer('Unable to validate NIN because name does not match.', 'nin'),
      ),
    );
    setCookie(COOKIE_KEYS.validationResult, { id_type: 'nin' });
    const { user, moves } = renderChain(70, {
      flow: 'health',
      errorModal: 'verification-unsuccessful',
      cardRefundProcessed: true,
    });
    await enterCode(user, '1234');
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent('Your card verification refund has been processed.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my name' }));
    await waitFor(() => expect(moves).toEqual([80]));
  });

  it('When the income flow confirms the details, then it goes to the employment letter (92)', async () => {
    server.use(
      http.patch(`${BASE}/local/customers/7/set-kyc-complete`, () =>
        HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) }),
      ),
    );
    const { user, moves } = renderChain(90, { flow: 'income', product: 'EI' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(moves).toEqual([92]));
  });

  it('When stage 80 opens without a stored mismatch, then the chain starts again at 60', async () => {
    const { moves } = renderChain(80);
    await waitFor(() => expect(moves).toEqual([60]));
  });
});
