import type { Customer } from '@alaafia/domain';
import type { PricingPlan } from '#flows/health-plans/api/get-products.js';
import { trackEvent } from '#lib/analytics.js';
import { storeSelectedPlan } from './health-storage';

/** Stores the chosen plan and sends 'health-set-plan-stage' with its name and price. */
export function setPlan(customer: Customer, productId: number, chosen: PricingPlan) {
  storeSelectedPlan({
    product: 'HI',
    product_id: productId,
    plan_id: chosen.id,
    name: chosen.name,
    unit: chosen.unit,
    price: chosen.price,
    coverage: chosen.coverage,
  });
  trackEvent('health-set-plan-stage', customer.engage_uid, {
    plan: chosen.name,
    price: chosen.price,
  });
}
