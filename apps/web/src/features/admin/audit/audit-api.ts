import type { AuditChoices, AuditRow } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

export interface AuditFilters {
  action?: string;
  record_type?: string;
  record_id?: string;
  staff_id?: string;
  /** YYYY-MM-DD, Lagos days; `to` includes its whole day (GET /admin/audit). */
  from?: string;
  to?: string;
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: () =>
      api.get<AuditRow[]>('/admin/audit', { ...own, query: { ...filters, limit: 200 } }),
  });
}

/** GET /admin/audit/choices: the actions and the staff members the filters offer (issue 30). */
export function useAuditChoices() {
  return useQuery({
    queryKey: queryKeys.admin.auditChoices(),
    queryFn: () => api.get<AuditChoices>('/admin/audit/choices', own),
  });
}

/** The CSV export's address (a plain link: the browser downloads it with the staff cookie). */
export function auditCsvUrl(filters: AuditFilters): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [k, v] of Object.entries(filters) as [string, string | undefined][])
    if (v) params.set(k, v);
  return `/api/admin/audit?${params.toString()}`;
}
