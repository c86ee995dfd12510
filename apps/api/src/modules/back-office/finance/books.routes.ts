import {
  journalBodySchema,
  manualJournalSchema,
  monthQuerySchema,
  periodParamsSchema,
  periodSchema,
  periodsAnswerSchema,
  remittanceBodySchema,
  remittanceSchema,
  underwriterStatementSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { underwriterStatement } from '../../platform/ledger/index.js';
import { actorOf, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { createJournals } from './journals.js';
import { createRemittances } from './remittances.js';

/**
 * The agency books' finance routes (issue 36; docs/business-rules.md, 'Statement of account and
 * remittances', 'Manual journals', 'Period close'), under /api/admin: reading is for finance and
 * administrators; proposing, approving (a second, independent finance member) and closing are for
 * finance.
 */
export async function financeBooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = requireStaff('finance', 'administrator');
  const finance = requireStaff('finance');
  const tags = ['admin'];
  const remittances = createRemittances(app.ctx);
  const journals = createJournals(app.ctx);
  const params = z.object({ id: idParam('Unknown record') });
  const approver = (request: Parameters<typeof requireStaffSession>[0]) => {
    const s = requireStaffSession(request);
    return { id: s.staffId, roles: s.roles };
  };

  r.get(
    '/finance/underwriter-statement',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          "The month's statement of account with the underwriter: gross premium written, commission, claims paid, capitation, adjustments, net due, remitted and the balance (finance, administrators)",
        querystring: monthQuerySchema,
        response: {
          200: dataOf(underwriterStatementSchema),
        },
      },
    },
    async (request) => ({
      data: await underwriterStatement(app.ctx.database.db, request.query.month),
    }),
  );

  r.get(
    '/finance/remittances',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'Remittances to the underwriter, newest first (finance, administrators)',
        querystring: monthQuerySchema.partial(),
        response: { 200: dataOf(z.array(remittanceSchema)) },
      },
    },
    async (request) => ({ data: await remittances.list(request.query.month) }),
  );

  r.post(
    '/finance/remittances',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "Propose remitting a month's balance to the underwriter (finance): nothing moves until another finance member approves it",
        body: remittanceBodySchema,
        response: {
          200: dataOf(remittanceSchema),
          201: dataOf(remittanceSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const s = requireStaffSession(request);
      const done = await remittances.propose(actorOf(request), s.staffId, request.body.month);
      return reply.code(done.created ? 201 : 200).send({ data: done.remittance });
    },
  );

  r.post(
    '/finance/remittances/:id/approve',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Approve a remittance another finance member proposed (finance): the bank payment is posted and the month’s balance is 0',
        params,
        response: {
          200: dataOf(remittanceSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await remittances.approve(actorOf(request), approver(request), request.params.id),
    }),
  );

  r.get(
    '/finance/journals',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'Manual journals, newest first (finance, administrators)',
        response: { 200: dataOf(z.array(manualJournalSchema)) },
      },
    },
    async () => ({ data: await journals.list() }),
  );

  r.post(
    '/finance/journals',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Propose a manual journal: balanced lines and the reason (finance); posted when another finance member approves it',
        body: journalBodySchema,
        response: {
          201: dataOf(manualJournalSchema),
        },
      },
    },
    async (request, reply) => {
      const s = requireStaffSession(request);
      return reply
        .code(201)
        .send({ data: await journals.propose(actorOf(request), s.staffId, request.body) });
    },
  );

  r.post(
    '/finance/journals/:id/approve',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Approve a manual journal another finance member proposed (finance): it is posted in the open month',
        params,
        response: {
          200: dataOf(manualJournalSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await journals.approve(actorOf(request), approver(request), request.params.id),
    }),
  );

  r.post(
    '/finance/journals/:id/withdraw',
    {
      preValidation: finance,
      schema: {
        tags,
        summary: 'Withdraw a manual journal waiting for approval (finance): nothing is posted',
        params,
        response: {
          200: dataOf(manualJournalSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({ data: await journals.withdraw(actorOf(request), request.params.id) }),
  );

  r.get(
    '/finance/periods',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'The months closed, and the next to close (finance, administrators)',
        response: { 200: dataOf(periodsAnswerSchema) },
      },
    },
    async () => ({ data: await journals.periods() }),
  );

  r.post(
    '/finance/periods/:month/close',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Close a month once it has ended and its bordereaux were sent (finance): nothing is dated in it any more',
        params: periodParamsSchema,
        response: {
          200: dataOf(periodSchema),

          409: errorBody,
        },
      },
    },
    async (request) => {
      const s = requireStaffSession(request);
      return { data: await journals.close(actorOf(request), s.staffId, request.params.month) };
    },
  );
}
