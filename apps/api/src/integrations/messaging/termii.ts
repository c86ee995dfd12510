import type { SmsMessage, SmsSender } from './types.js';

/**
 * Termii (https://termii.com), our SMS provider in Nigeria. From Termii's Messaging API reference
 * (https://developers.termii.com/messaging-api, "Send message"):
 *   POST {base}/api/sms/send, JSON { api_key, to, from, sms, type: 'plain', channel }
 *   - to: the number in international form without '+' (2348031234567)
 *   - from: a sender id registered with Termii
 *   - channel: 'generic' (promotional route; fails on numbers on the DND register) or 'dnd'
 *     (transactional route, delivered to DND numbers too, which a one-time code needs)
 *   answers 200 { code: 'ok', message_id, message: 'Successfully Sent', balance, user };
 *   failures answer 4xx/5xx with { message }.
 * The base URL is per account (https://api.ng.termii.com, or the one on the Termii dashboard).
 */
interface TermiiOptions {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  channel: 'generic' | 'dnd';
  timeoutMs: number;
}

/** The SMS could not be handed to the provider. The message never holds the text or the number. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    public readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** '08031234567' -> '2348031234567' (Termii's form). */
export function toInternationalNigerian(local: string): string {
  const digits = local.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits;
  if (digits.startsWith('0')) return `234${digits.slice(1)}`;
  return digits;
}

export class TermiiSmsSender implements SmsSender {
  constructor(private readonly options: TermiiOptions) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const url = new URL('/api/sms/send', this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          api_key: this.options.apiKey,
          to: toInternationalNigerian(message.to),
          from: this.options.senderId,
          sms: message.text,
          type: 'plain',
          channel: this.options.channel,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsDeliveryError(timedOut ? 'termii timed out' : 'termii unreachable');
    }
    const body: unknown = await response.json().catch(() => null);
    const messageId =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>).message_id
        : undefined;
    if (!response.ok || (typeof messageId !== 'string' && typeof messageId !== 'number')) {
      throw new SmsDeliveryError(`termii answered ${response.status}`, response.status);
    }
    return { id: String(messageId) };
  }
}
