import type { Language } from '@alaafia/i18n';

/** The ports for what we send to customers: e-mail and SMS. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  /** The language it is written in (issue 42): kept with the sandbox outbox's copy. */
  language?: Language;
  subject: string;
  text: string;
  /** The HTML part; the SMTP sender makes one from `text` when there is none. */
  html?: string;
  attachments?: EmailAttachment[];
}

export interface SmsMessage {
  /** Local 11-digit form, 0803... */
  to: string;
  /** The language it is written in (issue 42): kept with the sandbox outbox's copy. */
  language?: Language;
  text: string;
}

export interface EmailSender {
  /**
   * Whether what it sends reaches real inboxes (SMTP), or stays where only the sandbox reads it (the
   * outbox). Receipts go to a real inbox only once its owner proved it (issue 24).
   */
  readonly reachesInboxes: boolean;
  send(message: EmailMessage): Promise<{ id: string }>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: string }>;
}
