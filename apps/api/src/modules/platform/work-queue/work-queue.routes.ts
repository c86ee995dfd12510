import { moneyQueueCopy, resolveMoneyItemBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { actorOf, audit, requireStaff } from '../access/index.js';
import { resolveWorkItem } from './work-items.js';

/**
 * The work queue's own action (docs/business-rules.md, 'The money queue'): finance closes an item
 * it has dealt with, with a note. The queue finance reads is the money queue
 * (modules/back-office/finance, views/money-queue.ts), which lists these items beside the refunds
 * and sponsor invoices waiting for finance.
 */
export async function workQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.post(
    '/finance/money-queue/:itemId/resolve',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags: ['admin'],
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
        const done = await resolveWorkItem(tx, {
          id,
          team: 'finance',
          note: request.body.note,
          now,
        });
        if (done === null) throw notFound(moneyQueueCopy.unknownItem);
        if (done === 'resolved') throw conflict(moneyQueueCopy.alreadyResolved);
        if ('refused' in done)
          throw conflict(
            done.refused === 'closes-itself'
              ? moneyQueueCopy.closesItself
              : moneyQueueCopy.closesWithPayout,
          );
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
