import { COOKIE_KEYS, onboardingDataSchema, PROGRESS_COOKIE_KEYS } from '@alaafia/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie } from '../lib/storage';
import { clearCookies, customerFixture, renderRouter } from '../test/render';
import { IncomeRoute } from './income-route';
import { server, signedInAs } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('/buy/income', () => {
  it('When it opens, then the wizard shows over the dashboard, and closing it returns to the dashboard with progress 0', async () => {
    server.use(
      signedInAs(customerFixture()),
      // The dashboard underneath asks for the customer's policies: none yet.
      http.get('http://localhost:3000/api/local/customers/7/premiums', () =>
        HttpResponse.json({ data: [] }),
      ),
      // The wizard's first screen asks for the product.
      http.get('http://localhost:3000/api/local/products', () => HttpResponse.json({ data: [] })),
    );
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/buy/income', element: <IncomeRoute /> },
      ],
      { initialEntries: ['/buy/income'] },
    );
    renderRouter(router);
    expect(
      await screen.findByRole('dialog', { name: 'Income protection' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Welcome back, Chidi.', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alaafia, close' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getCookie(PROGRESS_COOKIE_KEYS.income)).toBe(0);
  });

  it("When 'Buy this plan' on the public quote opens it with ?salary=&plan=, then the wizard keeps that salary and plan for the employment screen and the plan choice (issue 30)", async () => {
    server.use(
      signedInAs(customerFixture()),
      http.get('http://localhost:3000/api/local/customers/7/premiums', () =>
        HttpResponse.json({ data: [] }),
      ),
      http.get('http://localhost:3000/api/local/products', () => HttpResponse.json({ data: [] })),
    );
    const router = createMemoryRouter([{ path: '/buy/income', element: <IncomeRoute /> }], {
      initialEntries: ['/buy/income?salary=150000&plan=EI-R1-B300000-D6'],
    });
    renderRouter(router);
    await screen.findByRole('dialog', { name: 'Income protection' }, { timeout: 5000 });
    const stored = getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema);
    expect(stored?.salary).toBe(150_000);
    expect(stored?.quote_plan_code).toBe('EI-R1-B300000-D6');
  });
});
