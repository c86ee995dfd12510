import { z } from './zod.js';

// The answers of the product catalogue: GET /local/products (public) and the income-protection
// quote POST /local/products/salary (its body is incomeQuoteBodySchema, income-pricing.ts).

const titledSchema = z.object({ title: z.string(), description: z.string() });

/** A benefit of a product or of a plan; a plan's benefits carry their category. */
export const productBenefitSchema = titledSchema.extend({
  limit: z.number().nullable().optional(),
  category: z.object({ name: z.string() }).optional(),
});
export type ProductBenefit = z.infer<typeof productBenefitSchema>;

/** A plan of a product, as the catalogue lists it. */
export const pricingPlanSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  coverage: z.number(),
  unit: z.string(),
  benefits: z.array(productBenefitSchema),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** A product as GET /local/products answers it (POST /local/products/salary extends it). */
export const productSchema = z.object({
  id: z.number(),
  uid: z.string(),
  product_id: z.string(),
  title: z.string(),
  purchasable: z.boolean(),
  description: z.string(),
  product_highlights: z.array(z.string()),
  product_benefits: z.array(productBenefitSchema),
  not_covered: z.array(titledSchema),
  claim_requirements: z.array(z.string()),
  policy_requirements: z.array(z.string()),
  product_requirements: z.array(z.string()),
  pricing_plans: z.array(pricingPlanSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A plan the income-protection quote offers for a salary, with its figures. */
export const incomePlanSchema = z.object({
  id: z.number(),
  code: z.string().describe("'EI-R1-B450000-D6': rate version, total benefit, months"),
  name: z.string(),
  price: z.number().describe('naira per month'),
  coverage: z.number().describe('the total benefit'),
  unit: z.string(),
  benefits: z.array(productBenefitSchema),
  benefit: z.object({
    benefit: z.number().describe('the total payout'),
    duration: z.number().describe('months it is paid over'),
  }),
  monthly_payout: z.number().describe("'We pay': benefit / duration"),
  rate_version: z.number(),
});
export type IncomePlan = z.infer<typeof incomePlanSchema>;

/** POST /local/products/salary: the income-protection product with the plans for the salary. */
export const incomeQuoteSchema = productSchema.extend({ pricing_plans: z.array(incomePlanSchema) });
export type IncomeQuote = z.infer<typeof incomeQuoteSchema>;
