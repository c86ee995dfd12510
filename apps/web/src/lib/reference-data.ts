import type { Product, StateAnswer } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

// The public reference lists several flows read: one fetcher and one cache entry per endpoint.
// Each flow picks what it needs with `select` (the income product, the areas of Lagos...).

/**
 * GET /local/products: the five product lines with their plans. Public: sent with an empty
 * Authorization header, as the health flows send it.
 */
function getProducts(signal?: AbortSignal) {
  return api.get<Product[]>('/local/products', { signal, headers: { Authorization: '' } });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products,
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 10 * 60_000,
  });

/** GET /local/states: the 37 states, Lagos first, each with its local government areas. */
function getStates(signal?: AbortSignal) {
  return api.get<StateAnswer[]>('/local/states', { signal });
}

const statesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.states,
    queryFn: ({ signal }) => getStates(signal),
    staleTime: 24 * 60 * 60_000,
  });

/** GET /local/states/{id}: one state with its local government areas. */
function getState(id: number, signal?: AbortSignal) {
  return api.get<StateAnswer>(`/local/states/${id}`, { signal });
}

export const stateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.state(id),
    queryFn: ({ signal }) => getState(id, signal),
    staleTime: 24 * 60 * 60_000,
  });

/** The states (the profile's state, the hospitals' areas): one hook for every screen that lists them. */
export function useStates() {
  return useQuery(statesQueryOptions());
}
