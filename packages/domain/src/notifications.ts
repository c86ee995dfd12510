import { int4 } from './input.js';
import { z } from './zod.js';

/** One message of the dashboard's bell (issue 15): what we told the customer, and where it leads. */
export const notificationItemSchema = z.object({
  id: z.number(),
  event: z.string().describe('the catalogue event, for example card.declined'),
  title: z.string(),
  body: z.string(),
  action_path: z.string().nullable().describe('the web app path the message leads to'),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The bell's page: the messages, newest first, with the unread count in meta. */
export const notificationPageSchema = z.object({
  data: z.array(notificationItemSchema),
  meta: z.object({
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    unread_count: z.number(),
  }),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Mark messages read: the ids given (the customer's own), or all of them when `ids` is absent. */
export const notificationsReadBodySchema = z.object({
  ids: z.array(int4().int().positive()).min(1).max(100).optional(),
});
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;

/** The answer of marking messages read: how many this call marked, and how many are left unread. */
export const notificationsReadAnswerSchema = z.object({
  marked: z.number().describe('how many messages this call marked read (0 when already read)'),
  unread_count: z.number(),
});
export type NotificationsReadAnswer = z.infer<typeof notificationsReadAnswerSchema>;
