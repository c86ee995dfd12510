import type {
  ClaimBankAccountAnswer,
  ClaimBankAccountBody,
  ClaimEligibilityAnswer,
  ClaimEligibilityQuery,
} from '@alaafia/domain';
import { api, ApiError } from '#lib/api-client.js';
import { errorCopy } from '@alaafia/domain';

/**
 * GET /local/customers/{id}/claims/eligibility: the date screen asks before any upload whether a
 * claim on that date can be made (issue 30; docs/business-rules.md, 'Claims', 'When a claim can be
 * made'): 422 with the reason on errors.date_of_job_loss / date_of_event / product_uid.
 */
export function checkClaimEligibility(customerId: number, query: ClaimEligibilityQuery) {
  const params = new URLSearchParams({ product_uid: query.product_uid, date: query.date });
  if (query.benefit) params.set('benefit', query.benefit);
  return api.get<ClaimEligibilityAnswer>(
    `/local/customers/${customerId}/claims/eligibility?${params.toString()}`,
  );
}

/**
 * POST /local/customers/{id}/claims/bank-account: the payout account confirmed as soon as its 10
 * digits are typed (issue 30): its name, or a 422 on errors.account_number / bank_code.
 */
export function confirmClaimAccount(customerId: number, body: ClaimBankAccountBody) {
  return api.post<ClaimBankAccountAnswer>(
    `/local/customers/${customerId}/claims/bank-account`,
    body,
  );
}

/** The first message of an API error for one of the fields, else its message, else the generic one. */
export function messageOf(error: unknown, ...fields: string[]): string {
  if (!(error instanceof ApiError)) return errorCopy.generic;
  for (const field of fields) {
    const message = error.field(field);
    if (message) return message;
  }
  return error.message || errorCopy.generic;
}
