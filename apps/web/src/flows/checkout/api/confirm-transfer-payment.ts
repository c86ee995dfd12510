import { api } from '#lib/api-client.js';
import type { IssuedPolicy, PaymentBody } from './confirm-card-payment';

/** POST /local/customers/:id/payments/transfer: the same record for a bank transfer reference. */
export function confirmTransferPayment(customerId: number, body: PaymentBody) {
  return api.post<IssuedPolicy[]>(`/local/customers/${customerId}/payments/transfer`, body);
}
