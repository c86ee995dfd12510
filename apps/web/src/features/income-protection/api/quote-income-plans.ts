import type { IncomeQuote } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

export type { IncomePlan, IncomeQuote } from '@alaafia/domain';

/** POST /local/products/salary { salary }: 422 errors.salary below ₦30,000. */
function quoteIncomePlans(salary: number) {
  return api.post<IncomeQuote>('/local/products/salary', { salary });
}

export function useQuoteIncomePlans() {
  return useMutation({ mutationFn: quoteIncomePlans });
}
