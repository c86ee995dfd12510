import type { Complaint, CustomerComplaintBody, PublicComplaintBody } from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

export { supportContactsQueryOptions } from '#lib/support-contacts.js';

/** GET /local/customers/{id}/complaints: the customer's complaints, newest first, with our answers. */
function getComplaints(customerId: number, signal?: AbortSignal) {
  return api.get<Complaint[]>(`/local/customers/${customerId}/complaints`, { signal });
}

export function useComplaints(customerId: number | null) {
  return useQuery({
    queryKey: queryKeys.complaints(customerId ?? 0),
    queryFn: ({ signal }) => getComplaints(customerId!, signal),
    enabled: customerId !== null,
  });
}

/** A signed-in customer's complaint (their contacts are on their account), or anyone's. */
export type ComplaintInput =
  | { customerId: number; body: CustomerComplaintBody }
  | { customerId: null; body: PublicComplaintBody };

function fileComplaint(input: ComplaintInput) {
  return input.customerId === null
    ? api.post<Complaint>('/local/complaints', input.body)
    : api.post<Complaint>(`/local/customers/${input.customerId}/complaints`, input.body);
}

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: async (_complaint, input) => {
      if (input.customerId !== null)
        await queryClient.invalidateQueries({ queryKey: queryKeys.complaints(input.customerId) });
    },
  });
}
