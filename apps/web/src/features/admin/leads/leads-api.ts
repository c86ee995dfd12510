import type { StaffLead } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

export function useLeads() {
  return useQuery({
    queryKey: queryKeys.admin.leads(),
    queryFn: () => api.get<StaffLead[]>('/admin/leads', own),
  });
}
