import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The WhatsApp Business Cloud API, as Meta defines it (docs/decisions/2026-12-08-whatsapp-channel.md
 * cites the pages):
 *   - send: POST {graph}/{phone-number-id}/messages with `Authorization: Bearer <access token>`,
 *     JSON { messaging_product: 'whatsapp', recipient_type: 'individual', to, type, <type>: {...} };
 *     answers 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] };
 *     a failure answers 4xx/5xx { error: { message, type, code, error_data: { details }, fbtrace_id } }.
 *   - media upload: POST {graph}/{phone-number-id}/media, multipart (messaging_product, type, file):
 *     answers { id }.
 *   - media: GET {graph}/{media-id} answers { messaging_product, url, mime_type, sha256, file_size,
 *     id }; the file is a GET of `url` with the same bearer token.
 *   - webhooks: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`.
 */

/** The body of a message as POSTed to the messages endpoint, without the envelope fields. */
export type WhatsAppBody =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'interactive';
      interactive:
        | {
            type: 'button';
            body: { text: string };
            action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] };
          }
        | {
            type: 'list';
            body: { text: string };
            action: {
              button: string;
              sections: {
                title: string;
                rows: { id: string; title: string; description?: string }[];
              }[];
            };
          };
    }
  | { type: 'image'; image: { id: string; caption?: string } }
  | { type: 'document'; document: { id: string; filename: string; caption?: string } }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
      };
    };

/** Meta's description of a stored medium (GET /{media-id}). */
export interface WhatsAppMedia {
  id: string;
  mimeType: string;
  sha256: string;
  fileSize: number;
  url: string;
}

/**
 * A send Meta refused. `code` is Meta's error code: 130429 (throughput) and 131056 (too many to one
 * user) are `rateLimited`, to be tried later; 131047 (outside the 24-hour window) and 131026
 * (undeliverable) are final for the message. Holds neither the text nor the number.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    public readonly code: number | null,
    public readonly status: number | null,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }

  /** Meta's limits: the same send goes later (docs/operations.md, 'WhatsApp'). */
  get rateLimited(): boolean {
    return this.code === 130429 || this.code === 131056 || this.code === 80007;
  }

  /** Nothing reached Meta, or Meta failed: the same send may go again. */
  get transient(): boolean {
    return this.rateLimited || this.status === null || this.status >= 500;
  }
}

/** The port: what sends and fetches on WhatsApp (the sandbox's outbox, or Meta's Cloud API). */
export interface WhatsAppSender {
  readonly name: 'sandbox' | 'cloud';
  send(to: string, body: WhatsAppBody): Promise<{ id: string }>;
  uploadMedia(content: Buffer, mimeType: string, fileName: string): Promise<{ id: string }>;
  /** Meta's description of a medium a customer sent, then its bytes (capped at maxBytes). */
  media(id: string): Promise<WhatsAppMedia>;
  download(media: WhatsAppMedia, maxBytes: number): Promise<Buffer>;
}

/** `sha256=<hex>`, as Meta signs each webhook POST. */
export function signWhatsAppBody(appSecret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** Compared in constant time; a missing or malformed header is false. */
export function verifyWhatsAppSignature(
  appSecret: string,
  body: Buffer,
  header: string | undefined,
): boolean {
  const match = header ? /^sha256=([0-9a-f]{64})$/i.exec(header.trim()) : null;
  if (!match) return false;
  const expected = Buffer.from(signWhatsAppBody(appSecret, body).slice(7), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1]!.toLowerCase(), 'hex'));
}

interface WhatsAppCloudOptions {
  /** https://graph.facebook.com/v21.0 (WHATSAPP_GRAPH_URL, with the API version). */
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
  timeoutMs: number;
}

/** Meta's Cloud API (WHATSAPP_PROVIDER=cloud). */
export class WhatsAppCloudSender implements WhatsAppSender {
  readonly name = 'cloud' as const;

  constructor(private readonly options: WhatsAppCloudOptions) {}

  private url(path: string) {
    return `${this.options.graphUrl.replace(/\/+$/, '')}/${path}`;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: { Authorization: `Bearer ${this.options.accessToken}`, ...init.headers },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new WhatsAppError(timedOut ? 'whatsapp timed out' : 'whatsapp unreachable', null, null);
    }
  }

  private async json(response: Response): Promise<Record<string, unknown>> {
    const body: unknown = await response.json().catch(() => null);
    const object =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (!response.ok) {
      const error = object.error as { code?: unknown } | undefined;
      const code = typeof error?.code === 'number' ? error.code : Number(error?.code) || null;
      throw new WhatsAppError(
        `whatsapp answered ${response.status}${code ? ` (error ${code})` : ''}`,
        code,
        response.status,
      );
    }
    return object;
  }

  async send(to: string, body: WhatsAppBody): Promise<{ id: string }> {
    const response = await this.call(this.url(`${this.options.phoneNumberId}/messages`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...body,
      }),
    });
    const answer = await this.json(response);
    const id = (answer.messages as { id?: unknown }[] | undefined)?.[0]?.id;
    if (typeof id !== 'string')
      throw new WhatsAppError('whatsapp answered no message id', null, 502);
    return { id };
  }

  async uploadMedia(content: Buffer, mimeType: string, fileName: string) {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', mimeType);
    form.set('file', new Blob([new Uint8Array(content)], { type: mimeType }), fileName);
    const response = await this.call(this.url(`${this.options.phoneNumberId}/media`), {
      method: 'POST',
      body: form,
    });
    const answer = await this.json(response);
    if (typeof answer.id !== 'string')
      throw new WhatsAppError('whatsapp answered no media id', null, 502);
    return { id: answer.id };
  }

  async media(id: string): Promise<WhatsAppMedia> {
    const response = await this.call(this.url(encodeURIComponent(id)), { method: 'GET' });
    const answer = await this.json(response);
    if (typeof answer.url !== 'string' || typeof answer.mime_type !== 'string')
      throw new WhatsAppError('whatsapp answered no media url', null, 502);
    return {
      id,
      url: answer.url,
      mimeType: answer.mime_type,
      sha256: typeof answer.sha256 === 'string' ? answer.sha256 : '',
      fileSize: Number(answer.file_size) || 0,
    };
  }

  async download(media: WhatsAppMedia, maxBytes: number): Promise<Buffer> {
    if (media.fileSize > maxBytes) throw new WhatsAppError('whatsapp media too large', null, 413);
    const response = await this.call(media.url, { method: 'GET' });
    if (!response.ok)
      throw new WhatsAppError(`whatsapp media answered ${response.status}`, null, response.status);
    const content = Buffer.from(await response.arrayBuffer());
    if (content.length > maxBytes) throw new WhatsAppError('whatsapp media too large', null, 413);
    return content;
  }
}
