import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';
import type { PremiumRecord } from '../../../components/kyc/api/get-premiums';

/** POST /local/customers/{id}/products/{product_id}/cancel-policy { reason_id }: the policy stops now. */
export function cancelPolicy(customerId: number, productId: string | number, reasonId: number) {
  return api.post<PremiumRecord>(
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
        queryClient.invalidateQueries({ queryKey: ['premiums'] }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
