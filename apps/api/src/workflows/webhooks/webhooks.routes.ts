import { text, webhookReceivedSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { receivePaystackWebhook } from './webhooks.service.js';

/**
 * POST /api/webhooks/paystack. The body is kept raw (a parser scoped to this plugin), because the
 * signature is an HMAC of the exact bytes Paystack sent.
 */
export async function webhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/paystack',
    {
      config: { serverToServer: true, access: 'paystack-signature' },
      schema: {
        tags: ['webhooks'],
        summary:
          "Paystack's webhook: x-paystack-signature is the HMAC-SHA512 of the raw body with the secret key; charge.success, transfer.*, refund.* and charge.dispute.* events are stored once per (event, reference) and processed by a job",
        headers: z.object({ 'x-paystack-signature': text().optional() }),
        response: {
          200: dataOf(webhookReceivedSchema),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receivePaystackWebhook(app.ctx, raw, request.headers['x-paystack-signature']);
      return { data: { received: true as const } };
    },
  );
}
