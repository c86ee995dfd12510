import { HEALTH_PLAN_NAME, PLAN_UNITS } from './constants.js';

/**
 * What a customer is told a plan is called. 'SMEDAN' is the code the monthly health plan is sold
 * under (health-plans.md: the wizard picks the plan by that name), not a name for customers: it is
 * shown as 'Monthly plan' (or 'Yearly plan'). Other plans' names describe them and are shown as
 * they are (an income plan's is its payout, '₦50,000 a month for up to 3 months').
 */
export function customerPlanName(planName: string, unit: string): string {
  if (planName.trim().toUpperCase() !== HEALTH_PLAN_NAME) return planName;
  return unit === PLAN_UNITS.year ? 'Yearly plan' : 'Monthly plan';
}
