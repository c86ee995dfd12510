import { normalizeNigerianPhone, telemedicineStatusSchema, text } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTelemedicineOutbox } from '../../../integrations/telemedicine/sandbox.js';
import { signTelemedicineBody } from '../../../integrations/telemedicine/signature.js';
import { TELEMEDICINE_SIGNATURE_HEADER } from '../../../integrations/telemedicine/types.js';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { badRequest } from '../../../lib/http-errors.js';

/**
 * The sandbox partner (TELEMEDICINE_PROVIDER=sandbox): its outbox, and its callback delivered signed
 * through the same route as the real partner's.
 */
export async function telemedicineSandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/telemedicine/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "One member's requests as the sandbox telemedicine partner received them, newest first",
        description: '`to` (the phone number the doctor calls back) is required.',
        querystring: z.object({ to: text().trim().max(20).optional() }),
        response: {
          200: dataOf(
            z.array(
              z.object({
                reference: z.string(),
                member: z.object({
                  name: z.string(),
                  phone: z.string(),
                  plan: z.string(),
                  hospital: z.string().nullable(),
                }),
                symptoms: z.string(),
                urgency: z.string(),
                requested_at: z.string(),
                callback_url: z.string(),
                received_at: z.string(),
              }),
            ),
          ),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const to = request.query.to;
      if (!to)
        throw badRequest("Say whose requests to show: add ?to= with the member's phone number.");
      return { data: await listTelemedicineOutbox(db, normalizeNigerianPhone(to) ?? to) };
    },
  );

  r.post(
    '/telemedicine/callback',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'The sandbox partner calls the member back or closes the request (its signed callback)',
        body: z.object({
          reference: text().trim().min(1).max(64),
          status: z.enum(['called_back', 'closed']),
        }),
        response: {
          200: dataOf(z.object({ reference: z.string(), status: telemedicineStatusSchema })),
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const body = JSON.stringify(request.body);
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/webhooks/telemedicine',
        headers: {
          'content-type': 'application/json',
          [TELEMEDICINE_SIGNATURE_HEADER]: signTelemedicineBody(
            app.ctx.config.telemedicine.webhookSecret,
            body,
          ),
        },
        payload: body,
      });
      if (delivered.statusCode === 404) return reply.code(404).send(delivered.json());
      return reply.code(200).send(delivered.json());
    },
  );
}
