import { errorCopy, type Customer } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

export const meQueryKey = ['auth', 'me'] as const;

let expiredOnLastCheck = false;

/** True when the last profile check found a session cookie that had expired (not merely none). */
export function sessionExpiredOnLastCheck() {
  return expiredOnLastCheck;
}

/** The signed-in customer, or null when nobody is signed in (a 401 here is not an error). */
export async function getMe(signal?: AbortSignal): Promise<Customer | null> {
  try {
    const customer = await api.get<Customer>('/auth/me', { signal, skipUnauthorizedHandler: true });
    expiredOnLastCheck = false;
    return customer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      expiredOnLastCheck = error.message === errorCopy.sessionExpired;
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
