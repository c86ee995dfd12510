import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeNigerianPhone, text } from '@alaafia/domain';
import { z } from 'zod';
import { dataOf } from '../../lib/envelope.js';
import { listOutbox } from '../../integrations/messaging/outbox.js';
import { badRequest } from '../../lib/http-errors.js';

export const outboxNeedsRecipient =
  "Say whose messages to show: add ?to= with the customer's phone number or e-mail address.";

/** Routes that exist only while the sandbox providers are on (never in a real deployment). */
export async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: "One recipient's SMS and e-mails from the sandbox, newest first",
        description:
          "`to` (a phone or an e-mail address) is required: without it the answer is 400, and no other recipient's messages are ever listed.",
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
      // Without a recipient the outbox would hand anyone every code and password-reset link.
      if (!to) throw badRequest(outboxNeedsRecipient);
      const key = to.includes('@') ? to : (normalizeNigerianPhone(to) ?? to);
      return { data: await listOutbox(db, key) };
    },
  );
}
