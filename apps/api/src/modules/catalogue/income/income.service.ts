import {
  incomePlansForSalary,
  incomeRateTable,
  koboToNaira,
  INCOME_PRODUCT_UID,
  monthlyPayoutOf,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../lib/http-errors.js';
import { listProductsWithPlans, syncIncomeRateTable, type PlanRow } from '../products/index.js';

export function createIncomeService(ctx: AppContext) {
  const { db } = ctx.database;
  // The rate table's rows never change under their codes, so one sync per process is enough.
  let rows: Promise<Map<string, PlanRow>> | null = null;
  const rateTableRows = () => {
    rows ??= syncIncomeRateTable(db, incomeRateTable()).catch((error: unknown) => {
      rows = null;
      throw error;
    });
    return rows;
  };

  return {
    /**
     * POST /local/products/salary: the income-protection product with the plans offered for a monthly
     * salary (the salary is already checked against the minimum by the request schema).
     */
    async quoteForSalary(salary: number) {
      const [byCode, catalogue] = await Promise.all([rateTableRows(), listProductsWithPlans(db)]);
      const product = catalogue.find((p) => p.uid === INCOME_PRODUCT_UID);
      if (!product) throw notFound();
      const pricing_plans = incomePlansForSalary(salary).map((quote) => {
        const row = byCode.get(quote.code);
        if (!row) throw new Error(`pricing plan ${quote.code} is missing`);
        const coverage = koboToNaira(row.coverageKobo);
        return {
          id: row.id,
          code: row.code,
          name: row.name,
          price: koboToNaira(row.priceKobo),
          coverage,
          unit: row.unit,
          benefits: row.benefits,
          benefit: { benefit: coverage, duration: quote.duration },
          monthly_payout: monthlyPayoutOf({ benefit: coverage, duration: quote.duration }),
          rate_version: quote.rateVersion,
        };
      });
      return { ...product, pricing_plans };
    },
  };
}
