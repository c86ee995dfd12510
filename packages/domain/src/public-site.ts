import { z } from './zod.js';
import { incomeQuoteBodySchema } from './customer-update.js';

/**
 * The public income-protection quote (GET /api/local/products/income/quote?salary=, and the HTML form
 * on the Income Protection page): a monthly salary in, the plans offered for it out, with no account.
 * The salary rule and its messages are the wizard's own (incomeQuoteBodySchema); a visitor types it as
 * they would write it, so a naira sign, spaces and thousands separators are taken out first
 * ('₦150,000' is 150000). Nothing else is changed: '150000.50' or 'abc' is refused.
 */
export const publicIncomeQuoteQuerySchema = z.object({
  salary: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[₦,\s]/g, '') || undefined : value),
    incomeQuoteBodySchema.shape.salary,
  ),
});
export type PublicIncomeQuoteQuery = z.input<typeof publicIncomeQuoteQuerySchema>;

/** One income plan of a public quote: what it pays, for how long, and what it costs a month. */
export const publicIncomePlanSchema = z.object({
  code: z.string().describe("'EI-R1-B300000-D6': product, rate version, total benefit, months"),
  name: z.string(),
  monthly_payout: z.number().describe("'We pay': naira a month after an involuntary job loss"),
  duration: z.number().describe('months it is paid over, at most'),
  benefit: z.number().describe('the total benefit: monthly payout x months'),
  price: z.number().describe('the premium, naira a month'),
  unit: z.string(),
});

export const publicIncomeQuoteSchema = z.object({
  salary: z.number(),
  plans: z.array(publicIncomePlanSchema),
});
export type PublicIncomeQuote = z.infer<typeof publicIncomeQuoteSchema>;

const titled = z.object({ title: z.string(), description: z.string() });

/**
 * A product of the catalogue as the public pages read it: what GET /api/local/products answers, and
 * what the seed file it is loaded from holds (apps/api/src/db/seed/data/products.json), in the
 * fields both share. The build renders the public pages from the seed file through this schema, so a
 * catalogue the pages cannot show fails the build rather than the page.
 */
export const publicProductSchema = z.object({
  uid: z.string(),
  title: z.string(),
  purchasable: z.boolean(),
  description: z.string(),
  product_highlights: z.array(z.string()),
  product_benefits: z.array(titled),
  not_covered: z.array(titled),
  claim_requirements: z.array(z.string()),
  policy_requirements: z.array(z.string()),
  product_requirements: z.array(z.string()),
  pricing_plans: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      price: z.number(),
      coverage: z.number(),
      unit: z.string(),
    }),
  ),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;
export const publicCatalogueSchema = z.array(publicProductSchema);
