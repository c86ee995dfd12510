import type { ProductUid } from '@alaafia/domain';
import { api } from '../../../lib/api-client';

/** The payment record of the spec. has_payed is sent as the spec's client does; the server ignores it. */
export type PaymentBody = {
  payment_reference: string;
  has_payed: boolean;
  referral_code: string | null;
  plan_value: number | null;
  first_name: string;
  engage_uid: string;
};

/** A policy the payment issued. */
export type IssuedPolicy = {
  id: number;
  policy_number: string;
  product: string;
  product_uid: ProductUid;
  product_id: number | string;
  sum_assured: number;
  premium: number;
  policy_duration: string | number | null;
  unit: string;
  start_date: string;
  next_payment_date: string | null;
  policy_document: string | null;
};

/** POST /local/customers/:id/payments: the server verifies the reference, then answers the policies. */
export function confirmCardPayment(customerId: number, body: PaymentBody) {
  return api.post<IssuedPolicy[]>(`/local/customers/${customerId}/payments`, body);
}
