import { COOKIE_KEYS } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../lib/storage';
import { clearCookies, renderWithProviders } from '../../../test/render';
import { OtpScreen } from './otp-screen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearCookies());

const VERIFY = 'http://localhost:3000/api/local/customers/profiles/nin-with-id/:otp/7/verify';

function renderScreen() {
  const onVerified = vi.fn();
  const onFailure = vi.fn();
  renderWithProviders(<OtpScreen customerId={7} onVerified={onVerified} onFailure={onFailure} />);
  return { onVerified, onFailure, user: userEvent.setup() };
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('OtpScreen (70)', () => {
  it("When it opens, then it asks 'Verify your NIN/BVN' with the spec's prompt and Continue disabled", () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Verify your NIN/BVN' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please enter the 4 digit code sent to your BVN/NIN registered phone number',
      ),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('When letters and spaces are typed, then the boxes stay empty; four digits enable Continue', async () => {
    const { user } = renderScreen();
    await user.click(box(1));
    await user.keyboard('a ');
    expect(box(1)).toHaveValue('');
    await user.keyboard('123');
    expect(continueButton()).toBeDisabled();
    await user.keyboard('4');
    expect(continueButton()).toBeEnabled();
  });

  it('When the code is pasted into the second box, then it fills from there', async () => {
    const { user } = renderScreen();
    await user.click(box(2));
    await user.paste('987');
    expect([box(1), box(2), box(3), box(4)].map((b) => (b as HTMLInputElement).value)).toEqual([
      '',
      '9',
      '8',
      '7',
    ]);
  });

  it('When the code is right, then the validated profile is stored with the ID type and 90 follows', async () => {
    setCookie(COOKIE_KEYS.validationResult, { id_type: 'nin' });
    let asked = '';
    server.use(
      http.get(VERIFY, ({ params }) => {
        asked = String(params.otp);
        return HttpResponse.json({
          data: {
            id: 7,
            first_name: 'Chidi',
            last_name: 'Eze',
            email: 'chidi@example.ng',
            phone_number: '08031234567',
          },
        });
      }),
    );
    const { user, onVerified } = renderScreen();
    await user.click(box(1));
    await user.keyboard('4821');
    await user.click(continueButton());
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(asked).toBe('4821');
    expect(getCookie(COOKIE_KEYS.validationResult)).toEqual({
      id: 7,
      first_name: 'Chidi',
      last_name: 'Eze',
      email: 'chidi@example.ng',
      phone_number: '08031234567',
      id_type: 'nin',
    });
  });

  it("When the code is wrong, then 'Invalid Otp' is reported and the boxes are cleared", async () => {
    server.use(
      http.get(VERIFY, () =>
        HttpResponse.json(
          { message: 'Invalid Otp', errors: { bvn: ['Invalid Otp'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, onFailure, onVerified } = renderScreen();
    await user.click(box(1));
    await user.keyboard('1111');
    await user.click(continueButton());
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith({ kind: 'error', message: 'Invalid Otp' }),
    );
    expect(box(1)).toHaveValue('');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('When the server answers a name mismatch, then it is reported with the registered name', async () => {
    server.use(
      http.get(VERIFY, () =>
        HttpResponse.json(
          {
            message: 'Unable to validate BVN because name does not match.',
            errors: { bvn: ['Unable to validate BVN because name does not match.'] },
            data: { first_name: 'Adaeze', last_name: 'Okafor' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, onFailure } = renderScreen();
    await user.click(box(1));
    await user.keyboard('2222');
    await user.click(continueButton());
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith({
        kind: 'name-mismatch',
        message: 'Unable to validate BVN because name does not match.',
        registered: { first_name: 'Adaeze', last_name: 'Okafor' },
      }),
    );
  });
});
