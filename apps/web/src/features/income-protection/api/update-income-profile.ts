import type { CustomerUpdateBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomer } from '#lib/current-customer.js';
import { queryKeys } from '#lib/query-keys.js';

/** What this flow saves on the profile: salary and employer (10), the office address (15). */
type IncomeProfileBody = Pick<
  CustomerUpdateBody,
  'salary' | 'employer_name' | 'company_id' | 'employer_address'
>;

/** PATCH /local/customers/:id (lib/current-customer.ts): a salary under ₦30,000 is 422 with errors.salary. */
export function useUpdateIncomeProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncomeProfileBody) => updateCustomer(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
