import type {
  CreateSponsorBody,
  CsvUploadAnswer,
  EnrolmentAnswer,
  EnrolmentBody,
  SponsorAnswer,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './staff';

const own = { skipUnauthorizedHandler: true } as const;

export const sponsorKeys = {
  all: () => [...adminKeys.all, 'sponsors'] as const,
  enrolments: (id: number) => [...sponsorKeys.all(), id, 'enrolments'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
};

export function useSponsors() {
  return useQuery({
    queryKey: sponsorKeys.all(),
    queryFn: () => api.get<SponsorAnswer[]>('/admin/sponsors', own),
  });
}

export function useEnrolments(sponsorId: number | null) {
  return useQuery({
    queryKey: sponsorKeys.enrolments(sponsorId ?? 0),
    queryFn: () => api.get<EnrolmentAnswer[]>(`/admin/sponsors/${sponsorId}/enrolments`, own),
    enabled: sponsorId !== null,
  });
}

/** The plans on sale (the public products list), to choose the one a sponsor pays for. */
export function useSponsorablePlans() {
  return useQuery({
    queryKey: sponsorKeys.plans(),
    queryFn: () =>
      api.get<
        {
          uid: string;
          pricing_plans: { code: string; name: string; price: number; unit: string }[];
        }[]
      >('/local/products', own),
    staleTime: 600_000,
  });
}

export function useCreateSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSponsorBody) => api.post<SponsorAnswer>('/admin/sponsors', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all() }),
  });
}

export function useEnrol(sponsorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolmentBody) =>
      api.post<{
        outcome: 'enrolled' | 'pending' | 'already_enrolled';
        enrolment: EnrolmentAnswer;
      }>(`/admin/sponsors/${sponsorId}/enrolments`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all() }),
  });
}

export function useEnrolCsv(sponsorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post<CsvUploadAnswer>(`/admin/sponsors/${sponsorId}/enrolments/csv`, { csv }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorKeys.all() }),
  });
}

/** The CSV export of a sponsor's enrolments (a plain link: the browser sends the staff cookie). */
export const enrolmentsCsvUrl = (sponsorId: number) =>
  `/api/admin/sponsors/${sponsorId}/enrolments?format=csv`;
