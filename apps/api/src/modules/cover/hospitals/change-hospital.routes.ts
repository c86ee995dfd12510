import {
  changeHospitalBodySchema,
  changeHospitalRequestSchema,
  hospitalChangeStatusSchema,
  pendingHospitalChangeSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { createChangeHospitalService } from './change-hospital.service.js';
import { customerIdParamsOf } from '../../../lib/route-params.js';

const params = customerIdParamsOf('userId');

/**
 * POST /local/customers/{userId}/change-hospital-request/: the spec writes a trailing slash; the
 * app ignores trailing slashes (app.ts), so the path answers with and without it.
 */
export async function changeHospitalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createChangeHospitalService(app.ctx);

  r.post(
    '/customers/:userId/change-hospital-request',
    {
      preValidation: onlyOwn('userId'),
      schema: {
        tags: ['hospitals'],
        summary:
          "Ask to move the customer's health plan to another hospital; the care team reviews it",
        params,
        body: changeHospitalBodySchema,
        response: {
          201: dataOf(changeHospitalRequestSchema),
        },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      const row = await service.request(id, request.body);
      return reply.code(201).send({
        data: {
          id: row.id,
          status: hospitalChangeStatusSchema.parse(row.status),
          hospital_id: row.hospitalId,
          change_reason: row.changeReason,
          created_at: row.createdAt.toISOString(),
        },
      });
    },
  );

  r.get(
    '/customers/:userId/change-hospital-request',
    {
      preValidation: onlyOwn('userId'),
      schema: {
        tags: ['hospitals'],
        summary:
          "The customer's hospital change request still under review, with the hospital asked for, or null",
        params,
        response: {
          200: dataOf(pendingHospitalChangeSchema),
        },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const row = await service.pending(id);
      return {
        data: row
          ? {
              id: row.request.id,
              status: hospitalChangeStatusSchema.parse(row.request.status),
              hospital_id: row.request.hospitalId,
              hospital_name: row.hospitalName,
              change_reason: row.request.changeReason,
              created_at: row.request.createdAt.toISOString(),
            }
          : null,
      };
    },
  );
}
