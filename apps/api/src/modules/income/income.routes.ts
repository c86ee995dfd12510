import { incomeQuoteBodySchema, incomeQuoteSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { requireCustomer, signedIn } from '../../plugins/session.js';
import { createIncomeService } from './income.service.js';

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
