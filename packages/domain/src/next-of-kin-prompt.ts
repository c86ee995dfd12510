import type { Premium } from './premium.js';

// Kept apart from next-of-kin.ts (the form's zod schemas) so the dashboard can ask this without
// loading zod on its first screen.

/** The modal opens by itself when there is no next of kin and a Health Cash premium has no sponsor. */
export function shouldShowNextOfKinModal(customer: {
  next_of_kin: unknown;
  premiums: readonly Pick<Premium, 'product_prefix_code' | 'company'>[];
}): boolean {
  if (customer.next_of_kin) return false;
  return customer.premiums.some((p) => p.product_prefix_code === 'HTCI' && !p.company);
}
