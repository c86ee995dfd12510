import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Button } from '#components/ui/button.js';
import { meQueryKey } from '#lib/current-customer.js';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { useRenewPolicy } from './renew-policy';
import { BASE, server } from '#test/msw.js';

const RENEW = `${BASE}/local/customers/7/products/HTCI/renew-policy`;

/** A renewal button as the dashboard and the HealthCash flow use it: loading while it runs. */
function RenewButton() {
  const renew = useRenewPolicy(7);
  return (
    <>
      <Button loading={renew.isPending} onClick={() => renew.mutate('HTCI')}>
        Renew
      </Button>
      {renew.isError ? <p>failed</p> : null}
      {renew.isSuccess ? <p>renewed</p> : null}
    </>
  );
}

function renderRenewal() {
  const { queryClient } = renderWithProviders(<RenewButton />);
  // The profile and the premiums the dashboard shows, cached and fresh before the renewal.
  queryClient.setQueryData(meQueryKey, customerFixture());
  queryClient.setQueryData(['premiums', 7], []);
  return { queryClient, user: userEvent.setup() };
}

const renewButton = () => screen.getByRole('button', { name: /Renew/ });

describe('useRenewPolicy', () => {
  it('When the renewal completes, then the premiums and the profile are fetched again', async () => {
    let calls = 0;
    server.use(
      http.post(RENEW, () => {
        calls += 1;
        return HttpResponse.json({ data: { status: 'renewed' } });
      }),
    );
    const { queryClient, user } = renderRenewal();
    await user.click(renewButton());
    await screen.findByText('renewed');
    expect(calls).toBe(1);
    expect(queryClient.getQueryState(['premiums', 7])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    expect(renewButton()).toBeEnabled();
  });

  it('When the renewal fails, then its loading state clears and nothing is fetched again', async () => {
    server.use(
      http.post(RENEW, async () => {
        await delay(100);
        return HttpResponse.json(
          { message: 'You have no paid policy for this product yet.' },
          { status: 422 },
        );
      }),
    );
    const { queryClient, user } = renderRenewal();
    await user.click(renewButton());
    expect(renewButton()).toBeDisabled();
    await screen.findByText('failed');
    await waitFor(() => expect(renewButton()).toBeEnabled());
    expect(renewButton()).not.toHaveAttribute('aria-busy', 'true');
    expect(queryClient.getQueryState(['premiums', 7])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });
});
