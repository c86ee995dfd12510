import type { TelemedicineReferral } from '@alaafia/domain';

/**
 * The port to the telemedicine partner (issue 28 item 4): hands over one 'Talk to a doctor' request.
 * The sandbox keeps it in the partner outbox; the webhook partner gets it signed (signature.ts).
 * Throws when the partner did not take it, so the job (telemedicine.send) retries.
 */
export interface TelemedicinePartner {
  send(referral: TelemedicineReferral): Promise<{ partnerReference: string | null }>;
}

/** The header both ways carries: the hex HMAC-SHA256 of the raw body with the shared secret. */
export const TELEMEDICINE_SIGNATURE_HEADER = 'x-telemedicine-signature';
