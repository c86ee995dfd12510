import type { RenewalAnswer } from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNaira } from '@alaafia/domain';
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
 * A saved card's decline in words (issue 38): which card, that nothing was charged, the bank's own
 * words when it gave any, and the other ways to pay. One sentence for every screen that renews.
 */
export function declineMessage(t: Translate, answer: RenewalAnswer): string {
  const card = answer.declined?.card;
  const named = card?.last4
    ? card.brand
      ? t('dashboard.declined.cardBrand', { brand: card.brand, last4: card.last4 })
      : t('dashboard.declined.cardEnding', { last4: card.last4 })
    : t('dashboard.declined.cardAny');
  const amount = formatNaira(answer.payment?.total ?? 0);
  const reason = answer.declined?.reason?.trim();
  return [
    t('dashboard.declined.text', { card: named, amount }),
    reason ? t('dashboard.declined.bankSaid', { reason }) : null,
    t('dashboard.declined.otherWays'),
  ]
    .filter(Boolean)
    .join(' ');
}
