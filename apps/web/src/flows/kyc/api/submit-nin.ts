import { api } from '#lib/api-client.js';
import type { OtpCodeStatus } from '@alaafia/domain';

/** POST /local/customers/profiles/nin-with-id/:id { nin }: sends the 4-digit code (then screen 70). */
export function submitNin(customerId: number, nin: string) {
  return api.post<OtpCodeStatus>(`/local/customers/profiles/nin-with-id/${customerId}`, { nin });
}
