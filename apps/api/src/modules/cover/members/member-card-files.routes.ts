import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../../lib/envelope.js';
import { attachmentAnswer, sendPrivateAttachment } from '../../../lib/file-types.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { renderMemberCard } from '../../../documents/member-card-document.js';
import { requestLanguage } from '../../../plugins/language.js';
import { qrSvg } from '../../../documents/qr.js';
import { createMembersService } from './members.service.js';

/**
 * The member card as files (issue 28 item 1): the PDF, and the QR code of the member number as an
 * SVG image for the card page (which the service worker keeps for offline use). Both 404 like the
 * card without a health policy in force. docs/business-rules.md, 'Member card'.
 */
export async function memberCardFileRoutes(app: FastifyInstance) {
  const service = createMembersService(app.ctx);
  const tags = ['members'];
  type Params = { Params: z.infer<typeof customerIdParams> };

  app.get<Params>(
    '/customers/:id/member-card.pdf',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'The member card as a PDF (name, member number, plan, hospital, status, QR code)',
        params: customerIdParams,
        response: {
          200: attachmentAnswer('The member card', ['application/pdf']),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const card = await service.memberCard(ownCustomerId(request));
      const pdf = await renderMemberCard(card, {
        underwriter: app.ctx.config.underwriter,
        issuedAt: app.ctx.now(),
        // The customer's own language (issue 42): their account's, as the request is theirs.
        language: await requestLanguage(request),
      });
      return sendPrivateAttachment(reply, {
        fileName: `alaafia-member-card-${card.member_number}.pdf`,
        contentType: 'application/pdf',
        body: pdf,
      });
    },
  );

  app.get<Params>(
    '/customers/:id/member-card/qr.svg',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'The QR code of the member number (SVG), for the card page',
        params: customerIdParams,
        response: {
          200: {
            description: 'The QR code, an SVG image shown on the card page',
            content: { 'image/svg+xml': { schema: z.string() } },
          },

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const card = await service.memberCard(ownCustomerId(request));
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(qrSvg(card.member_number, `QR code of member number ${card.member_number}`));
    },
  );
}
