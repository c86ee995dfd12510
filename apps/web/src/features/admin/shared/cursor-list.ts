import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/**
 * A back-office queue read a keyset page at a time (issue 29: GET /admin/claims, /admin/payouts,
 * /admin/reviews answer `meta.next_cursor`): the items of every page read so far, in order, and
 * `loadMore` for the next page ('Load more' under the list, LoadMore below).
 */
export function useCursorList<T>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string | undefined>,
) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.cursorPage<T>(path, {
        skipUnauthorizedHandler: true,
        query: { ...query, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    // No meta (an answer of one page, as the queues gave before issue 29): nothing more to read.
    getNextPageParam: (last) => last.meta?.next_cursor ?? undefined,
  });
  return {
    data: list.data ? list.data.pages.flatMap((page) => page.data) : undefined,
    isPending: list.isPending,
    error: list.error,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}
