import type { ProfileFormValues } from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomer } from '#lib/current-customer.js';
import { queryKeys } from '#lib/query-keys.js';

/** PATCH /local/customers/{id} with the settings profile fields: answers the customer record. */
type ProfileUpdate = Partial<ProfileFormValues> & {
  marketing_messages?: boolean;
  /** The customer's language (issue 42): their pages and the messages we send them. */
  language?: Language;
};

export function useUpdateProfile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateCustomer(customerId, body),
    onSuccess: (customer) => queryClient.setQueryData(queryKeys.me, customer),
  });
}
