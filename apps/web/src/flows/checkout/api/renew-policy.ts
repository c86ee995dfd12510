import type { RenewalAnswer } from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardDeclinedWords, formatNaira } from '@alaafia/domain';
import { api } from '#lib/api-client.js';
import { meQueryKey } from '#lib/current-customer.js';

/**
 * POST /local/customers/:id/products/:productId/renew-policy: renewed (a running period, or the
 * saved card charged in place), a card reference to pay, or the saved card declined with a
 * reference to pay another way. The HealthCash flow renews when the reference answers 409 'You
 * already paid for this product'.
 */
function renewPolicy(customerId: number, productId: number | string) {
  return api.post<RenewalAnswer>(
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

/**
 * A saved card's decline in words (issue 38): the domain's sentence (which card, that nothing was
 * charged, the bank's own words; the WhatsApp reply says the same), then the other ways to pay. One
 * sentence for every screen that renews.
 */
export function declineMessage(t: Translate, answer: RenewalAnswer): string {
  const amount = formatNaira(answer.payment?.total ?? 0);
  return `${cardDeclinedWords(t, amount, answer.declined?.card, answer.declined?.reason)} ${t('dashboard.declined.otherWays')}`;
}
