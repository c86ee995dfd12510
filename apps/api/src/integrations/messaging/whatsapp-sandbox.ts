import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sandboxWhatsappMedia, sandboxWhatsappOutbox } from '../../db/schema/index.js';
import {
  WhatsAppError,
  type WhatsAppBody,
  type WhatsAppMedia,
  type WhatsAppSender,
} from './whatsapp.js';

/**
 * The sandbox's WhatsApp (WHATSAPP_PROVIDER=sandbox, the default): every message we would POST to
 * Meta's messages endpoint is kept in an outbox (GET /api/sandbox/whatsapp/outbox), and the media
 * endpoints are served from a table (POST /api/sandbox/whatsapp/media stores what a customer
 * "sends"). Nothing leaves the machine.
 */
export class SandboxWhatsAppSender implements WhatsAppSender {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
  ) {}

  async send(to: string, body: WhatsAppBody) {
    const wamid = `wamid.sandbox-${randomBytes(12).toString('hex')}`;
    await this.db.insert(sandboxWhatsappOutbox).values({
      to,
      type: body.type,
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...body },
      wamid,
    });
    return { id: wamid };
  }

  async uploadMedia(content: Buffer, mimeType: string) {
    return { id: await storeSandboxMedia(this.db, content, mimeType) };
  }

  async media(id: string): Promise<WhatsAppMedia> {
    const [row] = await this.db
      .select({
        id: sandboxWhatsappMedia.id,
        mimeType: sandboxWhatsappMedia.mimeType,
        sha256: sandboxWhatsappMedia.sha256,
        content: sandboxWhatsappMedia.content,
      })
      .from(sandboxWhatsappMedia)
      .where(eq(sandboxWhatsappMedia.id, id))
      .limit(1);
    if (!row) throw new WhatsAppError('whatsapp answered 404', 100, 404);
    return {
      id: row.id,
      mimeType: row.mimeType,
      sha256: row.sha256,
      fileSize: Buffer.from(row.content, 'base64').length,
      url: `${this.appUrl}/api/sandbox/whatsapp/media/${row.id}/file`,
    };
  }

  async download(media: WhatsAppMedia, maxBytes: number) {
    const [row] = await this.db
      .select({ content: sandboxWhatsappMedia.content })
      .from(sandboxWhatsappMedia)
      .where(eq(sandboxWhatsappMedia.id, media.id))
      .limit(1);
    if (!row) throw new WhatsAppError('whatsapp media answered 404', null, 404);
    const content = Buffer.from(row.content, 'base64');
    if (content.length > maxBytes) throw new WhatsAppError('whatsapp media too large', null, 413);
    return content;
  }
}

/** Keeps a medium as Meta would (an id, its type, its SHA-256): the sandbox's media endpoint. */
export async function storeSandboxMedia(db: DbOrTx, content: Buffer, mimeType: string) {
  const id = String(BigInt(`0x${randomBytes(7).toString('hex')}`));
  await db.insert(sandboxWhatsappMedia).values({
    id,
    mimeType,
    sha256: createHash('sha256').update(content).digest('base64'),
    content: content.toString('base64'),
  });
  return id;
}

/** The sandbox outbox of one WhatsApp id, oldest first (the contract: newest last). */
export async function sandboxWhatsAppOutbox(db: DbOrTx, to: string, limit = 200) {
  const rows = await db
    .select()
    .from(sandboxWhatsappOutbox)
    .where(eq(sandboxWhatsappOutbox.to, to))
    .orderBy(asc(sandboxWhatsappOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    type: r.type,
    body: r.body,
    at: r.at.toISOString(),
    wamid: r.wamid,
  }));
}

/** A sandbox medium's bytes (the local media URL). */
export async function sandboxMediaFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(sandboxWhatsappMedia)
    .where(eq(sandboxWhatsappMedia.id, id))
    .limit(1);
  return row ? { content: Buffer.from(row.content, 'base64'), mimeType: row.mimeType } : null;
}
