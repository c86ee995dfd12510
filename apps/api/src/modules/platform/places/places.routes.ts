import { placesAnswerSchema, placesQuerySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { createPlacesService } from './places.service.js';

/** Address autocomplete (dashboard-and-kyc.md sections 8 and 9; health-plans.md section 7). */
export async function placesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlacesService(app.ctx);

  r.get(
    '/places/autocomplete',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary:
          'Address suggestions in Nigeria (leaning towards Lagos) for what the customer has typed, at least 3 characters',
        querystring: placesQuerySchema,
        response: {
          200: dataOf(placesAnswerSchema),

          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.autocomplete(
        request.ip,
        request.query.input,
        request.query.session_token,
      ),
    }),
  );
}
