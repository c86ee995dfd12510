import type { Customer, ProductUid } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** POST /local/customers/profiles/complete-profile-by-product { customer_id, product_uid } (screen 100). */
function completeProfileByProduct(customerId: number, productUid: ProductUid) {
  return api.post<Customer>('/local/customers/profiles/complete-profile-by-product', {
    customer_id: customerId,
    product_uid: productUid,
  });
}

/** Then the premiums and the profile are fetched again. */
export function useCompleteProfileByProduct(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productUid: ProductUid) => completeProfileByProduct(customerId, productUid),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
