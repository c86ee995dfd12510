import { createHash, randomInt } from 'node:crypto';
import {
  WHATSAPP_LINK_CODE_LENGTH,
  WHATSAPP_LINK_CODE_MINUTES,
  type WhatsAppLinkAnswer,
  type WhatsAppStatus,
} from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { whatsappLinkCodes, whatsappLinks } from '../../db/schema/index.js';
import type { RateLimitRule } from '../../lib/rate-limit.js';
import { recordConsent } from '../../modules/customers/consents/index.js';

/**
 * Linking a WhatsApp number to an account (docs/business-rules.md, 'WhatsApp'): a number is not an
 * account. The dashboard's "Use WhatsApp" makes a one-time code (random, stored hashed, 15
 * minutes, one use) and a wa.me link that opens the chat with `LINK <code>` typed; the message from
 * a number with a live code links that number, and the customer's agreement to messages there is
 * recorded as consent. This workflow owns whatsapp_links and whatsapp_link_codes.
 */

export type LinkRow = typeof whatsappLinks.$inferSelect;

/** A customer asks for codes a few times an hour at most. */
const linkCodeRateLimit: RateLimitRule = {
  name: 'whatsapp-link:customer',
  limit: 10,
  windowMs: 60 * 60_000,
};

const hashOf = (code: string) => createHash('sha256').update(`whatsapp-link:${code}`).digest('hex');

/** A new code for the customer (their earlier unused ones stop working), with its wa.me link. */
export async function createLinkCode(
  ctx: AppContext,
  customerId: number,
): Promise<WhatsAppLinkAnswer> {
  await ctx.rateLimiter.consume(linkCodeRateLimit, String(customerId));
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + WHATSAPP_LINK_CODE_MINUTES * 60_000);
  const { db } = ctx.database;
  for (;;) {
    const code = String(randomInt(0, 10 ** WHATSAPP_LINK_CODE_LENGTH)).padStart(
      WHATSAPP_LINK_CODE_LENGTH,
      '0',
    );
    const made = await db.transaction(async (tx) => {
      await tx
        .update(whatsappLinkCodes)
        .set({ usedAt: now })
        .where(and(eq(whatsappLinkCodes.customerId, customerId), isNull(whatsappLinkCodes.usedAt)));
      const [row] = await tx
        .insert(whatsappLinkCodes)
        .values({ customerId, codeHash: hashOf(code), expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: whatsappLinkCodes.id });
      return row !== undefined;
    });
    if (!made) continue; // the same digits as an old code: draw again
    const text = encodeURIComponent(`LINK ${code}`);
    return {
      code,
      expires_at: expiresAt.toISOString(),
      wa_me_url: `https://wa.me/${ctx.config.whatsapp.businessNumber}?text=${text}`,
    };
  }
}

type LinkOutcome =
  { linked: true; customerId: number } | { linked: false; why: 'invalid' | 'taken' };

/**
 * `LINK <code>` from a number (in the caller's transaction): the code is used once, and the number
 * is linked to the code's customer (replacing a number they linked before), with consent recorded.
 */
export async function linkByCode(
  tx: DbOrTx,
  /** `language`: the conversation's, in which the linking was read (English before a link). */
  input: { waId: string; code: string; at: Date; language: Language },
): Promise<LinkOutcome> {
  const [code] = await tx
    .update(whatsappLinkCodes)
    .set({ usedAt: input.at })
    .where(
      and(
        eq(whatsappLinkCodes.codeHash, hashOf(input.code)),
        isNull(whatsappLinkCodes.usedAt),
        gt(whatsappLinkCodes.expiresAt, input.at),
      ),
    )
    .returning({ customerId: whatsappLinkCodes.customerId });
  if (!code) return { linked: false, why: 'invalid' };
  const [holder] = await tx
    .select({ customerId: whatsappLinks.customerId })
    .from(whatsappLinks)
    .where(eq(whatsappLinks.waId, input.waId))
    .limit(1);
  if (holder && holder.customerId !== code.customerId) return { linked: false, why: 'taken' };
  await tx.delete(whatsappLinks).where(eq(whatsappLinks.customerId, code.customerId));
  await tx.insert(whatsappLinks).values({
    waId: input.waId,
    customerId: code.customerId,
    consent: true,
    linkedAt: input.at,
  });
  await recordConsent(tx, {
    customerId: code.customerId,
    kind: 'whatsapp_messages',
    at: input.at,
    ipAddress: null,
    paymentReference: null,
    language: input.language,
  });
  return { linked: true, customerId: code.customerId };
}

/** STOP (false) or START (true): the consent, recorded; answers whether it changed. */
export async function setConsent(
  tx: DbOrTx,
  link: LinkRow,
  consent: boolean,
  at: Date,
  /** The conversation's language (the linked customer's), in which STOP or START was answered. */
  language: Language,
) {
  if (link.consent === consent) return false;
  await tx.update(whatsappLinks).set({ consent }).where(eq(whatsappLinks.id, link.id));
  await recordConsent(tx, {
    customerId: link.customerId,
    kind: consent ? 'whatsapp_messages' : 'whatsapp_withdrawn',
    at,
    ipAddress: null,
    paymentReference: null,
    language,
  });
  return true;
}

export async function linkOfNumber(db: DbOrTx, waId: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(whatsappLinks).where(eq(whatsappLinks.waId, waId)).limit(1);
  return row ?? null;
}

async function linkOfCustomer(db: DbOrTx, customerId: number): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(whatsappLinks)
    .where(eq(whatsappLinks.customerId, customerId))
    .limit(1);
  return row ?? null;
}

/** Where the customer is in a flow of several messages (a claim), or null for the menu. */
export async function setState(db: DbOrTx, linkId: number, state: Record<string, unknown> | null) {
  await db.update(whatsappLinks).set({ state }).where(eq(whatsappLinks.id, linkId));
}

/** Handed to a person (the support inbox), or back to the menu (null). */
export async function setAgent(db: DbOrTx, linkId: number, since: Date | null) {
  await db
    .update(whatsappLinks)
    .set({ agentSince: since, state: null })
    .where(eq(whatsappLinks.id, linkId));
}

/** The customer's WhatsApp id when they agreed to messages there: messaging's Contact.whatsapp. */
export async function whatsappOfCustomer(db: DbOrTx, customerId: number): Promise<string | null> {
  const link = await linkOfCustomer(db, customerId);
  return link?.consent ? link.waId : null;
}

/** What the dashboard shows: linked or not, the number masked, consent. */
export async function whatsappStatusOf(db: DbOrTx, customerId: number): Promise<WhatsAppStatus> {
  const link = await linkOfCustomer(db, customerId);
  return {
    linked: link !== null,
    number: link ? `+${'•'.repeat(Math.max(0, link.waId.length - 4))}${link.waId.slice(-4)}` : null,
    consent: link?.consent ?? false,
  };
}

/** Unlinks the customer's number (they asked, or closed their account). */
export async function unlinkCustomer(db: DbOrTx, customerId: number) {
  await db.delete(whatsappLinks).where(eq(whatsappLinks.customerId, customerId));
  await db.delete(whatsappLinkCodes).where(eq(whatsappLinkCodes.customerId, customerId));
}
