import type {
  AcceptInvitationBody,
  AcceptedInvitation,
  AccessRequest,
  CreateStaffBody,
  InvitedStaff,
  OpenInvitation,
  StaffMember,
  StaffRole,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.admin.staff(),
    queryFn: () => api.get<StaffMember[]>('/admin/staff', own),
  });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => api.post<InvitedStaff>('/admin/staff', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** A new invitation for a member who has not accepted theirs (the old link stops working). */
export function useReinviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<InvitedStaff>(`/admin/staff/${id}/invitation`, undefined, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** A second administrator approves or rejects a change of access. */
export function useDecideAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post<AccessRequest>(`/admin/staff-access/${id}/decision`, { decision }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}

/** The invitation page: who is invited and the authenticator to enrol. */
export function useOpenInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<OpenInvitation>('/admin/auth/invitation/open', { token }, own),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<AcceptedInvitation>('/admin/auth/invitation/accept', body, own),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; roles?: StaffRole[]; disabled?: boolean }) =>
      api.patch<StaffMember>(`/admin/staff/${id}`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.staff() }),
  });
}
