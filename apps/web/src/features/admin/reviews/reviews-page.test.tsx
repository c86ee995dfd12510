import type { ReviewItem } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { ReviewsPage } from './reviews-page';
import { BASE, server } from '#test/msw.js';

const letter: ReviewItem = {
  id: 'employment-4',
  kind: 'employment',
  submitted_at: '2026-11-20T09:00:00.000Z',
  customer: { id: 7, name: 'Chidi Okafor', email: 'chidi@example.ng', phone: '08031234567' },
  evidence: {
    kind: 'employment',
    letter: {
      url: '/api/admin/reviews/employment-4/file',
      content_type: 'application/pdf',
      file_name: 'letter.pdf',
      size: 1200,
      inline: true,
    },
    employer_name: 'Dangote',
    salary: 250000,
    work_position: 'Manager',
    number_of_months_in_current_position: 30,
    number_of_jobs_in_five_years: 1,
    permanent_staff: true,
    is_confirmed_staff: true,
    have_disability: false,
  },
};

function serve(decisions: unknown[]) {
  let open = [letter];
  server.use(
    http.get(`${BASE}/admin/reviews`, ({ request }) =>
      HttpResponse.json({
        data: new URL(request.url).searchParams.get('kind') === 'employment' ? open : [],
      }),
    ),
    http.post(`${BASE}/admin/reviews/:id/decision`, async ({ request, params }) => {
      const body = await request.json();
      decisions.push({ id: params.id, body });
      open = [];
      return HttpResponse.json({
        data: {
          id: params.id,
          kind: 'employment',
          status: 'approved',
          decided_at: '',
          reason: null,
        },
      });
    }),
  );
}

describe('the Reviews page', () => {
  it("When the queue has more than a page, then the tab says so and 'Load more' appends the next page (the API's cursor) until the last", async () => {
    const second: ReviewItem = {
      ...letter,
      id: 'employment-9',
      customer: { ...letter.customer, id: 9, name: 'Amaka Eze' },
    };
    const cursors: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/admin/reviews`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('kind') !== 'employment') {
          return HttpResponse.json({ data: [], meta: { next_cursor: null, limit: 50 } });
        }
        cursors.push(query.get('cursor'));
        return query.get('cursor') === 'after-4'
          ? HttpResponse.json({ data: [second], meta: { next_cursor: null, limit: 50 } })
          : HttpResponse.json({ data: [letter], meta: { next_cursor: 'after-4', limit: 50 } });
      }),
    );
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByText('Chidi Okafor')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Employment letters/ })).toHaveTextContent('(1+)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Amaka Eze')).toBeVisible();
    expect(screen.getByText('Chidi Okafor')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(cursors).toEqual([null, 'after-4']);
  });

  it('When the browser is not on Lagos time, then a letter sent at 23:30 UTC reads as 00:30 the next day (Lagos), as on every admin page', async () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      server.use(
        http.get(`${BASE}/admin/reviews`, ({ request }) =>
          HttpResponse.json({
            data:
              new URL(request.url).searchParams.get('kind') === 'employment'
                ? [{ ...letter, submitted_at: '2026-11-20T23:30:00.000Z' }]
                : [],
          }),
        ),
      );
      renderWithProviders(<ReviewsPage />);
      const item = await screen.findByRole('article', { name: 'Chidi Okafor' });
      expect(within(item).getByText(/^Sent 21\/11\/2026, 00:30:00 ·/)).toBeInTheDocument();
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('When a letter waits, then it is shown inline beside the employment facts, and approving sends the decision and empties the queue', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    renderWithProviders(<ReviewsPage />);
    const item = await screen.findByRole('article', { name: 'Chidi Okafor' });
    // Issue 30: each tab says how many items wait in it.
    expect(await screen.findByRole('tab', { name: 'Employment letters (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Identity checks (0)' })).toBeInTheDocument();
    expect(within(item).getByTitle('Employment letter of Chidi Okafor')).toHaveAttribute(
      'src',
      '/api/admin/reviews/employment-4/file',
    );
    expect(within(item).getByText('Dangote')).toBeInTheDocument();
    expect(within(item).getByText('₦250,000')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(item).getByLabelText('Approve'));
    await user.click(within(item).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Approved: Chidi Okafor. They have been told.',
    );
    expect(decisions).toEqual([{ id: 'employment-4', body: { decision: 'approve' } }]);
    expect(await screen.findByText('No employment letter is waiting.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Employment letters (0)' })).toBeInTheDocument();
  });

  it('When a reviewer rejects without a reason, then nothing is sent and the reason is asked for', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    renderWithProviders(<ReviewsPage />);
    const item = await screen.findByRole('article', { name: 'Chidi Okafor' });
    const user = userEvent.setup();
    await user.click(within(item).getByLabelText('Reject'));
    await user.click(within(item).getByRole('button', { name: 'Save decision' }));
    expect(
      within(item).getByText('Say why, so we can tell the customer what to do next.'),
    ).toBeInTheDocument();
    expect(within(item).getByLabelText('Reason (required)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(decisions).toEqual([]);
    await user.type(within(item).getByLabelText('Reason (required)'), 'The letter is not signed.');
    await user.click(within(item).getByRole('button', { name: 'Save decision' }));
    await screen.findByRole('status');
    expect(decisions).toEqual([
      { id: 'employment-4', body: { decision: 'reject', reason: 'The letter is not signed.' } },
    ]);
  });
});
