import { SOURCE_LANGUAGE, valueIn, type Language, type Translate } from '@alaafia/i18n';
import type { AppContext } from '../../../app-context.js';
import type { EmailAttachment } from '../../../integrations/messaging/types.js';
import { SmsDeliveryError } from '../../../integrations/messaging/termii.js';
import { productNameIn, WHATSAPP_WINDOW_HOURS } from '@alaafia/domain';
import {
  WHATSAPP_TEMPLATE_LANGUAGES,
  type DeliveryChannel,
  type NotificationEvent,
  type NotificationTemplate,
} from './catalogue.js';
import { lastInboundAt, queueWhatsApp } from './whatsapp.js';

/**
 * How a person is reached, as their owner answers it when a message is delivered (customers/
 * customers for a customer, access for a staff member; given by the job handler: messaging imports
 * neither).
 */
export interface Contact {
  email: string | null;
  phone: string | null;
  /** A closed account, a disabled staff member: nothing goes (but to an address of its own). */
  closed: boolean;
  /** Accepts marketing messages (a customer's Settings; never a staff member). */
  marketing: boolean;
  /**
   * The customer's linked WhatsApp id, when they agreed to messages there (workflows/whatsapp;
   * absent or null otherwise): then WhatsApp replaces the SMS of a template that has both.
   */
  whatsapp?: string | null;
  /**
   * The language they read (issue 42): a customer's own choice; English for staff (the back office
   * stays English) and for an address with no account.
   */
  language: Language;
}

/** The message to send, made from its template and its stored text and parameters. */
interface Outgoing {
  template: NotificationTemplate<NotificationEvent>;
  /** The parameters as the sender wrote them, in English (the stored record's). */
  params: Record<string, string | number>;
  /** The same parameters as the recipient reads them (`paramsIn`). */
  said: Record<string, string | number>;
  title: string;
  body: string;
  /** The receipt an e-mail carries (the catalogue's `receipt`), made at delivery. */
  receipt?: { invoiceNumber: string; attachment: EmailAttachment } | null;
  /** The stored message (the WhatsApp message is tied to it, for its SMS fallback). */
  notificationId?: number;
  customerId?: number | null;
  /** The recipient's language, and its translator: title and body are already in it. */
  language: Language;
  t: Translate;
}

/**
 * What the channels send through: the providers (the sandbox's outbox, or the real ones), and for
 * WhatsApp the database its queue lives in and the clock.
 */
type ChannelProviders = Pick<AppContext, 'sms' | 'email' | 'database' | 'now'>;

/**
 * One delivery channel (docs/architecture.md, 'How to add a notification'): where a person is on
 * it, and how a message goes out on it. A new channel (WhatsApp) is an adapter here, its provider
 * port in integrations/ and on the context, its name in DeliveryChannel, and the catalogue's
 * templates that go out on it.
 */
export interface ChannelAdapter {
  /** The person's address on this channel, or null (then the delivery is skipped). */
  address(contact: Contact): string | null;
  /** Sends the message to the address through the channel's provider: the provider's id. */
  send(providers: ChannelProviders, to: string, message: Outgoing): Promise<{ id: string }>;
}

export const CHANNELS: Record<DeliveryChannel, ChannelAdapter> = {
  sms: {
    address: (contact) => contact.phone,
    send: (providers, to, { template, said, body, language, t }) =>
      providers.sms.send({
        to,
        text: template.sms?.(said as never, t) ?? t('messages.sms.prefix', { body }),
        language,
      }),
  },
  email: {
    address: (contact) => contact.email,
    send: (providers, to, { template, said, title, body, receipt, language, t }) => {
      const attachments = receipt ? { attachments: [receipt.attachment] } : {};
      const letter = template.email?.(said as never, t);
      return providers.email.send(
        letter
          ? { to, ...letter, language, ...attachments }
          : {
              to,
              subject: title,
              text: receipt
                ? t('messages.email.receipt-attached', {
                    body,
                    invoiceNumber: receipt.invoiceNumber,
                  })
                : t('messages.email.signature', { body }),
              language,
              ...attachments,
            },
      );
    },
  },
  // WhatsApp (issue 40): queued on the channel's own queue (whatsapp.ts: Meta's limits, order,
  // statuses), as text inside the 24-hour window and as the approved template outside it.
  whatsapp: {
    address: (contact) => contact.whatsapp ?? null,
    send: async (
      providers,
      to,
      { template, params, said, title, body, notificationId, customerId, language },
    ) => {
      // An approved template's parameters in the template's language (English's for a language
      // Meta takes no template in: catalogue.ts, WHATSAPP_TEMPLATE_LANGUAGES).
      const inTemplate = WHATSAPP_TEMPLATE_LANGUAGES[language] === language ? said : params;
      const form = template.whatsapp?.(inTemplate as never);
      if (!form) throw new Error('a template on WhatsApp needs its approved template (whatsapp)');
      const { db } = providers.database;
      const now = providers.now();
      const last = await lastInboundAt(db, to);
      const open =
        last !== null && now.getTime() - last.getTime() < WHATSAPP_WINDOW_HOURS * 3_600_000;
      const id = await db.transaction((tx) =>
        queueWhatsApp(tx, {
          waId: to,
          customerId: customerId ?? null,
          notificationId: notificationId ?? null,
          at: now,
          body: open
            ? { type: 'text', text: { body: `*${title}*\n${body}` } }
            : {
                type: 'template',
                template: {
                  name: form.template,
                  // The customer's language where Meta takes templates in it (English else).
                  language: { code: WHATSAPP_TEMPLATE_LANGUAGES[language] },
                  components: [
                    {
                      type: 'body',
                      parameters: form.params.map((text) => ({
                        type: 'text' as const,
                        text: templateParameter(text),
                      })),
                    },
                  ],
                },
              },
        }),
      );
      return { id: `whatsapp-${id}` };
    },
  },
};

/**
 * A template's parameter as Meta takes it (issue 38): on one line (Meta refuses a parameter with a
 * line break, a tab or more than four spaces in a row, error 132018) and never empty (a parameter
 * must have text): a claim's reason written on two lines still reaches the member.
 */
export function templateParameter(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine === '' ? '-' : oneLine;
}

/** A delivery channel by the name a job carries, or null for a name no adapter has. */
export const channelNamed = (name: string): DeliveryChannel | null =>
  Object.hasOwn(CHANNELS, name) ? (name as DeliveryChannel) : null;

/**
 * Whether an e-mail reaches a real inbox (SMTP) or stays where only the sandbox reads it (the
 * outbox): a receipt goes to a real inbox only once its owner proved it (issue 24).
 */
export const emailReachesInboxes = (providers: Pick<ChannelProviders, 'email'>) =>
  providers.email.reachesInboxes;

/**
 * Why a send failed, fit for the log: a provider's own refusal says why; any other error could
 * quote the message (a code included), so it is only 'unexpected error'.
 */
export const sendFailureReason = (error: unknown) =>
  error instanceof SmsDeliveryError ? error.message : 'unexpected error';

/**
 * A message's parameters as `language`'s reader reads them (issue 42; docs/architecture.md,
 * 'Languages'): the sender writes them in English (the stored record), and each delivery writes a
 * day or a month among them in the language (`valueIn`) and a product's name as its catalogue entry
 * says it (`productNameIn`). Numbers and any other value as they are.
 */
export function paramsIn(
  language: Language,
  t: Translate,
  params: Record<string, string | number>,
): Record<string, string | number> {
  if (language === SOURCE_LANGUAGE) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? productNameIn(t, valueIn(language, value)) : value,
    ]),
  );
}
