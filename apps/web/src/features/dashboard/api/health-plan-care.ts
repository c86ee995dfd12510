import {
  MEMBER_CARD_PAGE_PATH,
  type MemberCard,
  type TelemedicineRequestAnswer,
  type TelemedicineRequestBody,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/**
 * The health plan at the hospital (issue 28), from the health tile: the member card and 'Talk to a
 * doctor'. docs/business-rules.md, 'Member card' and 'Telemedicine'.
 */

/** The card page and the PDF: full page loads (the page is the server's, kept offline by its worker). */
export const memberCardPagePath = MEMBER_CARD_PAGE_PATH;
export const memberCardPdfPath = (customerId: number) =>
  `/api/local/customers/${customerId}/member-card.pdf`;

/** GET /local/customers/{id}/member-card: 404 (no health plan in force) reads as null. */
export function useMemberCard(customerId: number) {
  return useQuery({
    queryKey: ['member-card', customerId],
    queryFn: ({ signal }) =>
      api.get<MemberCard>(`/local/customers/${customerId}/member-card`, { signal }),
    retry: false,
  });
}

const telemedicineKey = (customerId: number) => ['telemedicine', customerId] as const;

/** GET /local/customers/{id}/telemedicine-requests: the latest requests, newest first. */
export function useTelemedicineRequests(customerId: number) {
  return useQuery({
    queryKey: telemedicineKey(customerId),
    queryFn: ({ signal }) =>
      api.get<TelemedicineRequestAnswer[]>(`/local/customers/${customerId}/telemedicine-requests`, {
        signal,
      }),
  });
}

/** POST /local/customers/{id}/telemedicine-requests; the list is read again after. */
export function useAskDoctor(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelemedicineRequestBody) =>
      api.post<TelemedicineRequestAnswer>(
        `/local/customers/${customerId}/telemedicine-requests`,
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: telemedicineKey(customerId) }),
  });
}
