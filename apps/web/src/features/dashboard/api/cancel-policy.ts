import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PolicyAnswer } from '@alaafia/domain';

/** POST /local/customers/{id}/products/{product_id}/cancel-policy { reason_id }: the policy stops now. */
export function cancelPolicy(customerId: number, productId: string | number, reasonId: number) {
  return api.post<PolicyAnswer>(
    `/local/customers/${customerId}/products/${encodeURIComponent(String(productId))}/cancel-policy`,
    { reason_id: reasonId },
  );
}

/** Then the premiums (every query keyed from 'premiums') and the profile are fetched again. */
export function useCancelPolicy(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, reasonId }: { productId: string | number; reasonId: number }) =>
      cancelPolicy(customerId, productId, reasonId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
