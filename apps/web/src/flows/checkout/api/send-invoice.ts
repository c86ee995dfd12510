import { api } from '#lib/api-client.js';

export type InvoiceKind = 'income' | 'health' | 'healthcash';

/** POST /local/customers/{income|health|healthcash}-invoice { customer_id }: the receipt, by e-mail. */
export function sendInvoice(kind: InvoiceKind, customerId: number) {
  return api.post<unknown>(`/local/customers/${kind}-invoice`, { customer_id: customerId });
}
