import type {
  Customer,
  MessageAnswer,
  PhoneAccountClaimBody,
  PhoneAccountCodeBody,
} from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';

/** A code by SMS to an account opened by phone (USSD, issue 41). */
export function usePhoneAccountCode() {
  return useMutation({
    mutationFn: (body: PhoneAccountCodeBody) =>
      api.post<MessageAnswer>('/auth/phone-account/code', body, { skipUnauthorizedHandler: true }),
  });
}

/** The account opened by phone takes an e-mail and password; the answer is the signed-in customer. */
export function useClaimPhoneAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneAccountClaimBody) =>
      api.post<Customer>('/auth/phone-account', body, { skipUnauthorizedHandler: true }),
    onSuccess: (customer) => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, customer);
    },
  });
}
