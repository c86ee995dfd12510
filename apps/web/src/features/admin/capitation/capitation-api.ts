import type { CapitationStatement } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/**
 * GET /admin/capitation?month=: each hospital's statement (issue 28); without a month, the month of
 * the application's clock (the server's, which the sandbox may have moved).
 */
export function useCapitation(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.capitation(month),
    queryFn: () =>
      api.get<CapitationStatement[]>('/admin/capitation', {
        ...own,
        query: month ? { month } : {},
      }),
  });
}
