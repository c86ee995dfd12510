import { careConfirmationBodySchema, careConfirmationSchema, careCopy } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { customerIdParams, idParam } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { createCareConfirmations } from './care-confirmations.js';

const failures = { 404: errorBody };
const params = customerIdParams.extend({ confirmationId: idParam(careCopy.notFound) });

/**
 * The member confirms the care (issue 39 item 6; docs/business-rules.md, 'The member confirms the
 * care'): the dashboard's page `/care?question=<id>` reads the question and sends the answer. Another
 * customer's question is 404.
 */
export async function careConfirmationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCareConfirmations(app.ctx);
  const tags = ['health'];

  r.get(
    '/customers/:id/care-confirmations',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The member's questions about care a hospital recorded (a pre-authorisation used, a visit), newest first, answered or not",
        params: customerIdParams,
        response: { 200: dataOf(z.array(careConfirmationSchema)), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.list(ownCustomerId(request)) };
    },
  );

  r.get(
    '/customers/:id/care-confirmations/:confirmationId',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'One question about care a hospital recorded (another customer’s is 404)',
        params,
        response: { 200: dataOf(careConfirmationSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.get(ownCustomerId(request), request.params.confirmationId) };
    },
  );

  r.post(
    '/customers/:id/care-confirmations/:confirmationId',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Did you receive this care? `received: false` opens a case for a claims officer; answered once (a second answer changes nothing and answers the first)',
        params,
        body: careConfirmationBodySchema,
        response: { 200: dataOf(careConfirmationSchema), ...failures },
      },
    },
    async (request) => ({
      data: await service.answer(
        ownCustomerId(request),
        request.params.confirmationId,
        request.body.received,
      ),
    }),
  );
}
