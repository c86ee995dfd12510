import { incomeQuoteBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { requireCustomer, signedIn } from '../../plugins/session.js';
import { productSchema } from '../products/products.routes.js';
import { createIncomeService } from './income.service.js';

const incomePlanSchema = z.object({
  id: z.number(),
  code: z.string().describe("'EI-R1-B450000-D6': rate version, total benefit, months"),
  name: z.string(),
  price: z.number().describe('naira per month'),
  coverage: z.number().describe('the total benefit'),
  unit: z.string(),
  benefits: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      limit: z.number().nullable().optional(),
      category: z.object({ name: z.string() }).optional(),
    }),
  ),
  benefit: z.object({
    benefit: z.number().describe('the total payout'),
    duration: z.number().describe('months it is paid over'),
  }),
  monthly_payout: z.number().describe("'We pay': benefit / duration"),
  rate_version: z.number(),
});

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
          200: dataOf(productSchema.extend({ pricing_plans: z.array(incomePlanSchema) })),
          401: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      requireCustomer(request);
      return { data: await service.quoteForSalary(request.body.salary) };
    },
  );
}
