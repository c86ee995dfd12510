import type {
  CreateSponsorBody,
  CsvUploadAnswer,
  EnrolAnswer,
  EnrolmentAnswer,
  EnrolmentBody,
  SponsorAnswer,
  SponsorInvoiceAnswer,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { productsQueryOptions } from '#lib/reference-data.js';
import { own } from '../shared/staff-only';

export function useSponsors() {
  return useQuery({
    queryKey: queryKeys.admin.sponsors(),
    queryFn: () => api.get<SponsorAnswer[]>('/admin/sponsors', own),
  });
}

export function useEnrolments(sponsorId: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.enrolments(sponsorId ?? 0),
    queryFn: () => api.get<EnrolmentAnswer[]>(`/admin/sponsors/${sponsorId}/enrolments`, own),
    enabled: sponsorId !== null,
  });
}

/** A sponsor's invoices (issue 27): cover starts when each is paid. */
export function useSponsorInvoices(sponsorId: number) {
  return useQuery({
    queryKey: queryKeys.admin.sponsorInvoices(sponsorId),
    queryFn: () =>
      api.get<SponsorInvoiceAnswer[]>(`/admin/sponsor-invoices?sponsor_id=${sponsorId}`, own),
  });
}

/** The plans on sale (the public products list, one cache entry with the flows), to choose the one a sponsor pays for. */
export function useSponsorablePlans() {
  return useQuery(productsQueryOptions());
}

export function useCreateSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSponsorBody) => api.post<SponsorAnswer>('/admin/sponsors', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.sponsors() }),
  });
}

export function useEnrol(sponsorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolmentBody) =>
      api.post<EnrolAnswer>(`/admin/sponsors/${sponsorId}/enrolments`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.sponsors() }),
  });
}

export function useEnrolCsv(sponsorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post<CsvUploadAnswer>(`/admin/sponsors/${sponsorId}/enrolments/csv`, { csv }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.sponsors() }),
  });
}

/** The CSV export of a sponsor's enrolments (a plain link: the browser sends the staff cookie). */
export const enrolmentsCsvUrl = (sponsorId: number) =>
  `/api/admin/sponsors/${sponsorId}/enrolments?format=csv`;
