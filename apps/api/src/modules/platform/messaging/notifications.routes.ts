import {
  notificationPageSchema,
  notificationsReadAnswerSchema,
  notificationsReadBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { notFound } from '../../../lib/http-errors.js';
import { pageMeta, pageQuery } from '../../../lib/paging.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { requestLanguage } from '../../../plugins/language.js';
import { NOTIFICATIONS, type NotificationEvent } from './catalogue.js';
import { inLanguage } from './deliver.js';
import { customerIdParams } from '../../../lib/route-params.js';
import {
  countNotifications,
  listNotifications,
  markNotificationsRead,
  ownsNotification,
} from './bell.js';

const readAnswer = dataOf(notificationsReadAnswerSchema);

/** The dashboard's bell: the customer's own messages, and marking them read. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const tags = ['notifications'];

  r.get(
    '/customers/:id/notifications',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The customer's messages (the bell), newest first, paged, with the unread count in meta.unread_count",
        params: customerIdParams,
        querystring: pageQuery(20, 50),
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      const { page, perPage } = request.query;
      const [list, total] = await Promise.all([
        listNotifications(db, id, { limit: perPage, offset: (page - 1) * perPage }),
        countNotifications(db, id),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      // In the customer's language (issue 42): the stored words are English's.
      const language = await requestLanguage(request);
      return {
        data: list.items.map((n) => {
          const template = NOTIFICATIONS[n.event as NotificationEvent] as never;
          const { title, body } = inLanguage(n, template, n.params, language);
          return {
            id: n.id,
            event: n.event,
            title,
            body,
            action_path: n.actionPath,
            created_at: n.createdAt.toISOString(),
            read_at: n.readAt?.toISOString() ?? null,
          };
        }),
        meta: { ...pageMeta(page, perPage, total), unread_count: list.unread },
      };
    },
  );

  r.post(
    '/customers/:id/notifications/read',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "Mark the customer's messages read: the ids given, or all of them without ids (idempotent; another customer's ids change nothing)",
        params: customerIdParams,
        body: notificationsReadBodySchema.nullish(),
        response: { 200: readAnswer, 400: errorBody },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const marked = await markNotificationsRead(db, id, app.ctx.now(), request.body?.ids);
      const { unread } = await listNotifications(db, id, { limit: 0 });
      return { data: { marked, unread_count: unread } };
    },
  );

  r.post(
    '/customers/:id/notifications/:notificationId/read',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "Mark one of the customer's messages read (idempotent; 404 when it is not theirs)",
        params: customerIdParams.extend({
          notificationId: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 200: readAnswer, 404: errorBody },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const marked = await markNotificationsRead(db, id, app.ctx.now(), [
        request.params.notificationId,
      ]);
      if (marked === 0 && !(await ownsNotification(db, id, request.params.notificationId)))
        throw notFound();
      const { unread } = await listNotifications(db, id, { limit: 0 });
      return { data: { marked, unread_count: unread } };
    },
  );
}
