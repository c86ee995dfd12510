import { COOKIE_KEYS } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '#lib/storage.js';
import { clearCookies, renderWithProviders } from '#test/render.js';
import { OtpScreen } from './otp-screen';
import { server } from '#test/msw.js';

const STATUS = 'http://localhost:3000/api/local/customers/profiles/otp-status/7';
const RESEND = 'http://localhost:3000/api/local/customers/profiles/otp-resend/7';
const codeStatus = (resendAfter: number) => ({
  status: 'otp_sent',
  phone_hint: '0803 *** **01',
  resend_after_seconds: resendAfter,
  expires_at: '2026-11-26T12:00:00.000Z',
});

beforeEach(() => {
  server.use(http.get(STATUS, () => HttpResponse.json({ data: codeStatus(60) })));
});
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

  it("When the code is wrong, then 'Invalid OTP' with the tries left shows under the boxes, not in a pop-up, and the boxes are cleared (issue 30)", async () => {
    const message = 'Invalid OTP. You have 4 tries left.';
    server.use(
      http.get(VERIFY, () =>
        HttpResponse.json({ message, errors: { bvn: [message] } }, { status: 422 }),
      ),
    );
    const { user, onFailure, onVerified } = renderScreen();
    await user.click(box(1));
    await user.keyboard('1111');
    await user.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
        message,
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onFailure).not.toHaveBeenCalled();
    expect(box(1)).toHaveValue('');
    expect(onVerified).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.click(box(1));
    await user.keyboard('2');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
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

describe('OtpScreen: where the code went and a new code (issue 18)', () => {
  it('When the screen opens, then it shows the masked phone and counts down before a new code can be asked for', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ data: codeStatus(2) })));
    renderScreen();
    expect(await screen.findByText('We sent the code to 0803 *** **01.')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/You can ask for a new code in [12] seconds?\./);
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4000 });
    expect(screen.queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();
  });

  it('When a new code is asked for, then it is sent, the boxes are cleared and the screen says where it went', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ data: codeStatus(0) })));
    let sent = 0;
    server.use(
      http.post(RESEND, () => {
        sent += 1;
        return HttpResponse.json({ data: codeStatus(60) });
      }),
    );
    const { user } = renderScreen();
    await user.click(box(1));
    await user.keyboard('12');
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code has been sent to 0803 *** **01.',
    );
    expect(sent).toBe(1);
    expect(box(1)).toHaveValue('');
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (1 minute|59 seconds)\./)).toBeVisible();
  });

  it('When the server refuses with 429, then its Retry-After is the wait shown and the button stays off', async () => {
    server.use(
      http.get(STATUS, () => HttpResponse.json({ data: codeStatus(0) })),
      http.post(RESEND, () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please wait a little and try again.' },
          { status: 429, headers: { 'Retry-After': '3300' } },
        ),
      ),
    );
    const { user, onFailure } = renderScreen();
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please wait 55 minutes before asking for a new code.',
    );
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 55 minutes.')).toBeVisible();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
