import type { NotificationItem } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { NotificationBell } from './notification-bell';
import { BASE, server } from '#test/msw.js';

const message = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  event: 'card.declined',
  title: 'Your card was declined',
  body: `We could not charge ₦5,000 for Health Insurance (${id}).`,
  action_path: '/',
  created_at: `2026-11-2${id}T08:00:00.000Z`,
  read_at: null,
  ...overrides,
});

/** A bell server over a list the test can read: the reads it received change it as the API would. */
function bellServer(items: NotificationItem[]) {
  const reads: unknown[] = [];
  server.use(
    http.get(`${BASE}/local/customers/7/notifications`, () =>
      HttpResponse.json({
        data: items,
        meta: {
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: items.length,
          unread_count: items.filter((n) => !n.read_at).length,
        },
      }),
    ),
    http.post(`${BASE}/local/customers/7/notifications/read`, async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      reads.push(body);
      let marked = 0;
      items.forEach((n, i) => {
        if (!n.read_at && (!body.ids || body.ids.includes(n.id))) {
          items[i] = { ...n, read_at: '2026-11-25T10:00:00.000Z' };
          marked += 1;
        }
      });
      return HttpResponse.json({
        data: { marked, unread_count: items.filter((n) => !n.read_at).length },
      });
    }),
  );
  return reads;
}

describe('NotificationBell', () => {
  it('When there are unread messages, then the bell says how many, opens the list by keyboard, and Mark all as read clears the count', async () => {
    const reads = bellServer([
      message(2, { title: 'Your cover is paused', event: 'cover.paused' }),
      message(1),
      message(0, { title: 'Payment received', read_at: '2026-11-20T09:00:00.000Z' }),
    ]);
    renderWithProviders(<NotificationBell customerId={7} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');

    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^Unread: Your cover is paused/),
      expect.stringMatching(/^Unread: Your card was declined/),
      expect.stringMatching(/^Payment received/),
    ]);
    expect(links[0]).toHaveAttribute('href', '/');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(reads).toEqual([{}]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull(),
    );
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('When a message is followed, then it alone is marked read and the list closes', async () => {
    const reads = bellServer([message(2), message(1)]);
    renderWithProviders(<NotificationBell customerId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const [first] = await within(dialog).findAllByRole('link');
    await userEvent.click(first!);
    expect(reads).toEqual([{ ids: [2] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('When there are no messages, then the bell has no count and the list says so', async () => {
    bellServer([]);
    renderWithProviders(<NotificationBell customerId={7} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
  });
});
