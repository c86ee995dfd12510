import type { Claim, MessageAnswer, NextOfKinToken, UploadResult } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/**
 * The next of kin's HealthCash death claim, without an account (issue 17; the API is
 * apps/api/src/modules/cover/claims/next-of-kin-claims.ts). After the code, every call carries the short-
 * lived claimant token in x-claimant-token; its 401 means the token has expired (not a signed-out
 * customer), so the app's sign-in redirect is skipped.
 */
export type NextOfKinDetails = { policy_number: string; phone: string };

/** POST /local/claims/next-of-kin/code: answers the same whether or not the details match. */
export function requestClaimCode(details: NextOfKinDetails) {
  return api.post<MessageAnswer>('/local/claims/next-of-kin/code', details, {
    skipUnauthorizedHandler: true,
  });
}

/** POST /local/claims/next-of-kin/verify: the code, for a claimant token (2 hours). */
export function verifyClaimCode(details: NextOfKinDetails & { code: string }) {
  return api.post<NextOfKinToken>('/local/claims/next-of-kin/verify', details, {
    skipUnauthorizedHandler: true,
  });
}

/** POST /local/claims/next-of-kin/upload (multipart: type claim_document, file). */
export function uploadDeathCertificate(token: string, file: File) {
  const form = new FormData();
  form.append('type', 'claim_document');
  form.append('file', file, file.name);
  return api.post<UploadResult>('/local/claims/next-of-kin/upload', form, {
    headers: { 'x-claimant-token': token },
    skipUnauthorizedHandler: true,
  });
}

type NextOfKinClaimBody = {
  date_of_event: string;
  documents: string[];
  bank_code: string;
  account_number: string;
};

/** POST /local/claims/next-of-kin: 201 with the claim (its number). */
export function fileNextOfKinClaim(token: string, body: NextOfKinClaimBody) {
  return api.post<Claim>('/local/claims/next-of-kin', body, {
    headers: { 'x-claimant-token': token },
    skipUnauthorizedHandler: true,
  });
}
