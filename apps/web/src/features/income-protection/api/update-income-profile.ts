import type { Customer, CustomerUpdateBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-customer';

/** What this flow saves on the profile: salary and employer (10), the office address (15). */
export type IncomeProfileBody = Pick<
  CustomerUpdateBody,
  'salary' | 'employer_name' | 'company_id' | 'employer_address'
>;

/** PATCH /local/customers/:id: a salary under ₦30,000 is 422 with errors.salary. */
export function updateIncomeProfile(customerId: number, body: IncomeProfileBody) {
  return api.patch<Customer>(`/local/customers/${customerId}`, body);
}

export function useUpdateIncomeProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncomeProfileBody) => updateIncomeProfile(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(meQueryKey, customer),
  });
}
