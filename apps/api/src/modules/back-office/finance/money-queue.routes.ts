import { moneyQueueCopy, moneyQueueSchema, resolveMoneyItemBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { moneyQueue } from '../../../views/money-queue.js';
import { resolveFinanceItem } from '../../sales/payments/index.js';
import { actorOf, audit, requireStaff } from '../staff/index.js';

/**
 * The money queue (issue 27, item 7; docs/business-rules.md, 'The money queue'): one list of what
 * waits for finance, each row naming the existing route that moves it on, and the one action of
 * its own, closing a finance item finance has dealt with.
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
        response: { 200: dataOf(moneyQueueSchema), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await moneyQueue(db, app.ctx.now()) }),
  );

  r.post(
    '/finance/money-queue/:itemId/resolve',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Close a finance item finance has dealt with (a refund sent another way, a break explained, a lost chargeback), with a note (finance)',
        params: z.object({
          itemId: z
            .string()
            .regex(/^finance-[1-9]\d{0,9}$/, moneyQueueCopy.unknownItem)
            .describe('finance-<n>, as the money queue names it'),
        }),
        body: resolveMoneyItemBodySchema,
        response: {
          200: dataOf(z.object({ id: z.string(), resolved: z.literal(true) })),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const id = Number(request.params.itemId.slice('finance-'.length));
      if (id > 2_147_483_647) throw notFound(moneyQueueCopy.unknownItem);
      const now = app.ctx.now();
      await db.transaction(async (tx) => {
        const done = await resolveFinanceItem(tx, id, request.body.note, now, (kind) => {
          if (kind === 'payout.otp') throw conflict(moneyQueueCopy.closesItself);
          if (kind.startsWith('payout.')) throw conflict(moneyQueueCopy.closesWithPayout);
          if (kind.startsWith('claim')) throw notFound(moneyQueueCopy.unknownItem);
        });
        if (done === null) throw notFound(moneyQueueCopy.unknownItem);
        if (done === 'resolved') throw conflict(moneyQueueCopy.alreadyResolved);
        await audit(
          tx,
          actorOf(request),
          {
            action: 'finance.item_resolved',
            recordType: 'finance_item',
            recordId: id,
            before: { kind: done.kind, note: done.before },
            after: { resolved: true, note: request.body.note },
          },
          now,
        );
      });
      return { data: { id: request.params.itemId, resolved: true as const } };
    },
  );
}
