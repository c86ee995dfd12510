import type { OtpCodeStatus } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** POST /local/customers/profiles/bvn-with-id/:id { bvn }: sends the 4-digit code (then screen 70). */
export function submitBvn(customerId: number, bvn: string) {
  return api.post<OtpCodeStatus>(`/local/customers/profiles/bvn-with-id/${customerId}`, { bvn });
}
