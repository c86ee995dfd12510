import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { whatsappMessages } from '../../../db/schema/index.js';
import {
  WhatsAppError,
  type WhatsAppBody,
  type WhatsAppMedia,
} from '../../../integrations/messaging/whatsapp.js';
import { enqueueJob } from '../../../jobs/queue.js';

/**
 * The WhatsApp channel's messages (issue 40; docs/architecture.md, 'The WhatsApp channel'): every
 * message in and out is a row of `whatsapp_messages`, once per Meta message id. What we send is
 * queued here in the caller's transaction and sent by the `whatsapp.send` job, so Meta's limits
 * (130429 throughput, 131056 pair rate) put a send back on the queue for later instead of losing
 * it, and the messages to one person go in the order they were queued.
 */

export type { WhatsAppBody } from '../../../integrations/messaging/whatsapp.js';

/** Status order of a message we sent: a status never moves back (Meta's events come out of order). */
const OUT_RANK: Record<string, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
};

/** The first wait after a rate-limit answer; it doubles on each (at most RATE_LIMIT_TRIES). */
export const RATE_LIMIT_RETRY_MS = 6_000;
const RATE_LIMIT_TRIES = 8;
/** A send claimed by a worker that died is taken over after this. */
const SENDING_STALE_MS = 5 * 60_000;

/** What notify's delivery does when a WhatsApp message fails (the SMS fallback), given by it. */
type WhatsAppFailed = (db: DbOrTx, notificationId: number, at: Date) => Promise<void>;

interface QueueWhatsApp {
  waId: string;
  customerId: number | null;
  body: WhatsAppBody;
  at: Date;
  staffId?: number | null;
  notificationId?: number | null;
  /** The inbound message this answers. */
  inReplyTo?: number | null;
}

/** Queues a message to a WhatsApp id (in the caller's transaction): sent by the `whatsapp.send` job. */
export async function queueWhatsApp(db: DbOrTx, input: QueueWhatsApp): Promise<number> {
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      direction: 'out',
      waId: input.waId,
      customerId: input.customerId,
      type: input.body.type,
      body: input.body,
      status: 'queued',
      staffId: input.staffId ?? null,
      notificationId: input.notificationId ?? null,
      inReplyTo: input.inReplyTo ?? null,
      createdAt: input.at,
    })
    .returning({ id: whatsappMessages.id });
  await enqueueJob(
    db,
    'whatsapp.send',
    { messageId: row!.id, waId: input.waId },
    { dedupeKey: `${row!.id}:0`, runAt: input.at },
  );
  return row!.id;
}

/**
 * The `whatsapp.send` job: sends the person's waiting messages, oldest first, each once (claimed
 * before its provider call). A rate-limit answer puts the message back and queues a
 * later job (6 s, doubling); Meta unreachable or failing puts it back and throws (the job retries);
 * a refusal of this message is final: `failed` with Meta's code, and `onFailed` (the SMS fallback
 * of a notification) runs.
 */
export async function sendQueuedWhatsApp(
  ctx: AppContext,
  job: { messageId: number },
  onFailed: WhatsAppFailed,
): Promise<void> {
  const { db } = ctx.database;
  const [target] = await db
    .select({ waId: whatsappMessages.waId, status: whatsappMessages.status })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.id, job.messageId), eq(whatsappMessages.direction, 'out')))
    .limit(1);
  if (!target || (target.status !== 'queued' && target.status !== 'sending')) return;
  // Any job of a person sends their waiting messages, oldest first; none goes before an older one
  // that Meta's limits put back, until its wait has passed (its own later job then sends them all).
  const waiting = await db
    .select({
      id: whatsappMessages.id,
      attempts: whatsappMessages.attempts,
      errorCode: whatsappMessages.errorCode,
      updatedAt: whatsappMessages.updatedAt,
    })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.waId, target.waId),
        eq(whatsappMessages.direction, 'out'),
        inArray(whatsappMessages.status, ['queued', 'sending']),
      ),
    )
    .orderBy(asc(whatsappMessages.id));
  const now = ctx.now().getTime();
  for (const row of waiting) {
    if (row.attempts > 0 && isRateLimitCode(row.errorCode) && row.updatedAt) {
      const due = row.updatedAt.getTime() + RATE_LIMIT_RETRY_MS * 2 ** (row.attempts - 1);
      if (due > now) return;
    }
    const outcome = await sendOne(ctx, row.id, onFailed);
    // A rate limit holds the newer ones back too: they go after it, by its later job.
    if (outcome === 'later') return;
  }
}

const isRateLimitCode = (code: number | null) =>
  code === 130429 || code === 131056 || code === 80007;

