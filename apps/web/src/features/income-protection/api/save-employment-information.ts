import type { Customer, EmploymentInformationBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** PATCH /local/customers/profiles/bvn/employment: answers the customer record. */
function saveEmploymentInformation(body: EmploymentInformationBody) {
  return api.patch<Customer>('/local/customers/profiles/bvn/employment', body);
}

/** On success the premiums are reloaded and the profile replaced by the answer (section 4). */
export function useSaveEmploymentInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmploymentInformation,
    onSuccess: async (customer) => {
      queryClient.setQueryData(queryKeys.me, customer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot });
    },
  });
}
