import type { OtpCodeStatus } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** The answer of a BVN or NIN check: the code went by SMS to the phone registered to the ID. */
export type { OtpCodeStatus } from '@alaafia/domain';

/** POST /local/customers/profiles/bvn-with-id/:id { bvn }: sends the 4-digit code (then screen 70). */
export function submitBvn(customerId: number, bvn: string) {
  return api.post<OtpCodeStatus>(`/local/customers/profiles/bvn-with-id/${customerId}`, { bvn });
}
