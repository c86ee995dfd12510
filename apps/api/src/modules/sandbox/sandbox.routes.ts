import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  normalizeNigerianPhone,
  sandboxStaffBodySchema,
  staffAnswerSchema,
  text,
} from '@alaafia/domain';
import { z } from 'zod';
import { dataOf } from '../../lib/envelope.js';
import { listOutbox } from '../../integrations/messaging/outbox.js';
import { badRequest } from '../../lib/http-errors.js';
import { errorBody } from '../../lib/envelope.js';
import { actorOf } from '../staff/audit.js';
import { createStaffService } from '../staff/staff.service.js';

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

  const staff = createStaffService(app.ctx);
  r.post(
    '/staff',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Create a back-office staff member without a second factor (sandbox only)',
        description:
          'For tests and demos: the staff member signs in at POST /api/admin/auth/login with this e-mail and password and no code. `role` (one) or `roles` (several).',
        body: sandboxStaffBodySchema,
        response: {
          201: dataOf(staffAnswerSchema),
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const roles = [...new Set([...(b.roles ?? []), ...(b.role ? [b.role] : [])])].sort();
      const created = await staff.createForSandbox(
        { email: b.email, password: b.password, name: b.name ?? b.email.split('@')[0]!, roles },
        actorOf(request),
      );
      return reply.code(201).send({ data: created });
    },
  );
}
