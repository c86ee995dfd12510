import { leadCreateBodySchema, leadSchema, leadsDeletedSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import {
  onlyOwn,
  onlyOwnInBody,
  requireCustomer,
  ownCustomerId,
} from '../../../plugins/session.js';
import { createLeadsService } from './leads.service.js';
import { customerIdParamsOf } from '../../../lib/route-params.js';

const userIdParams = customerIdParamsOf('userId');

/** The salary-rejection modal's calls (income-protection.md sections 2, 4 and 7). */
export async function leadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLeadsService(app.ctx);
  const tags = ['leads'];

  r.post(
    '/customers/lead/create',
    {
      preValidation: onlyOwnInBody({ uids: ['uid'] }),
      schema: {
        tags,
        summary:
          "'Yes!' to 'Can we keep your details?': keep the signed-in customer's details to contact them later",
        body: leadCreateBodySchema,
        response: {
          200: dataOf(leadSchema),
          201: dataOf(leadSchema),

          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { customerId } = requireCustomer(request);
      const { lead, created } = await service.create(customerId, request.body);
      return reply.code(created ? 201 : 200).send({ data: lead });
    },
  );

  r.delete(
    '/customers/lead/delete/:userId',
    {
      preValidation: onlyOwn('userId'),
      schema: {
        tags,
        summary: "'No, thanks': delete the signed-in customer's leads",
        params: userIdParams,
        response: {
          200: dataOf(leadsDeletedSchema),
        },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(request);
      return { data: { deleted: await service.deleteAll(customerId) } };
    },
  );
}