async function sendOne(
  ctx: AppContext,
  id: number,
  onFailed: WhatsAppFailed,
): Promise<'sent' | 'later' | 'skipped'> {
  const { db } = ctx.database;
  const now = ctx.now();
  const [claimed] = await db
    .update(whatsappMessages)
    .set({ status: 'sending', updatedAt: now })
    .where(
      and(
        eq(whatsappMessages.id, id),
        or(
          eq(whatsappMessages.status, 'queued'),
          and(
            eq(whatsappMessages.status, 'sending'),
            lt(whatsappMessages.updatedAt, new Date(now.getTime() - SENDING_STALE_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  try {
    const sent = await ctx.whatsapp.send(claimed.waId, claimed.body as unknown as WhatsAppBody);
    await db
      .update(whatsappMessages)
      .set({ status: 'sent', wamid: sent.id, sentAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(whatsappMessages.id, id));
    return 'sent';
  } catch (error) {
    const attempts = claimed.attempts + 1;
    if (error instanceof WhatsAppError && error.rateLimited && attempts < RATE_LIMIT_TRIES) {
      const runAt = new Date(ctx.now().getTime() + RATE_LIMIT_RETRY_MS * 2 ** (attempts - 1));
      await db.transaction(async (tx) => {
        await tx
          .update(whatsappMessages)
          .set({ status: 'queued', attempts, errorCode: error.code, updatedAt: ctx.now() })
          .where(eq(whatsappMessages.id, id));
        await enqueueJob(
          tx,
          'whatsapp.send',
          { messageId: id, waId: claimed.waId },
          { dedupeKey: `${id}:${attempts}`, runAt },
        );
      });
      return 'later';
    }
    if (error instanceof WhatsAppError && !error.transient) {
      await db.transaction(async (tx) => {
        await tx
          .update(whatsappMessages)
          .set({ status: 'failed', attempts, errorCode: error.code, updatedAt: ctx.now() })
          .where(eq(whatsappMessages.id, id));
        if (claimed.notificationId !== null) await onFailed(tx, claimed.notificationId, ctx.now());
      });
      return 'skipped';
    }
    await db
      .update(whatsappMessages)
      .set({ status: 'queued', attempts, updatedAt: ctx.now() })
      .where(eq(whatsappMessages.id, id));
    throw error;
  }
}

/**
 * An inbound message from Meta's webhook, stored once per wamid (in the webhook's transaction):
 * its row id, or null when it was already stored (a replay, or Meta delivering it again).
 */
export async function receiveWhatsApp(
  db: DbOrTx,
  input: {
    wamid: string;
    waId: string;
    customerId: number | null;
    type: string;
    message: Record<string, unknown>;
    sentAt: Date | null;
    at: Date;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      direction: 'in',
      waId: input.waId,
      customerId: input.customerId,
      wamid: input.wamid,
      type: input.type,
      body: input.message,
      status: 'received',
      sentAt: input.sentAt,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  return row?.id ?? null;
}

/** An inbound message to handle (its job), claimed once: null when it was handled already. */
export async function claimInboundWhatsApp(db: DbOrTx, messageId: number, at: Date) {
  const [row] = await db
    .update(whatsappMessages)
    .set({ status: 'handled', updatedAt: at })
    .where(
      and(
        eq(whatsappMessages.id, messageId),
        eq(whatsappMessages.direction, 'in'),
        eq(whatsappMessages.status, 'received'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A status from Meta (sent, delivered, read, failed) for a message we sent: it moves forward only,
 * so events out of order change nothing; `failed` of a notification runs its fallback. Answers
 * whether anything changed.
 */
export async function applyWhatsAppStatus(
  db: DbOrTx,
  input: { wamid: string; status: string; errorCode: number | null; at: Date },
  onFailed: WhatsAppFailed,
): Promise<boolean> {
  const rank = OUT_RANK[input.status];
  if (rank === undefined || rank < OUT_RANK.sent!) return false;
  const lower = Object.entries(OUT_RANK)
    .filter(([, r]) => r < rank)
    .map(([s]) => s);
  const [row] = await db
    .update(whatsappMessages)
    .set({
      status: input.status,
      updatedAt: input.at,
      ...(input.status === 'failed' ? { errorCode: input.errorCode } : {}),
    })
    .where(
      and(
        eq(whatsappMessages.wamid, input.wamid),
        eq(whatsappMessages.direction, 'out'),
        inArray(whatsappMessages.status, lower),
      ),
    )
    .returning({ notificationId: whatsappMessages.notificationId });
  if (!row) return false;
  if (input.status === 'failed' && row.notificationId !== null)
    await onFailed(db, row.notificationId, input.at);
  return true;
}

/** When the person last wrote to us (Meta's 24-hour customer-service window runs from it). */
export async function lastInboundAt(db: DbOrTx, waId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: whatsappMessages.createdAt })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.waId, waId), eq(whatsappMessages.direction, 'in')))
    .orderBy(desc(whatsappMessages.id))
    .limit(1);
  return row?.at ?? null;
}

/** A conversation's messages, newest last (the support inbox). */
export async function whatsappHistory(db: DbOrTx, waId: string, limit = 100) {
  const rows = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waId, waId))
    .orderBy(desc(whatsappMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * A medium a customer sent (an image, a PDF), fetched through Meta's media endpoint: its
 * description, then its bytes, refused above `maxBytes`. Throws WhatsAppError when it cannot be had.
 */
export async function fetchWhatsAppMedia(
  ctx: AppContext,
  mediaId: string,
  maxBytes: number,
): Promise<{ media: WhatsAppMedia; content: Buffer }> {
  const media = await ctx.whatsapp.media(mediaId);
  const content = await ctx.whatsapp.download(media, maxBytes);
  return { media, content };
}

/** Uploads a file we send (a member card) through Meta's media endpoint: its media id. */
export async function uploadWhatsAppMedia(
  ctx: AppContext,
  content: Buffer,
  mimeType: string,
  fileName: string,
): Promise<string> {
  return (await ctx.whatsapp.uploadMedia(content, mimeType, fileName)).id;
}

/** A closed account's WhatsApp conversation goes (docs/business-rules.md, 'Close my account'). */
export async function deleteWhatsAppMessagesOf(db: DbOrTx, customerId: number) {
  await db.delete(whatsappMessages).where(eq(whatsappMessages.customerId, customerId));
}

export { WhatsAppError };
