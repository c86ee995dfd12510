import {
  capitationMonthSchema,
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
import { createHospitalCareService } from './hospital-care.service.js';

/** The back office's side (issue 28): the pre-authorisation queue and capitation for finance. */
export async function hospitalCareAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createHospitalCareService(app.ctx);
  const tags = ['admin'];

  r.get(
    '/preauthorisations',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags,
        summary:
          "Hospitals' pre-authorisations: pending (oldest first, each with its working-day clock: due_by, late) or decided (newest first)",
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
          'A claims officer approves (the hospital gets a code) or rejects (with the reason) a pending pre-authorisation; the member is told',
        params: z.object({ id: idParam('Unknown pre-authorisation') }),
        body: preauthorisationDecisionBodySchema,
        response: { 200: dataOf(hospitalPreauthorisationSchema), 404: errorBody, 409: errorBody },
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
}
