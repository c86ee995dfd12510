import { checkoutCopy } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client.js';
import type { IssuedPolicy } from '../api/confirm-card-payment';

/** The pending transfer is checked again after 5 s, 10 s, 20 s, 40 s, then every minute. */
function transferCheckDelay(checksDone: number): number {
  return Math.min(5000 * 2 ** checksDone, 60_000);
}

/** The server's 'not received yet' for a transfer: the money may still be on its way. */
export function isNotArrived(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    error.message === checkoutCopy.paymentNotReceived
  );
}

type Arrival = { arrived: false } | { arrived: true; policies: IssuedPolicy[] };

/**
 * A bank transfer not arrived yet (issue 18 item 3), checked again by itself while `reference` is
 * set: TanStack Query's refetchInterval, backing off (transferCheckDelay), paused while the page is
 * hidden and run at once when it is shown again. `check` is the payments/transfer call; the
 * server's webhook and reconciliation fulfil the reference meanwhile, and the call then answers the
 * policies. The first check was the button's own, so the next one waits its delay.
 */
export function useTransferArrival(reference: string | null, check: () => Promise<IssuedPolicy[]>) {
  const query = useQuery<Arrival>({
    queryKey: ['checkout', 'transfer', reference],
    enabled: reference !== null,
    queryFn: async () => {
      try {
        return { arrived: true, policies: await check() };
      } catch (error) {
        if (isNotArrived(error)) return { arrived: false };
        throw error;
      }
    },
    initialData: { arrived: false },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: 'always',
    refetchIntervalInBackground: false,
    refetchInterval: (q) =>
      q.state.data?.arrived ? false : transferCheckDelay(q.state.dataUpdateCount),
    networkMode: 'always',
  });
  return {
    /** The policies, once the money has arrived. */
    policies: query.data.arrived ? query.data.policies : null,
    /** The server answered something other than 'not arrived yet'. */
    failed: query.isError,
    checking: query.isFetching,
    checkNow: () => void query.refetch(),
  };
}
