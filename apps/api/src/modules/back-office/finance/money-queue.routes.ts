import { moneyQueueSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../../lib/envelope.js';
import { moneyQueue } from '../../../views/money-queue.js';
import { requireStaff } from '../../platform/access/index.js';

/**
 * The money queue (issue 27, item 7; docs/business-rules.md, 'The money queue'): one list of what
 * waits for finance, each row naming the existing route that moves it on. Closing a finance item
 * finance has dealt with is the work queue's route (modules/platform/work-queue).
 */
export async function moneyQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { db } = app.ctx.database;

  r.get(
    '/finance/money-queue',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary:
          'What waits for finance, oldest first: failed, reversed and OTP-held payouts, refunds to approve or needing attention, chargebacks, reconciliation breaks, overdue sponsor invoices (finance, administrators)',
        description:
          'Bounded: at most 200 rows, oldest first; `counts` gives the number of each kind and `total` all of them. Each row lists its `actions` and the ids they need.',
        response: { 200: dataOf(moneyQueueSchema) },
      },
    },
    async () => ({ data: await moneyQueue(db, app.ctx.now()) }),
  );
}
