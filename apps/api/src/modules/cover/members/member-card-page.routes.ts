import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-errors.js';
import {
  MEMBER_CARD_PAGE_PATH,
  MEMBER_CARD_SCRIPT,
  MEMBER_CARD_SW,
  memberCardPage,
  noMemberCardPage,
} from './member-card-page.js';
import { createMembersService } from './members.service.js';

/**
 * The member card page and its worker (issue 28 item 1), at the site's root beside the web app's
 * pages: GET /dashboard/card (the signed-in customer's card; signed out, the sign-in page with a way
 * back), /member-card.js (registers the worker) and /member-card-sw.js (the worker). Not in the
 * OpenAPI document: pages, not API. docs/decisions/2026-11-27-member-card-offline.md.
 */
export async function memberCardPageRoutes(app: FastifyInstance) {
  const service = createMembersService(app.ctx);

  app.get(
    MEMBER_CARD_PAGE_PATH,
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8');
      const customerId = request.session?.customerId;
      if (!customerId)
        return reply.redirect(`/auth/login?next=${encodeURIComponent(MEMBER_CARD_PAGE_PATH)}`, 302);
      try {
        const card = await service.memberCard(customerId);
        return reply.send(memberCardPage(card, customerId, app.ctx.now()));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404)
          return reply.code(404).send(noMemberCardPage(error.message));
        throw error;
      }
    },
  );

  app.get(
    '/member-card.js',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(MEMBER_CARD_SCRIPT),
  );

  app.get(
    '/member-card-sw.js',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(MEMBER_CARD_SW),
  );
}
