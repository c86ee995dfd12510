import {
  HOSPITAL_HINT_COOKIE,
  type CapitationStatement,
  type Eligibility,
  type HospitalPreauthorisation,
  type PreauthorisationBody,
  type PreauthorisationCreated,
  type SignedOut,
  type StaffLoginBody,
  type Visit,
  type VisitBody,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

// The hospital portal's calls (issue 28): a 401 means 'not signed in to the portal', which the
// portal handles itself (its own sign-in), never the customer's sign-in page.
const own = { skipUnauthorizedHandler: true, sessionHint: HOSPITAL_HINT_COOKIE } as const;

interface HospitalMe {
  email: string;
  name: string;
  hospital: { code: string; name: string };
}

/** GET /hospital/auth/me: the signed-in hospital staff member, or null. */
export function useHospitalMe() {
  return useQuery({
    queryKey: queryKeys.hospital.me(),
    queryFn: async () => {
      try {
        return await api.get<HospitalMe>('/hospital/auth/me', own);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** What the last member of staff saw, but `me` itself (the portal observes it): another may sign in next. */
function forgetPortalData(client: ReturnType<typeof useQueryClient>) {
  client.removeQueries({
    queryKey: queryKeys.hospital.all,
    predicate: (query) => query.queryKey[1] !== 'me',
  });
}

export function useHospitalLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => api.post<HospitalMe>('/hospital/auth/login', body, own),
    onSuccess: (me) => {
      forgetPortalData(client);
      client.setQueryData(queryKeys.hospital.me(), me);
    },
  });
}

export function useHospitalLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignedOut>('/hospital/auth/logout', undefined, own),
    onSettled: () => {
      client.setQueryData(queryKeys.hospital.me(), null);
      forgetPortalData(client);
    },
  });
}

/**
 * GET /hospital/members/{number}: looked up on demand (each look-up is audited); with the date of
 * birth the member gives, the answer says whether it is theirs.
 */
export function useMemberLookup() {
  return useMutation({
    mutationFn: ({ number, dob }: { number: string; dob?: string }) =>
      api.get<Eligibility>(
        `/hospital/members/${encodeURIComponent(number)}${dob ? `?date_of_birth=${encodeURIComponent(dob)}` : ''}`,
        own,
      ),
  });
}

export function useVisits() {
  return useQuery({
    queryKey: queryKeys.hospital.visits(),
    queryFn: () => api.get<Visit[]>('/hospital/visits', own),
  });
}

export function useRecordVisit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitBody) => api.post<Visit>('/hospital/visits', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.hospital.visits() }),
  });
}

export function usePreauthorisations() {
  return useQuery({
    queryKey: queryKeys.hospital.preauthorisations(),
    queryFn: () => api.get<HospitalPreauthorisation[]>('/hospital/preauthorisations', own),
  });
}

export function useRequestPreauthorisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreauthorisationBody) =>
      api.post<PreauthorisationCreated>('/hospital/preauthorisations', body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.hospital.preauthorisations() }),
  });
}

/** POST /hospital/preauthorisations/{id}/bill: the final bill against an approved code (naira). */
export function useRecordBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      api.post<HospitalPreauthorisation>(`/hospital/preauthorisations/${id}/bill`, { amount }, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.hospital.preauthorisations() }),
  });
}

/** GET /hospital/capitation: this hospital's capitation statements and their payment (issue 36). */
export function useHospitalStatements() {
  return useQuery({
    queryKey: queryKeys.hospital.capitation(),
    queryFn: () => api.get<CapitationStatement[]>('/hospital/capitation', own),
  });
}
