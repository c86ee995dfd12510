import { analyticsEventAnswerSchema, analyticsEventBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { requireCustomer } from '../../../plugins/session.js';
import { createEventsService } from './events.service.js';

/** An event body is a few hundred bytes; anything near this is not an analytics event. */
const EVENT_BODY_LIMIT_BYTES = 8 * 1024;

export async function eventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createEventsService(app.ctx);

  r.post(
    '/add-to-event',
    {
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      config: { access: 'customer' },
      preValidation: async (request) => {
        await service.throttle(requireCustomer(request).customerId);
      },
      schema: {
        tags: ['analytics'],
        summary:
          "Record an analytics event of the signed-in customer's flow (uid: their engage_uid or id)",
        body: analyticsEventBodySchema,
        response: {
          201: dataOf(analyticsEventAnswerSchema),

          413: errorBody,

          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { customerId } = requireCustomer(request);
      const { id, event, dropped } = await service.record(customerId, request.body);
      if (dropped.length > 0) {
        request.log.info(
          { event, droppedKeys: dropped },
          'personal data left out of an analytics event',
        );
      }
      return reply.code(201).send({ data: { id, event } });
    },
  );
}
