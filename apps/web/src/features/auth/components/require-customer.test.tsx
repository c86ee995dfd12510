import type { Customer } from '@alaafia/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireCustomer } from './require-customer';

function renderAt(path: string, me: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(JSON.stringify(me.body), { status: me.status })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RequireCustomer>{(c) => <p>Hello {c.first_name}</p>}</RequireCustomer>,
      },
      {
        path: '/settings',
        element: <RequireCustomer>{() => <p>Settings page</p>}</RequireCustomer>,
      },
      {
        path: '/enrollee/profile',
        element: <RequireCustomer>{() => <p>Set a new password</p>}</RequireCustomer>,
      },
      { path: '/auth/login', element: <p>Sign in page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const customer = { id: 1, first_name: 'Amaka', change_password: false } as Customer;

describe('RequireCustomer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When a customer is signed in, then the page shows', async () => {
    renderAt('/', { status: 200, body: { data: customer } });
    expect(await screen.findByText('Hello Amaka')).toBeInTheDocument();
  });

  it('When the customer has the change_password flag, then they are sent to /enrollee/profile', async () => {
    const router = renderAt('/', {
      status: 200,
      body: { data: { ...customer, change_password: true } },
    });
    expect(await screen.findByText('Set a new password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enrollee/profile');
  });

  it('When the session has expired, then sign-in opens with the page to come back to and the notice', async () => {
    const router = renderAt('/settings', {
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.' },
    });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fsettings&expired=1');
  });

  it('When nobody is signed in, then sign-in opens without the expiry notice', async () => {
    const router = renderAt('/settings', {
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });
});
