import type { Customer } from '@alaafia/domain';
import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineMemberCard } from '#lib/member-card-offline.js';
import { queryKeys } from '#lib/query-keys.js';

/**
 * What every door that signs a customer in does with the answer: nothing cached about whoever used
 * this browser before (queries, the offline member card) survives, and the customer becomes the
 * cached profile at once.
 */
export async function signedInAs(queryClient: QueryClient, customer: Customer) {
  queryClient.clear();
  await forgetOfflineMemberCard();
  queryClient.setQueryData(queryKeys.me, customer);
}
