import {
  askedToPayAnswerBodySchema,
  askedToPayBodySchema,
  askedToPayCaseSchema,
  careCopy,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { customerIdParams, idParam } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { actorOf, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { createAskedToPay } from './asked-to-pay.js';

const failures = { 404: errorBody };

/** "I was asked to pay": the member opens a case and follows it (docs/business-rules.md). */
export async function askedToPayRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAskedToPay(app.ctx);
  const tags = ['health'];

  r.post(
    '/customers/:id/asked-to-pay',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          '"I was asked to pay": a health plan member says a hospital of the network asked them to pay for care; an urgent case answered within one hour',
        description:
          '422 on errors.<field>: an unknown hospital (hospital_id), a visit in the future or before the cover began (visit_date), an amount that is not a whole number of naira from 1 (amount_asked), a receipt that is not one of the customer’s uploads (receipt); 422 with no health plan in force. Nothing is kept then.',
        params: customerIdParams,
        body: askedToPayBodySchema,
        response: { 201: dataOf(askedToPayCaseSchema), ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.open(ownCustomerId(request), request.body) }),
  );

  r.get(
    '/customers/:id/asked-to-pay',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'The member’s "asked to pay" cases, newest first, each with its clock (answer_due_by, minutes_left) and the answer',
        params: customerIdParams,
        response: { 200: dataOf(z.array(askedToPayCaseSchema)), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.listOwn(ownCustomerId(request)) };
    },
  );
}

/** The claims team's side: the open cases by their clock, and the written answer. */
export async function askedToPayAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAskedToPay(app.ctx);
  const tags = ['admin'];

  r.get(
    '/claims/asked-to-pay',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags,
        summary:
          'Open "asked to pay" cases: escalated first (45 minutes unanswered), then by when the answer is due (one hour after it was opened)',
        response: {
          200: dataOf(
            z.array(
              askedToPayCaseSchema.extend({ customer_id: z.number().int(), late: z.boolean() }),
            ),
          ),
        },
      },
    },
    async () => ({ data: await service.queue() }),
  );

  r.post(
    '/claims/asked-to-pay/:caseId/answer',
    {
      preValidation: requireStaff('claims_officer'),
      schema: {
        tags,
        summary:
          'A claims officer answers the member in writing: the case closes, the member is told, audited (409 once answered)',
        params: z.object({ caseId: idParam(careCopy.caseNotFound) }),
        body: askedToPayAnswerBodySchema,
        response: { 200: dataOf(askedToPayCaseSchema), ...failures, 409: errorBody },
      },
    },
    async (request) => {
      const staff = requireStaffSession(request);
      return {
        data: await service.answer(
          request.params.caseId,
          staff.staffId,
          actorOf(request),
          request.body.answer,
        ),
      };
    },
  );
}
