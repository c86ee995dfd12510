import { geocodeBodySchema, geocodeResultSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { requireCustomer, signedIn } from '../../../plugins/session.js';
import { createGeocodingService } from './geocoding.service.js';

/** The Location stage's address lookup (income-protection.md sections 4, 7 and 8). */
export async function geocodingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createGeocodingService(app.ctx);

  r.post(
    '/geocode',
    {
      onRequest: signedIn,
      schema: {
        tags: ['income protection'],
        summary:
          "Where an office address is: coordinates, state short name ('LA' for Lagos) and local government area, or ZERO_RESULTS",
        body: geocodeBodySchema,
        response: {
          200: dataOf(geocodeResultSchema),

          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return { data: await service.geocode(customerId, request.body.address) };
    },
  );
}
