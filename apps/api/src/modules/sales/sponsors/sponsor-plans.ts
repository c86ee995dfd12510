import { incomeRateTable, parseIncomePlanCode, sponsorCopy } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { pricingPlans } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/http-errors.js';
import { syncIncomeRateTable } from '../../catalogue/products/index.js';
import type { PlanRow } from './sponsor-cover.js';

/** The plan an enrolment names: on sale, of that product. Income plans are made from the rate table. */
export async function findPlan(
  ctx: AppContext,
  productUid: string,
  code: string,
): Promise<PlanRow> {
  const { db } = ctx.database;
  const lookup = async () =>
    (
      await db
        .select()
        .from(pricingPlans)
        .where(and(eq(pricingPlans.code, code), eq(pricingPlans.active, true)))
        .limit(1)
    )[0];
  let plan = await lookup();
  if (!plan && productUid === 'EI' && parseIncomePlanCode(code)) {
    await syncIncomeRateTable(db, incomeRateTable());
    plan = await lookup();
  }
  if (!plan || plan.productUid !== productUid)
    throw fieldError('plan_code', sponsorCopy.planUnknown);
  return plan;
}
