import { createTransport } from 'nodemailer';
import type { EmailMessage, EmailSender } from './types.js';

/**
 * The real e-mail provider: any SMTP server (a relay such as Amazon SES, Postmark, Mailgun or our own),
 * reached with nodemailer. SMTP_URL is `smtp://user:pass@host:587` (STARTTLS when the server offers
 * it) or `smtps://user:pass@host:465` (TLS from the start).
 */
interface SmtpOptions {
  url: string;
  from: string;
  timeoutMs: number;
}

/**
 * The e-mail could not be handed to the SMTP server. The message holds only the reply code or the
 * kind of failure: never the address, the subject or the body (an SMTP reply can quote the address).
 */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    public readonly responseCode: number | null = null,
  ) {
    super(message);
    this.name = 'EmailDeliveryError';
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part of a message written as plain text: paragraphs at blank lines, line breaks kept, and
 * web addresses as links (a password-reset link must be tappable in every mail app).
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>\n'),
    )
    .map((p) => `<p>${p}</p>`);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}

function deliveryError(error: unknown): EmailDeliveryError {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  if (responseCode !== null)
    return new EmailDeliveryError(`smtp answered ${responseCode}`, responseCode);
  if (e.code === 'ETIMEDOUT') return new EmailDeliveryError('smtp timed out');
  return new EmailDeliveryError(
    typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)
      ? `smtp unreachable (${e.code})`
      : 'smtp unreachable',
  );
}

export class SmtpEmailSender implements EmailSender {
  readonly reachesInboxes = true;

  private readonly transport;

  constructor(private readonly options: SmtpOptions) {
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      // A connection per message: no idle socket to a relay between messages.
      pool: false,
    });
  }

  async send(message: EmailMessage): Promise<{ id: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? textToHtml(message.text),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { id: info.messageId };
    } catch (error) {
      throw deliveryError(error);
    }
  }

  close() {
    this.transport.close();
  }
}
