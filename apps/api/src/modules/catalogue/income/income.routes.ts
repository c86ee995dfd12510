import {
  incomeQuoteBodySchema,
  incomeQuoteSchema,
  publicIncomeQuoteQuerySchema,
  publicIncomeQuoteSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { requireCustomer, signedIn } from '../../../plugins/session.js';
import { createIncomeService } from './income.service.js';

/**
 * The public quote, like the other public forms: at most 60 a minute from one address, then 429 with
 * the usual message (issue 24; docs/business-rules.md, 'Rate limits').
 */
const publicQuoteRateLimit: RateLimitRule = {
  name: 'public-quote:ip',
  limit: 60,
  windowMs: 60_000,
};

/** The income-protection flow's pricing call (income-protection.md sections 2 and 7, stage 20). */
export async function incomeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createIncomeService(app.ctx);

  r.post(
    '/products/salary',
    {
      onRequest: signedIn,
      schema: {
        tags: ['products'],
        summary:
          'The income-protection product with the plans offered for a monthly salary (signed in)',
        body: incomeQuoteBodySchema,
        response: {
          200: dataOf(incomeQuoteSchema),
        },
      },
    },
    async (request) => {
      requireCustomer(request);
      return { data: await service.quoteForSalary(request.body.salary) };
    },
  );

  // The public pages' quote (issue 18): the same rating code and plan rows as the wizard's call above,
  // for a visitor with no account; it answers only what a plan pays and costs.
  r.get(
    '/products/income/quote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'The income-protection plans offered for a monthly salary (public, no account)',
        querystring: publicIncomeQuoteQuerySchema,
        response: { 200: dataOf(publicIncomeQuoteSchema), 429: errorBody },
      },
    },
    async (request) => {
      await app.ctx.rateLimiter.consume(publicQuoteRateLimit, request.ip);
      const { salary } = request.query;
      const product = await service.quoteForSalary(salary);
      return {
        data: {
          salary,
          plans: product.pricing_plans.map((plan) => ({
            code: plan.code,
            name: plan.name,
            monthly_payout: plan.monthly_payout,
            duration: plan.benefit.duration,
            benefit: plan.coverage,
            price: plan.price,
            unit: plan.unit,
          })),
        },
      };
    },
  );
}
