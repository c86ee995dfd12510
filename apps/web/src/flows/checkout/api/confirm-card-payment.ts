import type { PolicyAnswer } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** The payment record of the spec. has_payed is sent as the spec's client does; the server ignores it. */
export type PaymentBody = {
  payment_reference: string;
  has_payed: boolean;
  referral_code: string | null;
  plan_value: number | null;
  first_name: string;
  engage_uid: string;
};

/** A policy the payment issued or extended (the domain's contract of POST payments). */
export type IssuedPolicy = PolicyAnswer;

/** POST /local/customers/:id/payments: the server verifies the reference, then answers the policies. */
export function confirmCardPayment(customerId: number, body: PaymentBody) {
  return api.post<IssuedPolicy[]>(`/local/customers/${customerId}/payments`, body);
}
