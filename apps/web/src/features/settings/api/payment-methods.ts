import type { CardQuote, SavedCard } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export type { SavedCard } from '@alaafia/domain';
export { usePaymentMethods } from '#flows/checkout/api/saved-cards.js';

/** POST payment-methods/replace: a card reference for the refundable ₦50 verification. */
function startCardReplacement(customerId: number) {
  return api.post<CardQuote>(`/local/customers/${customerId}/payment-methods/replace`);
}

export function useStartCardReplacement(customerId: number) {
  return useMutation({ mutationFn: () => startCardReplacement(customerId) });
}

/** POST payment-methods/confirm { payment_reference }: answers the saved cards, the new one in use. */
export function confirmCardReplacement(customerId: number, reference: string) {
  return api.post<SavedCard[]>(`/local/customers/${customerId}/payment-methods/confirm`, {
    payment_reference: reference,
  });
}

/** DELETE payment-methods/{cardId}: the card is removed for good; answers the cards left. */
function removeCard(customerId: number, cardId: number) {
  return api.delete<SavedCard[]>(`/local/customers/${customerId}/payment-methods/${cardId}`);
}

export function useRemoveCard(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => removeCard(customerId, cardId),
    onSuccess: (left) => queryClient.setQueryData(queryKeys.paymentMethods(customerId), left),
  });
}
