import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.js';
import {
  applyWhatsAppStatus,
  receiveWhatsApp,
  smsAfterWhatsAppFailed,
  verifyWhatsAppSignature,
} from '../../modules/platform/messaging/index.js';
import { linkOfNumber } from './links.js';

/**
 * Meta's webhook (docs/operations.md, 'WhatsApp'): the subscription check, then events signed with
 * X-Hub-Signature-256. Each message is stored once per wamid and handed to the `whatsapp.inbound`
 * job in the same transaction, so the answer is 200 at once and a replay (the same wamid again)
 * stores and queues nothing. Statuses move our messages forward only (out of order changes
 * nothing). A body that is not Meta's shape is logged and answered, never a 5xx.
 */

const whatsappWebhookCopy = {
  badSignature: 'The X-Hub-Signature-256 header does not match this body.',
  badToken: 'The verify token does not match.',
  badBody: 'The body is not JSON.',
} as const;

/** GET ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...: the challenge, or 403. */
export function verifySubscription(
  ctx: AppContext,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  const expected = Buffer.from(ctx.config.whatsapp.verifyToken);
  const given = Buffer.from(query['hub.verify_token'] ?? '');
  const same =
    expected.length > 0 && given.length === expected.length && timingSafeEqual(expected, given);
  if (query['hub.mode'] !== 'subscribe' || !same || !query['hub.challenge'])
    throw forbidden(whatsappWebhookCopy.badToken);
  return query['hub.challenge'];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** POST: checks the signature, stores and queues; answers what was new (for the log and tests). */
export async function receiveWhatsAppWebhook(
  ctx: AppContext,
  raw: Buffer,
  signature: string | undefined,
  log?: FastifyBaseLogger,
): Promise<{ messages: number; statuses: number }> {
  if (!verifyWhatsAppSignature(ctx.config.whatsapp.appSecret, raw, signature))
    throw unauthorized(whatsappWebhookCopy.badSignature);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(whatsappWebhookCopy.badBody);
  }
  const counts = { messages: 0, statuses: 0 };
  if (!isObj(body) || body.object !== 'whatsapp_business_account') {
    log?.warn('whatsapp webhook: not a whatsapp_business_account event; ignored');
    return counts;
  }
  const now = ctx.now();
  const { db } = ctx.database;
  for (const entry of list(body.entry)) {
    for (const change of list(entry.changes)) {
      const value = isObj(change.value) ? change.value : {};
      for (const message of list(value.messages)) {
        const wamid = typeof message.id === 'string' ? message.id.slice(0, 200) : null;
        const from =
          typeof message.from === 'string' && /^\d{6,20}$/.test(message.from) ? message.from : null;
        if (!wamid || !from) {
          log?.warn('whatsapp webhook: a message without id or from; ignored');
          continue;
        }
        const seconds = Number(message.timestamp);
        const link = await linkOfNumber(db, from);
        const stored = await db.transaction(async (tx) => {
          const id = await receiveWhatsApp(tx, {
            wamid,
            waId: from,
            customerId: link?.customerId ?? null,
            type: typeof message.type === 'string' ? message.type.slice(0, 40) : 'unknown',
            message,
            sentAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
            at: now,
          });
          if (id !== null)
            await enqueueJob(
              tx,
              'whatsapp.inbound',
              { messageId: id, waId: from },
              { dedupeKey: wamid, runAt: now },
            );
          return id;
        });
        if (stored !== null) counts.messages += 1;
      }
      for (const status of list(value.statuses)) {
        if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
        const error = list(status.errors)[0];
        const code = error && typeof error.code === 'number' ? error.code : null;
        const changed = await applyWhatsAppStatus(
          db,
          { wamid: status.id, status: status.status, errorCode: code, at: now },
          smsAfterWhatsAppFailed,
        );
        if (changed) counts.statuses += 1;
      }
    }
  }
  return counts;
}
