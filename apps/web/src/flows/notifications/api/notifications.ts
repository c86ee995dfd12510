import type { NotificationItem, NotificationsReadAnswer } from '@alaafia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export type NotificationsPage = { items: NotificationItem[]; unread: number };

/** GET /local/customers/{id}/notifications: the newest 20 messages and the unread count. */
async function getNotifications(
  customerId: number,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const page = await api.page<NotificationItem>(`/local/customers/${customerId}/notifications`, {
    signal,
    query: { perPage: 20 },
  });
  const meta = page.meta as typeof page.meta & { unread_count?: number };
  return { items: page.data, unread: meta.unread_count ?? 0 };
}

/**
 * Keyed under 'premiums' too: a payment or renewal (which invalidates premiums) refreshes the bell.
 * Polled every two minutes while the page is open, and on focus.
 */
const notificationsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.notifications(customerId),
    queryFn: ({ signal }) => getNotifications(customerId, signal),
    refetchInterval: 120_000,
    staleTime: 30_000,
  });

export function useNotifications(customerId: number) {
  return useQuery(notificationsQueryOptions(customerId));
}

/** Marks the ids given read, or all of them; the bell's count follows. */
export function useMarkNotificationsRead(customerId: number) {
  const client = useQueryClient();
  const key = notificationsQueryOptions(customerId).queryKey;
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.post<NotificationsReadAnswer>(
        `/local/customers/${customerId}/notifications/read`,
        ids ? { ids } : {},
      ),
    onMutate: (ids) => {
      // The count falls at once; the server's answer confirms it.
      const at = new Date().toISOString();
      client.setQueryData(key, (old) =>
        old
          ? {
              items: old.items.map((n) =>
                !ids || ids.includes(n.id) ? { ...n, read_at: n.read_at ?? at } : n,
              ),
              unread: ids
                ? old.unread - old.items.filter((n) => ids.includes(n.id) && !n.read_at).length
                : 0,
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
