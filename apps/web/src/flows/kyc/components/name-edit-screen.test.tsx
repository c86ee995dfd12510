import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { NameEditScreen, type NameEditScreenProps } from './name-edit-screen';
import { BASE, server } from '#test/msw.js';

function renderScreen(props: Partial<NameEditScreenProps> = {}) {
  const onUpdated = vi.fn();
  renderWithProviders(
    <NameEditScreen
      customerId={7}
      idType="bvn"
      registered={{ first_name: 'Adaeze', last_name: 'Okafor' }}
      onUpdated={onUpdated}
      {...props}
    />,
  );
  return { onUpdated, user: userEvent.setup() };
}

const updateButton = () => screen.getByRole('button', { name: 'Update Name' });

describe('NameEditScreen (80)', () => {
  it('When it opens, then it shows the name registered to the ID and no Sign In link: the customer is signed in (issue 30)', () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { name: 'You need to edit your profile name' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The name registered to this ID is Adaeze Okafor, if this is you, kindly edit your profile name to match.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Already have Health Insurance/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('When characters other than letters are typed, then they are stripped; both names enable the button', async () => {
    const { user } = renderScreen();
    expect(updateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'Ada-eze 1');
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    expect(updateButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    expect(updateButton()).toBeEnabled();
  });

  it('When the ID was a BVN, then the name is reset with type BVN', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/local/customers/profiles/reset-name/7`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: customerFixture({ first_name: 'Adaeze' }) });
      }),
    );
    const { user, onUpdated } = renderScreen();
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(updateButton());
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ first_name: 'Adaeze', last_name: 'Okafor', type: 'BVN' });
  });

  it("When the ID was a Voter's Card, then the full name is saved on the profile", async () => {
    let body: unknown;
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: customerFixture() });
      }),
    );
    const { user, onUpdated } = renderScreen({ idType: 'vin', buttonLabel: 'Verify' });
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ name: 'Adaeze Okafor' });
  });

  it('When the server refuses the last name, then its message shows on that field', async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/reset-name/7`, () =>
        HttpResponse.json(
          {
            message: 'Please enter your last name',
            errors: { last_name: ['Please enter your last name'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, onUpdated } = renderScreen({ idType: 'nin' });
    await user.type(screen.getByLabelText('First name'), 'Adaeze');
    await user.type(screen.getByLabelText('Last name'), 'O');
    await user.click(updateButton());
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    expect(onUpdated).not.toHaveBeenCalled();
  });
});
