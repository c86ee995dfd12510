import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import type { PolicyAnswer } from '@alaafia/domain';

/**
 * POST /local/customers/{id}/products/{product_id}/cancel-policy { reason_id, reason_note }: the
 * policy stops now; reason_note is the customer's own words, required for 'Other'.
 */
function cancelPolicy(
  customerId: number,
  productId: string | number,
  reasonId: number,
  reasonNote: string | null = null,
) {
  return api.post<PolicyAnswer>(
    `/local/customers/${customerId}/products/${encodeURIComponent(String(productId))}/cancel-policy`,
    { reason_id: reasonId, reason_note: reasonNote },
  );
}

/** Then the premiums (every query keyed from 'premiums') and the profile are fetched again. */
export function useCancelPolicy(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      reasonId,
      reasonNote = null,
    }: {
      productId: string | number;
      reasonId: number;
      reasonNote?: string | null;
    }) => cancelPolicy(customerId, productId, reasonId, reasonNote),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
