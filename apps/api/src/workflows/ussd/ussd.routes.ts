import { ussdCallbackBodySchema, ussdSessionEndBodySchema } from '@alaafia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforcesAccess } from '../../lib/route-access.js';
import { safeEqual } from '../../lib/tokens.js';
import { createUssdService } from './ussd.service.js';

/**
 * Africa's Talking's USSD callbacks (issue 41; docs/decisions/2026-12-07-ussd-channel.md): the
 * session callback, form-encoded, answered `text/plain` with `CON `/`END `, and the end-of-session
 * notification. Africa's Talking signs nothing: the URL carries USSD_CALLBACK_KEY, and the source
 * address may be held to USSD_ALLOWED_IPS. A wrong key (or address) is 403 with no body, so a phone
 * shows nothing of ours.
 */
export async function ussdRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { callbackKey, allowedIps } = app.ctx.config.ussd;

  // Form bodies, as the gateway posts them (only in this plugin).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** Refuses a call without the key (or from an address off the allow-list) before anything. */
  const gatewayOnly = enforcesAccess(
    { kind: 'ussd-key' },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = (request.query as { key?: unknown } | undefined)?.key;
      const keyOk = callbackKey !== null && typeof key === 'string' && safeEqual(key, callbackKey);
      const ipOk = allowedIps.length === 0 || allowedIps.includes(request.ip);
      if (!keyOk || !ipOk) return reply.code(403).send();
    },
  );

  const query = z.object({ key: z.string().max(200).optional() });
  const plain = z.string().describe('text/plain: CON <screen> (more to come) or END <screen>');

  r.post(
    '/africastalking',
    {
      config: { access: 'ussd-key', serverToServer: true },
      onRequest: gatewayOnly,
      schema: {
        tags: ['ussd'],
        summary:
          "Africa's Talking's USSD callback: one answer of the caller (text: every answer so far joined by *), answered text/plain with CON or END, at most 182 characters",
        querystring: query,
        body: ussdCallbackBodySchema,
        response: { 200: plain, 422: plain },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      if (request.validationError) {
        return reply.code(422).send('END Sorry, that request could not be read.');
      }
      return createUssdService(app.ctx, request.log).answer(request.body);
    },
  );

  r.post(
    '/africastalking/events',
    {
      config: { access: 'ussd-key', serverToServer: true },
      onRequest: gatewayOnly,
      schema: {
        tags: ['ussd'],
        summary:
          "Africa's Talking's end-of-session notification: status, cost and error recorded on the session (its input, which holds the PIN, is never read)",
        querystring: query,
        body: ussdSessionEndBodySchema,
        response: { 200: z.object({ data: z.object({ recorded: z.boolean() }) }) },
      },
    },
    async (request) => ({
      data: { recorded: await createUssdService(app.ctx, request.log).sessionEnded(request.body) },
    }),
  );
}
