import { checkoutConsent, type PolicyAnswer } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * POST /local/customers/{id}/products/{product_id}/continue-after-sponsorship, with the checkout's
 * consent (accept_terms and the versions shown): the customer agrees to keep a sponsored policy at
 * their own cost once the sponsorship ends. 409 for a policy no sponsor pays for; 422 without the box.
 */
function continueAfterSponsorship(
  customerId: number,
  productId: string | number,
  acceptTerms: boolean,
) {
  return api.post<PolicyAnswer>(
    `/local/customers/${customerId}/products/${encodeURIComponent(String(productId))}/continue-after-sponsorship`,
    { ...checkoutConsent, accept_terms: acceptTerms },
  );
}

/** Then the premiums (every query keyed from 'premiums') are fetched again: the tile says so. */
export function useContinueAfterSponsorship(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      acceptTerms,
    }: {
      productId: string | number;
      acceptTerms: boolean;
    }) => continueAfterSponsorship(customerId, productId, acceptTerms),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot }),
  });
}
