import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeNigerianPhone, text } from '@alaafia/domain';
import { z } from 'zod';
import { dataOf } from '../../lib/envelope.js';
import { listOutbox } from '../../integrations/messaging/outbox.js';

/** Routes that exist only while the sandbox providers are on (never in a real deployment). */
export async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SMS and e-mails the sandbox sent, newest first (?to=<phone or e-mail>)',
        querystring: z.object({ to: text().trim().max(254).optional() }),
        response: {
          200: dataOf(
            z.array(
              z.object({
                to: z.string(),
                channel: z.enum(['sms', 'email']),
                subject: z.string().nullable(),
                body: z.string(),
                attachments: z.array(
                  z.object({ filename: z.string(), contentType: z.string(), size: z.number() }),
                ),
                created_at: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const to = request.query.to;
      const key = to && !to.includes('@') ? (normalizeNigerianPhone(to) ?? to) : to;
      return { data: await listOutbox(db, key) };
    },
  );
}
