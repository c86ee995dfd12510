import { text } from './input.js';
import { z } from './zod.js';

/**
 * The employer directory behind the Employment stage's company suggestions
 * (income-protection.md section 2, 'company name (with suggestions)'): large Lagos employers seeded
 * from reference data, and the names customers save, one row per normalised name.
 */
export const COMPANY_QUERY_MIN = 2;
export const COMPANY_QUERY_MAX = 100;
export const COMPANY_SUGGESTIONS_LIMIT = 8;

export const companiesCopy = {
  tooShort: `Please type at least ${COMPANY_QUERY_MIN} characters of the company name`,
  tooLong: `Please use at most ${COMPANY_QUERY_MAX} characters`,
} as const;

export const companiesQuerySchema = z.object({
  q: text({ error: companiesCopy.tooShort })
    .trim()
    .min(COMPANY_QUERY_MIN, companiesCopy.tooShort)
    .max(COMPANY_QUERY_MAX, companiesCopy.tooLong),
});
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** One of GET /local/industries; null for a name a customer entered. */
  industry_id: z.number().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesAnswerSchema = z.array(companySchema);

/** One item of GET /local/industries, the list a company's industry_id points into. */
export const companyIndustrySchema = z.object({ id: z.number(), name: z.string() });
export type CompanyIndustry = z.infer<typeof companyIndustrySchema>;
export const companyIndustriesAnswerSchema = z.array(companyIndustrySchema);
