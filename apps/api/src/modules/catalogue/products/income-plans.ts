import {
  formatNaira,
  INCOME_PRODUCT_UID,
  INCOME_RATE_VERSION,
  nairaToKobo,
  parseIncomePlanCode,
  type IncomePlanQuote,
} from '@alaafia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { pricingPlans, type PlanBenefit } from '../../../db/schema/index.js';

import type { PlanRow } from './products.repo.js';

function benefitsOf(plan: IncomePlanQuote): PlanBenefit[] {
  return [
    {
      title: 'Monthly payout',
      description: `${formatNaira(plan.monthlyPayout)} a month for up to ${plan.duration} months if you lose your job through dismissal or business closure.`,
      limit: plan.monthlyPayout,
      category: { name: 'Job Loss' },
    },
  ];
}

/**
 * Makes sure every plan of the rate table has its row in pricing_plans, so carts, payment references
 * and policies can point at it by id. Rows are keyed by code and never changed: a row under a code
 * that prices differently from the table is a rate edited without a new version, and is refused.
 * Plans of older rate versions stop being sold (active = false) but stay for the policies sold on them.
 */
export async function syncIncomeRateTable(
  db: DbOrTx,
  table: readonly IncomePlanQuote[],
  currentVersion: number = INCOME_RATE_VERSION,
): Promise<Map<string, PlanRow>> {
  await db
    .insert(pricingPlans)
    .values(
      table.map((plan) => ({
        code: plan.code,
        productUid: INCOME_PRODUCT_UID,
        name: plan.name,
        // The rate table is a tariff in whole naira (packages/domain income-pricing.ts); the row holds kobo.
        priceKobo: nairaToKobo(plan.price),
        coverageKobo: nairaToKobo(plan.benefit),
        unit: plan.unit,
        benefits: benefitsOf(plan),
      })),
    )
    .onConflictDoNothing({ target: pricingPlans.code });

  const rows = await db
    .select()
    .from(pricingPlans)
    .where(
      inArray(
        pricingPlans.code,
        table.map((p) => p.code),
      ),
    );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const plan of table) {
    const row = byCode.get(plan.code);
    if (
      !row ||
      row.productUid !== INCOME_PRODUCT_UID ||
      row.priceKobo !== nairaToKobo(plan.price) ||
      row.coverageKobo !== nairaToKobo(plan.benefit) ||
      row.unit !== plan.unit
    ) {
      throw new Error(
        `pricing plan ${plan.code} differs from the rate table: a rate change needs a new INCOME_RATE_VERSION`,
      );
    }
  }

  const onSale = await db
    .select({ id: pricingPlans.id, code: pricingPlans.code })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.productUid, INCOME_PRODUCT_UID), eq(pricingPlans.active, true)));
  const retired = onSale
    .filter((p) => {
      const version = parseIncomePlanCode(p.code)?.rateVersion;
      return version !== undefined && version < currentVersion;
    })
    .map((p) => p.id);
  if (retired.length > 0) {
    await db.update(pricingPlans).set({ active: false }).where(inArray(pricingPlans.id, retired));
  }
  return byCode;
}
