import { changeHospitalBodySchema, hospitalChangeStatusSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../plugins/session.js';
import { createChangeHospitalService } from './change-hospital.service.js';
import { customerIdParamsOf } from '../../lib/route-params.js';

const params = customerIdParamsOf('userId');

const changeRequestSchema = z.object({
  id: z.number(),
  status: hospitalChangeStatusSchema,
  hospital_id: z.number(),
  change_reason: z.string(),
  created_at: z.string(),
});

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
          201: dataOf(changeRequestSchema),
          401: errorBody,
          403: errorBody,
          422: errorBody,
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
}
