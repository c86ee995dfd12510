import {
  capitationMonthSchema,
  capitationPaymentBodySchema,
  capitationPaymentSchema,
  capitationStatementSchema,
  hospitalPreauthorisationSchema,
  lagosDate,
  preauthorisationDecisionBodySchema,
  preauthorisationQueueItemSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../lib/csv.js';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { CAPITATION_CSV_COLUMNS, capitationCsvRows, capitationStatements } from './capitation.js';
import { createCapitationPayments } from './capitation-payments.js';
import { createPreauthorisationsService } from './preauthorisations.service.js';

/** The back office's side (issue 28): the pre-authorisation queue and capitation for finance. */
export async function hospitalCareAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPreauthorisationsService(app.ctx);
  const payments = createCapitationPayments(app.ctx);
  const tags = ['admin'];

  r.get(
    '/preauthorisations',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags,
        summary:
          "Hospitals' pre-authorisations: open (pending and emergencies' provisional codes: the escalated ones first, then by their clock, due_by: one hour, an emergency's decision 48 hours) or decided (newest first)",
        querystring: z.object({ status: z.enum(['pending', 'decided']).default('pending') }),
        response: { 200: dataOf(z.array(preauthorisationQueueItemSchema)) },
      },
    },
    async (request) => ({ data: await service.queue(request.query.status) }),
  );

  r.post(
    '/preauthorisations/:id/decision',
    {
      preValidation: requireStaff('claims_officer'),
      schema: {
        tags,
        summary:
          'A claims officer approves (the hospital gets a code; amount in naira approves a part of the estimate) or rejects (with the reason; an emergency provisional code declined still pays amount, the care before the decision) an open pre-authorisation; the member is told',
        params: z.object({ id: idParam('Unknown pre-authorisation') }),
        body: preauthorisationDecisionBodySchema,
        response: {
          200: dataOf(hospitalPreauthorisationSchema),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const officer = requireStaffSession(request);
      return {
        data: await service.decide(request.params.id, request.body, officer, actorOf(request)),
      };
    },
  );

  r.get(
    '/capitation',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary:
          "Each hospital's capitation statement for a month (default: this month, a draft until the monthly job makes it); format=csv for finance",
        querystring: z.object({
          month: capitationMonthSchema.optional(),
          format: z.enum(['json', 'csv']).default('json'),
        }),
        response: {
          200: dataOf(z.array(capitationStatementSchema)).or(z.string()),
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const month = request.query.month ?? lagosDate(app.ctx.now()).slice(0, 7);
      const statements = await capitationStatements(app.ctx, month);
      if (request.query.format === 'csv') {
        await audit(
          app.ctx.database.db,
          actorOf(request),
          { action: 'capitation.exported', recordType: 'capitation', recordId: month },
          app.ctx.now(),
        );
        return sendCsv(
          reply,
          `capitation-${month}.csv`,
          capitationCsvRows(statements),
          CAPITATION_CSV_COLUMNS,
        );
      }
      return { data: statements };
    },
  );

  r.get(
    '/capitation/payments',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary:
          'Payments of hospitals’ capitation statements, newest first (finance, administrators)',
        response: { 200: dataOf(z.array(capitationPaymentSchema)) },
      },
    },
    async () => ({ data: await payments.list() }),
  );

  r.post(
    '/capitation/payments',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Propose paying a hospital its capitation statement of a month (finance): nothing moves until another finance member approves it',
        body: capitationPaymentBodySchema,
        response: {
          201: dataOf(capitationPaymentSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const s = requireStaffSession(request);
      return reply
        .code(201)
        .send({ data: await payments.propose(actorOf(request), s.staffId, request.body) });
    },
  );

  r.post(
    '/capitation/payments/:id/approve',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Approve a capitation payment another finance member proposed (finance): the bank payment to the hospital is posted',
        params: z.object({ id: idParam('Unknown payment') }),
        response: {
          200: dataOf(capitationPaymentSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const s = requireStaffSession(request);
      return {
        data: await payments.approve(
          actorOf(request),
          { id: s.staffId, roles: s.roles },
          request.params.id,
        ),
      };
    },
  );
}
