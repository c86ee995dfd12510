import {
  createSponsorBodySchema,
  csvUploadAnswerSchema,
  enrolAnswerSchema,
  enrolmentAnswerSchema,
  enrolmentBodySchema,
  enrolmentCsvBodySchema,
  sponsorAnswerSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { sendCsv } from '../../../lib/csv.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit } from '../../platform/access/index.js';
import { requireStaff } from '../../platform/access/index.js';
import { createSponsorsService } from './sponsors.service.js';

/**
 * Sponsors (issue 16), under /api/admin: administrators create sponsors and enrol customers (one by
 * e-mail, or a CSV); administrators and finance read the enrolments and what each sponsor owes, and
 * export them as CSV to invoice. Every change is in the audit log, in its own transaction.
 */
export async function sponsorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSponsorsService(app.ctx);
  const tags = ['admin'];
  const administrators = requireStaff('administrator');
  const readers = requireStaff('administrator', 'finance');
  const sponsorParams = z.object({ sponsorId: idParam('Unknown sponsor') });

  r.get(
    '/sponsors',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          'Sponsors with their enrolled customers and the amount each owes (administrators, finance)',
        response: { 200: dataOf(z.array(sponsorAnswerSchema)) },
      },
    },
    async () => ({ data: await service.list() }),
  );

  r.post(
    '/sponsors',
    {
      preValidation: administrators,
      schema: {
        tags,
        summary: 'Create a sponsor: an employer or partner that pays for cover (administrators)',
        body: createSponsorBodySchema,
        response: {
          201: dataOf(sponsorAnswerSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.create(actorOf(request), request.body) }),
  );

  r.get(
    '/sponsors/:sponsorId',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'One sponsor with its totals (administrators, finance)',
        params: sponsorParams,
        response: {
          200: dataOf(sponsorAnswerSchema),

          404: errorBody,
        },
      },
    },
    async (request) => ({ data: await service.get(request.params.sponsorId) }),
  );

  r.get(
    '/sponsors/:sponsorId/enrolments',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          "A sponsor's enrolments with what it owes for each (administrators, finance); `format=csv` exports them for invoicing",
        params: sponsorParams,
        querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }),
        response: {
          200: dataOf(z.array(enrolmentAnswerSchema)).or(z.string()),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const rows = await service.enrolments(request.params.sponsorId);
      if (request.query.format !== 'csv') return { data: rows };
      await audit(
        app.ctx.database.db,
        actorOf(request),
        {
          action: 'sponsor.enrolments_exported',
          recordType: 'sponsor',
          recordId: request.params.sponsorId,
          after: { rows: rows.length },
        },
        app.ctx.now(),
      );
      return sendCsv(reply, `sponsor-${request.params.sponsorId}-enrolments.csv`, rows);
    },
  );

  r.post(
    '/sponsors/:sponsorId/enrolments',
    {
      preValidation: administrators,
      schema: {
        tags,
        summary:
          'Enrol one customer by e-mail for a product, plan and number of months (administrators); idempotent per sponsor, e-mail and product',
        description:
          'With an account: cover starts now (a new policy, or the months added to the policy of that product the customer holds). Without: pending until they sign up with that e-mail (they are e-mailed). 201 when new, 200 when the e-mail was already enrolled for this product by this sponsor (nothing changes).',
        params: sponsorParams,
        body: enrolmentBodySchema,
        response: {
          200: dataOf(enrolAnswerSchema),
          201: dataOf(enrolAnswerSchema),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.enrol(actorOf(request), request.params.sponsorId, request.body);
      return reply.code(result.outcome === 'already_enrolled' ? 200 : 201).send({ data: result });
    },
  );

  r.post(
    '/sponsors/:sponsorId/enrolments/csv',
    {
      preValidation: administrators,
      schema: {
        tags,
        summary:
          'Enrol many customers from a CSV (columns email, product, plan_code, months) (administrators); each row applies or is reported, never half',
        params: sponsorParams,
        body: enrolmentCsvBodySchema,
        response: {
          200: dataOf(csvUploadAnswerSchema),

          404: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.enrolCsv(actorOf(request), request.params.sponsorId, request.body.csv),
    }),
  );
}
