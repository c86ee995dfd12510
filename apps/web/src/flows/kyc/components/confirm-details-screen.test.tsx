import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { ConfirmDetailsScreen } from './confirm-details-screen';
import { server } from '#test/msw.js';

const COMPLETE = 'http://localhost:3000/api/local/customers/7/set-kyc-complete';

function renderScreen() {
  const onConfirmed = vi.fn();
  renderWithProviders(
    <ConfirmDetailsScreen
      customerId={7}
      details={{
        first_name: 'Chidi',
        last_name: 'Eze',
        email: 'chidi@example',
        phone_number: '0803',
      }}
      onConfirmed={onConfirmed}
    />,
  );
  return { onConfirmed, user: userEvent.setup() };
}

describe('ConfirmDetailsScreen (90)', () => {
  it('When it opens, then the name, e-mail and phone are shown read-only', () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { name: 'Fantastic! please confirm your details one last time' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Chidi');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0803');
  });

  it('When Continue is pressed, then KYC is marked complete and the host moves on', async () => {
    let calls = 0;
    server.use(
      http.patch(COMPLETE, () => {
        calls += 1;
        return HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) });
      }),
    );
    const { user, onConfirmed } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
  });

  it("When the e-mail and phone are not valid, then the server's errors show on those fields joined by '. '", async () => {
    server.use(
      http.patch(COMPLETE, () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            errors: {
              email: ['The email must be a valid email address', 'Please update it'],
              phone_number: ['Enter a valid Nigerian phone number'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, onConfirmed } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The email must be a valid email address. Please update it'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Nigerian phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
