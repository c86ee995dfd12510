import { COOKIE_KEYS, LOCAL_STORAGE_KEYS } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getStored, setCookie, setStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { CompletionScreen } from './completion-screen';
import { server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const COMPLETE = 'http://localhost:3000/api/local/customers/profiles/complete-profile-by-product';

describe('CompletionScreen (100)', () => {
  it('When the policy is known, then it congratulates by first name with the cover and the monthly price', () => {
    renderWithProviders(
      <CompletionScreen
        customerId={7}
        productUid="HI"
        firstName="Chidi"
        cover={{ product: 'HI', coverage: 120000, price: 1100, unit: 'Month' }}
        onCompleted={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Congratulations Chidi! You are now covered.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Health Insurance')).toBeInTheDocument();
    expect(screen.getByText('₦120,000')).toBeInTheDocument();
    expect(screen.getByText('in combined insurance ₦1,100 / month')).toBeInTheDocument();
  });

  it('When Complete is pressed, then the profile is completed for the product, storage cleared and the flag set', async () => {
    setCookie(COOKIE_KEYS.onboardingData, { first_name: 'Chidi' });
    setCookie(COOKIE_KEYS.nameMismatch, { first_name: 'A', last_name: 'B', id_type: 'bvn' });
    setStored(LOCAL_STORAGE_KEYS.hospitals, [{ id: 1 }]);
    let body: unknown;
    server.use(
      http.post(COMPLETE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: customerFixture() });
      }),
    );
    const onCompleted = vi.fn();
    renderWithProviders(
      <CompletionScreen
        customerId={7}
        productUid="HTCI"
        firstName="Chidi"
        cover={{
          product: 'HTCI',
          coverage: 1100000,
          price: 1000,
          unit: 'Year',
        }}
        onCompleted={onCompleted}
      />,
    );
    expect(screen.getByText('in combined insurance ₦1,000 / year')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ customer_id: 7, product_uid: 'HTCI' });
    expect(getCookie(COOKIE_KEYS.onboardingData)).toBeNull();
    expect(getCookie(COOKIE_KEYS.nameMismatch)).toBeNull();
    expect(getStored(LOCAL_STORAGE_KEYS.hospitals)).toBeNull();
    expect(getStored(LOCAL_STORAGE_KEYS.firstSignUp)).toBe(true);
  });

  it("When completing fails, then the 'Error!' alert shows the message and nothing is cleared", async () => {
    setCookie(COOKIE_KEYS.onboardingData, { first_name: 'Chidi' });
    server.use(
      http.post(COMPLETE, () =>
        HttpResponse.json({ message: 'Please complete your KYC first.' }, { status: 422 }),
      ),
    );
    const onCompleted = vi.fn();
    renderWithProviders(
      <CompletionScreen
        customerId={7}
        productUid="HI"
        firstName="Chidi"
        cover={undefined}
        onCompleted={onCompleted}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Please complete your KYC first.',
    );
    expect(onCompleted).not.toHaveBeenCalled();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toEqual({ first_name: 'Chidi' });
  });
});
