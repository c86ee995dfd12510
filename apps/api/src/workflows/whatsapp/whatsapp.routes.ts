import {
  SUPPORT_STAFF_ROLES,
  text as textField,
  WHATSAPP_WINDOW_HOURS,
  whatsappConversationSchema,
  whatsappHistoryItemSchema,
  whatsappLinkAnswerSchema,
  whatsappReplyBodySchema,
  whatsappStatusSchema,
  type StaffRole,
} from '@alaafia/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whatsappLinks } from '../../db/schema/index.js';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { notFound, unprocessable } from '../../lib/http-errors.js';
import { customerIdParams } from '../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../plugins/session.js';
import { customerLanguage, findCustomerById } from '../../modules/customers/customers/index.js';
import { actorOf, audit, requireStaff } from '../../modules/platform/access/index.js';
import {
  lastInboundAt,
  queueWhatsApp,
  whatsappHistory,
  whatsappRepliesIn,
} from '../../modules/platform/messaging/index.js';
import { menu } from './conversation.js';
import {
  createLinkCode,
  linkOfNumber,
  setAgent,
  unlinkCustomer,
  whatsappStatusOf,
} from './links.js';
import { receiveWhatsAppWebhook, verifySubscription } from './webhook.js';

/**
 * Meta's webhook at /api/webhooks/whatsapp (docs/operations.md, 'WhatsApp'). The POST body is kept
 * raw (a parser scoped to this plugin): the signature is an HMAC of the exact bytes Meta sent.
 */
export async function whatsappWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/whatsapp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['webhooks'],
        summary:
          "Meta's subscription check: hub.mode=subscribe with our verify token answers hub.challenge as plain text; anything else 403",
        querystring: z.object({
          'hub.mode': textField().max(40).optional(),
          'hub.verify_token': textField().max(200).optional(),
          'hub.challenge': textField().max(200).optional(),
        }),
        response: {
          200: { description: 'hub.challenge', content: { 'text/plain': { schema: z.string() } } },
          403: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(verifySubscription(app.ctx, request.query)),
  );

  r.post(
    '/whatsapp',
    {
      config: { serverToServer: true, access: 'whatsapp-signature' },
      schema: {
        tags: ['webhooks'],
        summary:
          "Meta's WhatsApp events (object whatsapp_business_account): X-Hub-Signature-256 is sha256= and the HMAC-SHA256 of the raw body with the app secret; messages stored once per wamid and handled by a job, statuses applied",
        headers: z.object({ 'x-hub-signature-256': textField().optional() }),
        response: {
          200: dataOf(
            z.object({ received: z.literal(true), messages: z.number(), statuses: z.number() }),
          ),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-hub-signature-256'];
      const counts = await receiveWhatsAppWebhook(
        app.ctx,
        raw,
        typeof header === 'string' ? header : undefined,
        request.log,
      );
      return { data: { received: true as const, ...counts } };
    },
  );
}

/** The dashboard's "Use WhatsApp" (docs/business-rules.md, 'WhatsApp'). */
export async function whatsappCustomerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['whatsapp'];
  const failures = { 429: errorBody };

  r.post(
    '/customers/:id/whatsapp/link',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'A one-time code (6 digits, 15 minutes, one use) and the wa.me link that opens our chat with LINK and the code typed; sending it links the number',
        params: customerIdParams,
        response: { 200: dataOf(whatsappLinkAnswerSchema), ...failures },
      },
    },
    async (request) => ({ data: await createLinkCode(app.ctx, ownCustomerId(request)) }),
  );

  r.get(
    '/customers/:id/whatsapp',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Whether a WhatsApp number is linked (masked), and whether messages there are on',
        params: customerIdParams,
        response: { 200: dataOf(whatsappStatusSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await whatsappStatusOf(app.ctx.database.db, ownCustomerId(request)) };
    },
  );

  r.delete(
    '/customers/:id/whatsapp',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Unlinks the WhatsApp number: nothing more is shown or sent there',
        params: customerIdParams,
        response: { 200: dataOf(whatsappStatusSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      await unlinkCustomer(app.ctx.database.db, id);
      return { data: await whatsappStatusOf(app.ctx.database.db, id) };
    },
  );
}

/** Who answers WhatsApp conversations in the back office (the complaints' handlers). */
const WHATSAPP_SUPPORT: StaffRole[] = [...SUPPORT_STAFF_ROLES];

const whatsappInboxCopy = {
  noConversation: 'There is no WhatsApp conversation with this number.',
  windowClosed: `The customer last wrote more than ${WHATSAPP_WINDOW_HOURS} hours ago: WhatsApp allows no free reply until they write again.`,
  notWaiting: 'This conversation is not with a person: the customer is on the menu.',
} as const;

/**
 * The support inbox (docs/business-rules.md, 'WhatsApp'): conversations a customer handed to a
 * person (AGENT), their history, a reply inside the 24-hour window, and handing back to the menu.
 * A conversation is not a work item (no money, no deadline of its own): its state is the link's
 * `agent_since` (docs/decisions/2026-12-08-whatsapp-channel.md).
 */
