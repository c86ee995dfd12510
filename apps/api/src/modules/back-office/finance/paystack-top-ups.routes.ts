import {
  paystackBalanceSchema,
  paystackTopUpSchema,
  recordPaystackTopUpBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { createPaystackTopUpsService } from './paystack-top-ups.js';

/**
 * Our balance at Paystack and its top-ups (issue 36 item 8; docs/business-rules.md, 'Paystack's
 * balance'), under /api/admin: finance and administrators read the balance; finance records a
 * top-up made on Paystack's dashboard and a second, independent finance member approves it, which
 * posts it.
 */
export async function paystackTopUpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPaystackTopUpsService(app.ctx);
  const tags = ['admin'];

  r.get(
    '/finance/paystack-balance',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary:
          "Our balance at Paystack: the books' Cash at Paystack, what Paystack reports, what a top-up must add, and the latest top-ups (finance, administrators)",
        response: { 200: dataOf(paystackBalanceSchema) },
      },
    },
    async () => ({ data: await service.balance() }),
  );

  r.post(
    '/finance/paystack-top-ups',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          "Record a top-up of the Paystack balance made on Paystack's dashboard (finance); a second finance member approves it",
        body: recordPaystackTopUpBodySchema,
        response: {
          201: dataOf(paystackTopUpSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const s = requireStaffSession(request);
      const data = await service.record({ ...actorOf(request), staffId: s.staffId }, request.body);
      return reply.code(201).send({ data });
    },
  );

  r.post(
    '/finance/paystack-top-ups/:topUpId/approve',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Approve a top-up another finance member recorded (finance): it is posted to the books, cash at Paystack from the bank',
        params: z.object({ topUpId: idParam('There is no such top-up.') }),
        response: {
          200: dataOf(paystackTopUpSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const s = requireStaffSession(request);
      return {
        data: await service.approve(
          actorOf(request),
          { id: s.staffId, roles: s.roles },
          request.params.topUpId,
        ),
      };
    },
  );
}
