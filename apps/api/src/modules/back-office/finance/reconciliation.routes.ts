import { reconciliationAnswerSchema, reconciliationQuerySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../../lib/envelope.js';
import { requireStaff } from '../../platform/access/index.js';
import { reconciliationOf } from './reconciliation.js';

/**
 * Reconciliation with Paystack (issue 27, item 4; docs/business-rules.md, 'Reconciliation with
 * Paystack'), under /api/admin: what the daily job matched for the settlements of one day.
 */
export async function reconciliationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/finance/reconciliation',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags: ['admin'],
        summary:
          "Paystack's settlements paid out on a day, matched with the ledger: how many matched and each break (finance, administrators)",
        querystring: reconciliationQuerySchema,
        response: {
          200: dataOf(reconciliationAnswerSchema),
        },
      },
    },
    async (request) => ({ data: await reconciliationOf(app.ctx, request.query.date) }),
  );
}
