import type { IncomePlanOption } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IncomeProduct } from './get-income-product';

/** A plan of the income quote: the spec's pricing plan (id, price, unit, benefit) and its figures. */
export type IncomePlan = IncomePlanOption & {
  code: string;
  name: string;
  /** The total benefit. */
  coverage: number;
  /** 'We pay': benefit / duration. */
  monthly_payout: number;
  rate_version: number;
};

/** The answer of POST /local/products/salary: the product with the plans offered for the salary. */
export type IncomeQuote = IncomeProduct & { pricing_plans: IncomePlan[] };

/** POST /local/products/salary { salary }: 422 errors.salary below ₦30,000. */
export function quoteIncomePlans(salary: number) {
  return api.post<IncomeQuote>('/local/products/salary', { salary });
}

export function useQuoteIncomePlans() {
  return useMutation({ mutationFn: quoteIncomePlans });
}
