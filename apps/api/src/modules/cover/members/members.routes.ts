import { memberCardSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { createMembersService } from './members.service.js';

/** The customer's member card (issue 28). */
export async function memberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMembersService(app.ctx);

  r.get(
    '/customers/:id/member-card',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags: ['members'],
        summary:
          "The member card of the customer's health plan: member number, name, plan, hospital, status and the last day of cover; 404 without a health policy in force (active or paused)",
        params: customerIdParams,
        response: { 200: dataOf(memberCardSchema), 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.memberCard(ownCustomerId(request)) };
    },
  );
}
