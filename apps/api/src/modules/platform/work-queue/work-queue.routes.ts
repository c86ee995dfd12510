import { careCopy, moneyQueueCopy, resolveMoneyItemBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit, requireStaff } from '../access/index.js';
import {
  openWorkItems,
  resolveWorkItem,
  WORK_ITEM_KINDS,
  type WorkItemKind,
} from './work-items.js';

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

          404: errorBody,
          409: errorBody,
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

  /**
   * The claims team's own items (issue 39 item 6): what waits for a claims officer (a member who
   * did not receive the care a hospital recorded, an "asked to pay" case, a claim near its limit, a
   * look back), oldest first. The claims team resolves the ones closed by hand, with a note.
   */
  r.get(
    '/claims/work-items',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags: ['admin'],
        summary:
          "The claims team's open work items, oldest first: care.not_received, care.asked_to_pay, claim.sla, claim.look_back...",
        response: {
          200: dataOf(
            z.array(
              z.object({
                id: z.number().int(),
                kind: z.string(),
                closes: z.enum(['by-hand', 'itself', 'with-payout']),
                customer_id: z.number().int().nullable(),
                reference: z.string(),
                amount_kobo: z.number().int().nullable(),
                note: z.string(),
                created_at: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () => {
      const rows = await openWorkItems(db, 'claims', 200);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          closes: WORK_ITEM_KINDS[row.kind as WorkItemKind].closes,
          customer_id: row.customerId,
          reference: row.transactionReference,
          amount_kobo: row.amountKobo,
          note: row.note,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  r.post(
    '/claims/work-items/:itemId/resolve',
    {
      preValidation: requireStaff('claims_officer'),
      schema: {
        tags: ['admin'],
        summary:
          "Close a claims team's item a claims officer has dealt with (a member's 'not received' checked with the hospital), with a note; audited",
        params: z.object({ itemId: idParam(careCopy.unknownItem) }),
        body: resolveMoneyItemBodySchema,
        response: {
          200: dataOf(z.object({ id: z.number().int(), resolved: z.literal(true) })),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const id = request.params.itemId;
      const now = app.ctx.now();
      await db.transaction(async (tx) => {
        const done = await resolveWorkItem(tx, {
          id,
          team: 'claims',
          note: request.body.note,
          now,
        });
        if (done === null) throw notFound(careCopy.unknownItem);
        if (done === 'resolved') throw conflict(moneyQueueCopy.alreadyResolved);
        if ('refused' in done) throw conflict(careCopy.closesOtherwise);
        await audit(
          tx,
          actorOf(request),
          {
            action: 'claims.item_resolved',
            recordType: 'finance_item',
            recordId: id,
            before: { kind: done.kind, note: done.before },
            after: { resolved: true, note: request.body.note },
          },
          now,
        );
      });
      return { data: { id, resolved: true as const } };
    },
  );
}
