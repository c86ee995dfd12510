import type {
  ChangeHospitalBody,
  ChangeHospitalRequest,
  PendingHospitalChange,
} from '@alaafia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** GET /local/customers/{id}/change-hospital-request: the request under review, or null. */
function getPendingHospitalChange(customerId: number, signal?: AbortSignal) {
  return api.get<PendingHospitalChange>(`/local/customers/${customerId}/change-hospital-request`, {
    signal,
  });
}

const pendingHospitalChangeKey = (customerId: number) => ['hospital-change', customerId] as const;

const pendingHospitalChangeOptions = (customerId: number) =>
  queryOptions({
    queryKey: pendingHospitalChangeKey(customerId),
    queryFn: ({ signal }) => getPendingHospitalChange(customerId, signal),
  });

export function usePendingHospitalChange(customerId: number, enabled = true) {
  return useQuery({ ...pendingHospitalChangeOptions(customerId), enabled });
}

/**
 * POST /local/customers/{id}/change-hospital-request/ { hospital_id, change_reason }: the care team
 * reviews it; the hospital stays as it is until then. The request under review is read again after.
 */
function sendHospitalChange(customerId: number, body: ChangeHospitalBody) {
  return api.post<ChangeHospitalRequest>(
    `/local/customers/${customerId}/change-hospital-request/`,
    body,
  );
}

export function useSendHospitalChange(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeHospitalBody) => sendHospitalChange(customerId, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: pendingHospitalChangeKey(customerId) }),
  });
}
