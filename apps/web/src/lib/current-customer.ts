import {
  CUSTOMER_HINT_COOKIE,
  errorCopy,
  type Customer,
  type CustomerUpdateAnswer,
  type CustomerUpdateBody,
} from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { queryKeys } from './query-keys';

/** The key of GET /auth/me (queryKeys.me; kept under this name for the files that import it). */
export const meQueryKey = queryKeys.me;

let expiredOnLastCheck = false;

/** True when the last profile check found a session cookie that had expired (not merely none). */
export function sessionExpiredOnLastCheck() {
  return expiredOnLastCheck;
}

/**
 * The signed-in customer, or null when nobody is signed in (a 401 here is not an error). Asked only
 * when the customer's hint cookie says someone signed in on this browser (issue 38): a visitor's
 * page makes no request that answers 401.
 */
export async function getMe(signal?: AbortSignal): Promise<Customer | null> {
  try {
    const customer = await api.get<Customer>('/auth/me', {
      signal,
      skipUnauthorizedHandler: true,
      sessionHint: CUSTOMER_HINT_COOKIE,
    });
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

/**
 * PATCH /local/customers/{id}: the one fetcher of the profile update. Each flow sends its subset
 * (salary and employer, a hospital, the KYC name or date of birth, the settings fields); the spec's
 * clients also send user_id, which the server ignores. Answers the customer (with the open cart when
 * the body had products); the flows' mutations put it in the `me` cache.
 */
export function updateCustomer(
  customerId: number,
  body: CustomerUpdateBody & { user_id?: number },
) {
  return api.patch<CustomerUpdateAnswer>(`/local/customers/${customerId}`, body);
}