export async function whatsappInboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['whatsapp'];
  const support = requireStaff(...WHATSAPP_SUPPORT);
  const params = z.object({
    waId: textField().regex(/^\d{6,20}$/, whatsappInboxCopy.noConversation),
  });
  const failures = { 404: errorBody };
  const { db } = app.ctx.database;
  const windowOpen = (last: Date | null) =>
    last !== null && app.ctx.now().getTime() - last.getTime() < WHATSAPP_WINDOW_HOURS * 3_600_000;

  r.get(
    '/whatsapp/conversations',
    {
      preValidation: support,
      schema: {
        tags,
        summary: 'Conversations waiting for a person, oldest first',
        response: { 200: dataOf(z.array(whatsappConversationSchema)), ...failures, 422: errorBody },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(whatsappLinks)
        .where(isNotNull(whatsappLinks.agentSince))
        .orderBy(whatsappLinks.agentSince)
        .limit(200);
      const data = [];
      for (const row of rows) {
        const customer = await findCustomerById(db, row.customerId);
        const last = await lastInboundAt(db, row.waId);
        data.push({
          wa_id: row.waId,
          customer_id: row.customerId,
          customer_name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
          waiting_since: row.agentSince!.toISOString(),
          last_message_at: last?.toISOString() ?? null,
          window_open: windowOpen(last),
        });
      }
      return { data };
    },
  );

  r.get(
    '/whatsapp/conversations/:waId',
    {
      preValidation: support,
      schema: {
        tags,
        summary: "A conversation's messages, newest last",
        params,
        response: { 200: dataOf(z.array(whatsappHistoryItemSchema)), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const history = await whatsappHistory(db, request.params.waId);
      if (history.length === 0) throw notFound(whatsappInboxCopy.noConversation);
      return { data: history.map(historyItem) };
    },
  );

  r.post(
    '/whatsapp/conversations/:waId/reply',
    {
      preValidation: support,
      schema: {
        tags,
        summary: 'A reply from support, inside the 24-hour window (422 outside it); audited',
        params,
        body: whatsappReplyBodySchema,
        response: { 200: dataOf(z.object({ queued: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      const { waId } = request.params;
      const link = await linkOfNumber(db, waId);
      if (!link) throw notFound(whatsappInboxCopy.noConversation);
      if (!windowOpen(await lastInboundAt(db, waId)))
        throw unprocessable(whatsappInboxCopy.windowClosed, {
          text: [whatsappInboxCopy.windowClosed],
        });
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        const id = await queueWhatsApp(tx, {
          waId,
          customerId: link.customerId,
          staffId: actor.staffId,
          body: { type: 'text', text: { body: request.body.text } },
          at: app.ctx.now(),
        });
        await audit(
          tx,
          actor,
          { action: 'whatsapp.replied', recordType: 'whatsapp_message', recordId: id },
          app.ctx.now(),
        );
      });
      return { data: { queued: true as const } };
    },
  );

  r.post(
    '/whatsapp/conversations/:waId/hand-back',
    {
      preValidation: support,
      schema: {
        tags,
        summary: 'Hands the conversation back to the menu (the customer is told); audited',
        params,
        response: { 200: dataOf(z.object({ handed_back: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      const { waId } = request.params;
      const [link] = await db
        .select()
        .from(whatsappLinks)
        .where(and(eq(whatsappLinks.waId, waId), isNotNull(whatsappLinks.agentSince)))
        .limit(1);
      if (!link) throw unprocessable(whatsappInboxCopy.notWaiting);
      const now = app.ctx.now();
      const open = windowOpen(await lastInboundAt(db, waId));
      // In the customer's language (issue 42).
      const replies = whatsappRepliesIn((await customerLanguage(db, link.customerId)) ?? 'en');
      await db.transaction(async (tx) => {
        await setAgent(tx, link.id, null);
        // Inside the window the customer is told and shown the menu; after it nothing free can go.
        if (open) {
          for (const body of [
            { type: 'text' as const, text: { body: replies.agentHandedBack } },
            menu(replies),
          ])
            await queueWhatsApp(tx, { waId, customerId: link.customerId, body, at: now });
        }
        await audit(
          tx,
          actorOf(request),
          { action: 'whatsapp.handed_back', recordType: 'whatsapp_link', recordId: link.id },
          now,
        );
      });
      return { data: { handed_back: true as const } };
    },
  );
}

type HistoryRow = Awaited<ReturnType<typeof whatsappHistory>>[number];

/** One message as the inbox shows it: its words (a button's title, a list row, a file's name). */
function historyItem(row: HistoryRow) {
  return {
    id: row.id,
    direction: row.direction,
    type: row.type,
    text: wordsOf(row.body),
    status: row.status,
    at: row.createdAt.toISOString(),
    by_staff: row.staffId !== null,
  };
}

function wordsOf(body: Record<string, unknown>): string {
  const b = body as {
    type?: string;
    text?: { body?: string };
    interactive?: {
      type?: string;
      body?: { text?: string };
      button_reply?: { title?: string };
      list_reply?: { title?: string };
    };
    image?: { caption?: string };
    document?: { filename?: string; caption?: string };
    template?: { name?: string };
    button?: { text?: string };
  };
  const words =
    b.text?.body ??
    b.interactive?.button_reply?.title ??
    b.interactive?.list_reply?.title ??
    b.interactive?.body?.text ??
    b.button?.text ??
    b.image?.caption ??
    b.document?.filename ??
    (b.template?.name ? `[template ${b.template.name}]` : null);
  return words ?? `[${b.type ?? 'message'}]`;
}
