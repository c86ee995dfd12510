import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { server } from '#test/msw.js';
import { DashboardWithClaims } from './dashboard-with-claims';

const BASE = 'http://localhost:3000/api';

// The claims list's chunk: whether it was loaded at all is what these tests are about.
const claimsChunk = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../features/claims/components/claims-section', () => {
  claimsChunk.loaded += 1;
  return { ClaimsSection: () => <p>Your claims, listed</p> };
});
// The dashboard itself is not under test: it shows what it is given where the claims go.
vi.mock('#features/dashboard/components/dashboard-page.js', () => ({
  DashboardPage: ({ claims }: { claims?: ReactNode }) => <main>{claims}</main>,
}));

function openDashboard(claims: unknown[]) {
  let asked = 0;
  server.use(
    http.get(`${BASE}/auth/me`, () => HttpResponse.json({ data: customerFixture() })),
    http.get(`${BASE}/local/customers/7/claims`, () => {
      asked += 1;
      return HttpResponse.json({ data: claims });
    }),
  );
  renderWithProviders(<DashboardWithClaims />);
  return { asked: () => asked };
}

describe('the dashboard with the claims list', () => {
  it('When the customer has never claimed, then the claims are asked for but the list’s code is never fetched', async () => {
    const { asked } = openDashboard([]);
    await waitFor(() => expect(asked()).toBe(1));
    // A moment for anything that would follow the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your claims, listed')).not.toBeInTheDocument();
    expect(claimsChunk.loaded).toBe(0);
  });

  it('When the customer has a claim, then the list is fetched and shown', async () => {
    openDashboard([{ id: 1 }]);
    expect(await screen.findByText('Your claims, listed')).toBeInTheDocument();
    expect(claimsChunk.loaded).toBe(1);
  });
});
