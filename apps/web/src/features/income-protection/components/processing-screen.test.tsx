import { LOCAL_STORAGE_KEYS } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import {
  BASE,
  employedOnboarding,
  incomeQuote,
  recordEvents,
  storeOnboarding,
} from '../test/fixtures';
import { ProcessingScreen } from './processing-screen';
import { server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  storeOnboarding(employedOnboarding);
});

function renderScreen() {
  const handlers = { onPriced: vi.fn(), onSalaryRefused: vi.fn() };
  renderWithProviders(<ProcessingScreen customer={customerFixture()} {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('Processing (20)', () => {
  it("When the plans arrive, then 'Just a minute...' shows, the whole answer is kept, plans-stage is posted and the flow goes to 30 after 500 ms", async () => {
    const salaries: unknown[] = [];
    server.use(
      http.post(`${BASE}/local/products/salary`, async ({ request }) => {
        salaries.push(await request.json());
        return HttpResponse.json({ data: incomeQuote() });
      }),
    );
    const events = recordEvents(server);
    const started = Date.now();
    const { onPriced } = renderScreen();
    expect(
      screen.getByRole('heading', { name: "Just a minute... we're processing your information" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(onPriced).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(salaries).toEqual([{ salary: 100_000 }]);
    expect(getStored(LOCAL_STORAGE_KEYS.incomePlans)).toMatchObject({
      uid: 'EI',
      salary: 100_000,
      pricing_plans: incomeQuote().pricing_plans,
    });
    expect(events).toEqual([
      { event: 'plans-stage', uid: '7', properties: { stage: 20, plans: 3 } },
    ]);
  });

  it("When the salary is refused, then 'Error!' shows the message and 'Ok' returns to Employment", async () => {
    const message = 'The minimum monthly salary for income protection is ₦30,000.';
    server.use(
      http.post(`${BASE}/local/products/salary`, () =>
        HttpResponse.json({ message, errors: { salary: [message] } }, { status: 422 }),
      ),
    );
    const { user, onPriced, onSalaryRefused } = renderScreen();
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(onSalaryRefused).toHaveBeenCalledTimes(1);
    expect(onPriced).not.toHaveBeenCalled();
    expect(getStored(LOCAL_STORAGE_KEYS.incomePlans)).toBeNull();
  });

  it("When the server fails, then after 'Ok' the customer can try again and the plans then load", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/local/products/salary`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Oops, something went wrong.' }, { status: 500 })
          : HttpResponse.json({ data: incomeQuote() });
      }),
    );
    recordEvents(server);
    const { user, onPriced, onSalaryRefused } = renderScreen();
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(onSalaryRefused).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onPriced).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(calls).toBe(2);
  });
});
