import { randomBytes } from 'node:crypto';
import { text, waIdSchema, whatsappOutboxItemSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sandboxMediaFile,
  sandboxWhatsAppOutbox,
  signWhatsAppBody,
  storeSandboxMedia,
} from '../../platform/messaging/index.js';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { attachmentAnswer, sendPrivateAttachment } from '../../../lib/file-types.js';
import { badRequest, notFound } from '../../../lib/http-errors.js';

const MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'audio/ogg', 'video/mp4'];

/**
 * The sandbox's WhatsApp (docs/operations.md, 'WhatsApp'): the outbox of what we would have POSTed
 * to Meta, Meta's media endpoints served locally, and a customer's message sent to our webhook as
 * Meta would send it (signed with the sandbox's app secret), for demos and the browser tests.
 */
export async function sandboxWhatsAppRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const tags = ['sandbox'];

  r.get(
    '/whatsapp/outbox',
    {
      schema: {
        tags,
        summary:
          "What we would have POSTed to Meta's messages endpoint for one WhatsApp id, newest last",
        querystring: z.object({ to: waIdSchema.optional() }),
        response: { 200: dataOf(z.array(whatsappOutboxItemSchema)), 400: errorBody },
      },
    },
    async (request) => {
      const to = request.query.to;
      if (!to)
        throw badRequest(
          'Say whose messages to show: add ?to= with the WhatsApp id (2348031234567).',
        );
      const rows = await sandboxWhatsAppOutbox(db, to);
      return { data: rows.map(({ wamid: _wamid, ...row }) => row) };
    },
  );

  app.register(async (media) => {
    media.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const m = media.withTypeProvider<ZodTypeProvider>();
    m.post(
      '/whatsapp/media',
      {
        schema: {
          tags,
          summary:
            'Keeps a file as Meta keeps a medium a customer sent (its Content-Type is the type): its media id',
          response: { 200: dataOf(z.object({ id: z.string() })), 400: errorBody },
        },
      },
      async (request) => {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim();
        const body = Buffer.isBuffer(request.body) ? request.body : null;
        if (!body || body.length === 0 || !MEDIA_TYPES.includes(type))
          throw badRequest(
            `Send the file as the body, with its Content-Type (${MEDIA_TYPES.join(', ')}).`,
          );
        return { data: { id: await storeSandboxMedia(db, body, type) } };
      },
    );
  });

  r.get(
    '/whatsapp/media/:id/file',
    {
      schema: {
        tags,
        summary: "A medium's bytes (the sandbox's media URL)",
        params: z.object({ id: text().regex(/^\d{1,20}$/, 'Unknown medium') }),
        response: {
          200: attachmentAnswer('The file', MEDIA_TYPES),
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await sandboxMediaFile(db, request.params.id);
      if (!file) throw notFound('Unknown medium');
      return sendPrivateAttachment(reply, {
        fileName: `medium-${request.params.id}`,
        contentType: file.mimeType,
        body: file.content,
      });
    },
  );

  r.post(
    '/whatsapp/inbound',
    {
      schema: {
        tags,
        summary:
          "A customer's message, delivered to POST /api/webhooks/whatsapp as Meta would (signed): text, a reply button or list row's id, or a medium sent before",
        body: z.object({
          from: waIdSchema,
          text: text().max(4096).optional(),
          reply_id: text().max(200).optional(),
          image_id: text()
            .regex(/^\d{1,20}$/)
            .optional(),
          document_id: text()
            .regex(/^\d{1,20}$/)
            .optional(),
        }),
        response: {
          200: dataOf(z.object({ wamid: z.string(), status: z.number() })),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const { from, text: typed, reply_id, image_id, document_id } = request.body;
      const wamid = `wamid.sandbox-in-${randomBytes(12).toString('hex')}`;
      const message = {
        from,
        id: wamid,
        timestamp: String(Math.floor(app.ctx.now().getTime() / 1000)),
        ...(image_id
          ? { type: 'image', image: { id: image_id, mime_type: 'image/jpeg' } }
          : document_id
            ? {
                type: 'document',
                document: {
                  id: document_id,
                  mime_type: 'application/pdf',
                  filename: 'receipt.pdf',
                },
              }
            : reply_id
              ? {
                  type: 'interactive',
                  interactive: {
                    type: 'list_reply',
                    list_reply: { id: reply_id, title: reply_id },
                  },
                }
              : { type: 'text', text: { body: typed ?? '' } }),
      };
      const payload = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '0',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: app.ctx.config.whatsapp.businessNumber,
                    phone_number_id: '0',
                  },
                  contacts: [{ profile: { name: 'Sandbox customer' }, wa_id: from }],
                  messages: [message],
                },
              },
            ],
          },
        ],
      });
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWhatsAppBody(app.ctx.config.whatsapp.appSecret, payload),
        },
        payload,
      });
      return { data: { wamid, status: delivered.statusCode } };
    },
  );
}
