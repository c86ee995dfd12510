import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema/index.js';
import type {
  EmailMessage,
  EmailSender,
  SmsMessage,
  SmsSender,
} from '../../../integrations/messaging/types.js';

/**
 * The offline e-mail and SMS provider: messages are written to the outbox table instead of being
 * sent, and read back through GET /api/sandbox/outbox (sandbox mode only).
 */
export class OutboxEmailSender implements EmailSender {
  readonly reachesInboxes = false;

  constructor(private readonly db: Db) {}

  async send(message: EmailMessage) {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        to: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
        provider: 'outbox',
        language: message.language ?? null,
      })
      .returning({ id: outboxMessages.id });
    return { id: `outbox-${row!.id}` };
  }
}

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage) {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({
        channel: 'sms',
        to: message.to,
        body: message.text,
        provider: 'outbox',
        language: message.language ?? null,
      })
      .returning({ id: outboxMessages.id });
    return { id: `outbox-${row!.id}` };
  }
}

/** One recipient's messages, newest first: never anyone else's (issue 12). */
export async function listOutbox(db: Db, to: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to.toLowerCase()))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    attachments: r.attachments ?? [],
    /** The language it was written in (issue 42); null for a message sent before languages. */
    language: r.language,
    created_at: r.createdAt.toISOString(),
  }));
}

/** A closed account's messages in the sandbox outbox go (by the address they were sent to). */
export async function deleteOutboxMessagesTo(db: DbOrTx, to: string) {
  await db.delete(outboxMessages).where(eq(outboxMessages.to, to));
}
