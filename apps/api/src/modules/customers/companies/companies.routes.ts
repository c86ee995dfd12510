import { companiesAnswerSchema, companiesQuerySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { searchCompanies } from './companies.repo.js';

/** One query per pause in typing; generous per address (CGNAT), a ceiling on scraping the directory. */
const companiesRateLimit: RateLimitRule = {
  name: 'companies:ip',
  limit: 600,
  windowMs: 15 * 60_000,
};

/** The employer directory behind the Employment stage's company suggestions (income-protection.md section 2). */
export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/companies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['income protection'],
        summary:
          'Employers whose name holds what was typed (case, spacing, punctuation and Ltd/Limited/Plc ignored), at most 8',
        querystring: companiesQuerySchema,
        response: { 200: dataOf(companiesAnswerSchema), 429: errorBody },
      },
    },
    async (request) => {
      await app.ctx.rateLimiter.consume(companiesRateLimit, request.ip);
      return { data: await searchCompanies(db, request.query.q) };
    },
  );
}
