import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@alaafia/domain';
import { z } from 'zod';

/** GET /api/health: up, and the database answers. 503 when it does not (for the load balancer). */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ data: healthAnswerSchema }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.ctx.database.ping();
        return { data: { status: 'ok' as const, database: app.ctx.database.kind } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'The service is temporarily unavailable.' });
      }
    },
  );
}
