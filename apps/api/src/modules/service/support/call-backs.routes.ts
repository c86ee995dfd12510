import {
  callBackCopy,
  callBackDoneBodySchema,
  callBackSchema,
  SUPPORT_STAFF_ROLES,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit, requireStaff } from '../../platform/access/index.js';
import { listCallBacks, markCallBackDone } from './call-backs.js';

/**
 * The back office's call-backs (issue 41; docs/business-rules.md, 'USSD'): who asked by USSD to be
 * called back or reported a claim, and the done action (audited). The support staff's roles, as
 * the WhatsApp inbox's.
 */
export async function callBackAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const support = requireStaff(...SUPPORT_STAFF_ROLES);
  const tags = ['admin'];
  const failures = {
    404: errorBody,
    409: errorBody,
  };

  r.get(
    '/support/call-backs',
    {
      preValidation: support,
      schema: {
        tags,
        summary:
          'Call-backs waiting for support, oldest first: USSD callers who asked to be called back or reported a claim, with the number to call (reviewers, claims officers, administrators)',
        response: { 200: dataOf(z.array(callBackSchema)), ...failures, 422: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listCallBacks(db) };
    },
  );

  r.post(
    '/support/call-backs/:itemId/done',
    {
      preValidation: support,
      schema: {
        tags,
        summary: 'Mark a call-back done, with what came of the call; audited',
        params: z.object({ itemId: idParam(callBackCopy.unknown) }),
        body: callBackDoneBodySchema,
        response: {
          200: dataOf(z.object({ id: z.number().int(), done: z.literal(true) })),
          ...failures,
        },
      },
    },
    async (request) => {
      const id = request.params.itemId;
      const now = app.ctx.now();
      await db.transaction(async (tx) => {
        const done = await markCallBackDone(tx, { id, note: request.body.note, now });
        await audit(
          tx,
          actorOf(request),
          {
            action: 'callback.done',
            recordType: 'finance_item',
            recordId: id,
            before: { kind: done.kind, note: done.before },
            after: { done: true, note: request.body.note },
          },
          now,
        );
      });
      return { data: { id, done: true as const } };
    },
  );
}
