import type { CheckedCard } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** The name registered to a Voter's Card; stored as the validation result. */
type VoterCardResult = CheckedCard;

/** POST /local/customers/profiles/vin-with-id/:id { vin }: the first step (the date of birth follows). */
export function submitVoterCard(customerId: number, vin: string) {
  return api.post<VoterCardResult>(`/local/customers/profiles/vin-with-id/${customerId}`, { vin });
}
