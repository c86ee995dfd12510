import type { MessageAnswer, UssdPinBody } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** Sets or resets the customer's USSD PIN (issue 41), with their password. */
export function useSetUssdPin() {
  return useMutation({
    mutationFn: (body: UssdPinBody) => api.post<MessageAnswer>('/auth/ussd-pin', body),
  });
}
