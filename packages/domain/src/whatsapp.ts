import type { Translate } from '@alaafia/i18n';
import { z } from 'zod';

/**
 * The WhatsApp channel's rules (issue 40; docs/business-rules.md, 'WhatsApp'): the text commands a
 * customer may type beside the buttons, the link code, and the contracts of its routes.
 */

/** What a customer can ask for; each is also a button or list row id. */
export const WHATSAPP_COMMANDS = [
  'link',
  'menu',
  'cover',
  'card',
  'pay',
  'claim',
  'status',
  'agent',
  'stop',
  'start',
  'language',
] as const;
export type WhatsAppCommand = (typeof WHATSAPP_COMMANDS)[number];

/** The words that name each command in one language. */
export type WhatsAppCommandWords = Readonly<Record<WhatsAppCommand, readonly string[]>>;

/**
 * A language's command words, from the catalogue's `whatsapp.words.<command>` (issue 42: each
 * language's own, e.g. HELP, ÌRÀNLỌ́WỌ́, TAIMAKO, ENYEMAKA), comma-separated there.
 */
export function whatsappCommandWords(t: Translate): WhatsAppCommandWords {
  const words = {} as Record<WhatsAppCommand, readonly string[]>;
  for (const command of WHATSAPP_COMMANDS) {
    words[command] = t(`whatsapp.words.${command}`)
      .split(',')
      .map((w) => typedForm(w))
      .filter((w) => w !== '');
  }
  return words;
}

/**
 * A typed text as commands are compared: capitals, single spaces, without accents or tone marks
 * (a phone keyboard often has none: 'aabo' is ÀÀBÒ, 'aririo' ARỊRỊỌ).
 */
function typedForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The link code: 6 digits, valid 15 minutes, used once. */
export const WHATSAPP_LINK_CODE_LENGTH = 6;
export const WHATSAPP_LINK_CODE_MINUTES = 15;

/** Meta's customer-service window: free-form messages within 24 hours of the customer's last. */
export const WHATSAPP_WINDOW_HOURS = 24;

/**
 * A command typed as text, in any of the languages given (every language's words are understood,
 * whatever the customer's own): the command and what follows it, or null.
 */
export function parseWhatsAppCommand(
  text: string,
  tables: readonly WhatsAppCommandWords[],
): { command: WhatsAppCommand; rest: string } | null {
  const typed = typedForm(text);
  if (!typed) return null;
  let best: { command: WhatsAppCommand; rest: string; length: number } | null = null;
  for (const table of tables) {
    for (const command of WHATSAPP_COMMANDS) {
      for (const word of table[command]) {
        const matches = typed === word || typed.startsWith(`${word} `);
        if (matches && (!best || word.length > best.length)) {
          best = { command, rest: typed.slice(word.length).trim(), length: word.length };
        }
      }
    }
  }
  if (!best) return null;
  // Only LINK (the code) and LANGUAGE (a language's code) take something after them; any other
  // command must stand alone.
  if (best.command !== 'link' && best.command !== 'language' && best.rest !== '') return null;
  return { command: best.command, rest: best.rest };
}

/** The code of `LINK 123456` (spaces and dashes inside it allowed), or null. */
export function linkCodeOf(rest: string): string | null {
  const digits = rest.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${WHATSAPP_LINK_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** A WhatsApp id (wa_id): the number in international form without '+', as Meta sends `from`. */
export const waIdSchema = z
  .string()
  .regex(/^\d{8,15}$/, 'Enter a WhatsApp number in international form, digits only');

/** '08031234567' or '+234 803 123 4567' -> '2348031234567' (a Nigerian number's wa_id). */
export function waIdOfNigerianPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return digits;
  return null;
}

/** POST /api/local/customers/{id}/whatsapp/link. */
export const whatsappLinkAnswerSchema = z.object({
  code: z.string(),
  expires_at: z.string(),
  wa_me_url: z.string(),
});
export type WhatsAppLinkAnswer = z.infer<typeof whatsappLinkAnswerSchema>;

/** GET /api/local/customers/{id}/whatsapp: whether a number is linked, and messages allowed. */
export const whatsappStatusSchema = z.object({
  linked: z.boolean(),
  /** The linked number, masked but for its last 4 digits. */
  number: z.string().nullable(),
  consent: z.boolean(),
});
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;

/** GET /api/sandbox/whatsapp/outbox: what we would have POSTed to Meta's messages endpoint. */
export const whatsappOutboxItemSchema = z.object({
  to: z.string(),
  type: z.string(),
  body: z.record(z.string(), z.unknown()),
  at: z.string(),
});

/** The support inbox (the back office): a conversation handed to a person. */
export const whatsappConversationSchema = z.object({
  wa_id: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  waiting_since: z.string(),
  last_message_at: z.string().nullable(),
  /** Whether a free-form reply can still go (within 24 hours of the customer's last message). */
  window_open: z.boolean(),
});
export type WhatsAppConversation = z.infer<typeof whatsappConversationSchema>;

export const whatsappHistoryItemSchema = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  text: z.string(),
  status: z.string(),
  at: z.string(),
  by_staff: z.boolean(),
});
export type WhatsAppHistoryItem = z.infer<typeof whatsappHistoryItemSchema>;

export const whatsappReplyBodySchema = z.object({
  text: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(4096, 'A WhatsApp message is at most 4,096 characters')
    .regex(/^[^\0]*$/, 'Remove the invalid character'),
});
