import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_USSD_CSS, SANDBOX_USSD_SCRIPT, sandboxUssdPage } from './sandbox-ussd-page.js';

/**
 * The USSD simulator's page (issue 41), in the sandbox only (app.ts loads this dev module then):
 * GET /sandbox/ussd, its script and its style. Pages, not API: not in the OpenAPI document.
 */
export async function sandboxUssdPageRoutes(app: FastifyInstance) {
  const key = app.ctx.config.ussd.callbackKey;
  if (key === null) return;
  const asset = (type: string, body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.type(type).header('Cache-Control', 'no-cache').send(body);

  app.get(
    '/sandbox/ussd',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_r, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(sandboxUssdPage({ callbackKey: key, serviceCode: '*347*123#' })),
  );
  app.get(
    '/sandbox/ussd.js',
    { schema: { hide: true }, config: { access: 'public' } },
    asset('text/javascript; charset=utf-8', SANDBOX_USSD_SCRIPT),
  );
  app.get(
    '/sandbox/ussd.css',
    { schema: { hide: true }, config: { access: 'public' } },
    asset('text/css; charset=utf-8', SANDBOX_USSD_CSS),
  );
}
