import { COOKIE_KEYS } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { getCookie } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { BASE, employedOnboarding, storeOnboarding } from '../test/fixtures';
import { CongratulationsScreen } from './congratulations-screen';
import { server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const incomePolicy: PremiumRecord = {
  product_prefix_code: 'EI',
  product_id: 'Income Protection Insurance',
  sum_assured: 300_000,
  premium: 1_800,
  policy_duration: 'Month',
  company: null,
  active: true,
  next_payment_date: '2026-12-22',
  policy_document: null,
  date_cancelled: null,
  policy_number: 'ALF-EI-000001',
};

function renderScreen(flags: { kyc: boolean; profile: boolean }) {
  const customer = customerFixture({
    have_completed_kyc: flags.kyc,
    have_completed_income_protection_profile: flags.profile,
  });
  server.use(
    http.get(`${BASE}/local/customers/7/premiums`, () =>
      HttpResponse.json({ data: [incomePolicy] }),
    ),
    signedInAs(customer),
  );
  const handlers = { onVerify: vi.fn(), onFinished: vi.fn() };
  renderWithProviders(<CongratulationsScreen customer={customer} {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('Congratulations (50)', () => {
  it("When a new customer has paid, then 'You are now covered' shows the policy's cover and price, the free-month hint, and 'Complete verification' starts the KYC chain", async () => {
    const { user, onVerify } = renderScreen({ kyc: false, profile: false });
    expect(
      screen.getByRole('heading', { name: 'Congratulations Chidi! You are now covered' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('₦300,000')).toBeInTheDocument();
    expect(screen.getByText('in combined protection, from ₦1,800 / month')).toBeInTheDocument();
    expect(
      screen.getByText('Complete your verification to enjoy your free first month subscription.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete verification' }));
    expect(onVerify).toHaveBeenCalledWith(60);
  });

  it("When KYC is done but not the employment profile, then the hint says '50% done' and the button leads to the employment letter", async () => {
    const { user, onVerify } = renderScreen({ kyc: true, profile: false });
    expect(
      screen.getByText('Your verification is 50% done please complete your verification'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete verification' }));
    expect(onVerify).toHaveBeenCalledWith(92);
  });

  it("When everything is complete, then 'Proceed' clears the onboarding data and closes the wizard", async () => {
    storeOnboarding({ ...employedOnboarding, plan_value: 300_000 });
    const { user, onVerify, onFinished } = renderScreen({ kyc: true, profile: true });
    expect(screen.getByText('You have completed your verification. Proceed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onVerify).not.toHaveBeenCalled();
    expect(getCookie(COOKIE_KEYS.onboardingData)).toBeNull();
  });
});
