import {
  COMPANY_QUERY_MIN,
  type companiesAnswerSchema,
  type companyIndustriesAnswerSchema,
} from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#lib/api-client.js';

type CompanySuggestions = z.infer<typeof companiesAnswerSchema>;
type CompanyIndustries = z.infer<typeof companyIndustriesAnswerSchema>;

/** GET /local/companies?q=: employers in the directory whose name holds what was typed (at most 8). */
function searchCompanies(q: string, signal?: AbortSignal) {
  return api.get<CompanySuggestions>('/local/companies', { query: { q }, signal });
}

/** The directory's matches for what was typed (already debounced); none under 2 characters. */
export function useCompanySuggestions(q: string, skip: boolean) {
  return useQuery({
    queryKey: ['companies', q],
    queryFn: ({ signal }) => searchCompanies(q, signal),
    enabled: !skip && q.length >= COMPANY_QUERY_MIN,
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
    // Suggestions are a help: a failure leaves the customer typing, nothing to retry loudly.
    retry: false,
  });
}

/** GET /local/industries (dashboard-and-kyc.md section 7): names the industry of each suggestion. */
export function useIndustries(enabled: boolean) {
  return useQuery({
    queryKey: ['industries'],
    queryFn: ({ signal }) => api.get<CompanyIndustries>('/local/industries', { signal }),
    enabled,
    staleTime: 24 * 3600_000,
  });
}
