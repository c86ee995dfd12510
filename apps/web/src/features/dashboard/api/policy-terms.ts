import type { CancellationTerms, RenewalQuote } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

const productPath = (customerId: number, productId: string | number) =>
  `/local/customers/${customerId}/products/${encodeURIComponent(String(productId))}`;

/** GET .../cancellation-terms: whether the policy is in its free month, and its paid-through day. */
function getCancellationTerms(
  customerId: number,
  productId: string | number,
  signal?: AbortSignal,
) {
  return api.get<CancellationTerms>(`${productPath(customerId, productId)}/cancellation-terms`, {
    signal,
  });
}

/** GET .../renewal-quote: what Renew Now will do and charge (the API's own renewal rules). */
function getRenewalQuote(customerId: number, productId: string | number, signal?: AbortSignal) {
  return api.get<RenewalQuote>(`${productPath(customerId, productId)}/renewal-quote`, { signal });
}

/** Read fresh each time a modal opens: both depend on today and on the saved card. */
export function useCancellationTerms(customerId: number, productId: string | number | null) {
  return useQuery({
    queryKey: ['policy-terms', 'cancel', customerId, productId],
    queryFn: ({ signal }) => getCancellationTerms(customerId, productId!, signal),
    enabled: productId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useRenewalQuote(customerId: number, productId: string | number | null) {
  return useQuery({
    queryKey: ['policy-terms', 'renew', customerId, productId],
    queryFn: ({ signal }) => getRenewalQuote(customerId, productId!, signal),
    enabled: productId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
