import type { Customer, LoginBody, SignupBody } from '@alaafia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { signedInAs } from './signed-in';

function login(body: LoginBody) {
  return api.post<Customer>('/auth/login', body, { skipUnauthorizedHandler: true });
}

function signup(body: SignupBody) {
  return api.post<Customer>('/auth/signup', body, { skipUnauthorizedHandler: true });
}

/** Sign-in and sign-up both answer the customer: it becomes the cached profile at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (customer) => signedInAs(queryClient, customer),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (customer) => signedInAs(queryClient, customer),
  });
}
