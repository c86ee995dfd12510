import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { meQueryKey } from '#lib/current-customer.js';

/**
 * POST /local/customers/:id/products/:productId/renew-policy: the HealthCash flow renews when the
 * reference answers 409 'You already paid for this product'.
 */
export function renewPolicy(customerId: number, productId: number | string) {
  return api.post<unknown>(
    `/local/customers/${customerId}/products/${encodeURIComponent(String(productId))}/renew-policy`,
  );
}

/** Then the premiums (every query keyed from 'premiums') and the profile are fetched again. */
export function useRenewPolicy(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number | string) => renewPolicy(customerId, productId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['premiums'] }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
