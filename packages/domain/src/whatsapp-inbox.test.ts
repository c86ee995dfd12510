import { describe, expect, it } from 'vitest';
import type { Translate } from '@alaafia/i18n';
import {
  waIdOfNigerianPhone,
  waIdSchema,
  whatsappCommandWords,
  whatsappConversationSchema,
  whatsappHistoryItemSchema,
  whatsappLinkAnswerSchema,
  whatsappOutboxItemSchema,
  whatsappReplyBodySchema,
  whatsappStatusSchema,
} from './whatsapp.js';

/**
 * The WhatsApp channel's edges (docs/business-rules.md, 'WhatsApp'): command words as a catalogue
 * may write them, numbers that only look Nigerian, the support inbox's reply and answers (issue 43).
 */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('command words from a catalogue', () => {
  it('When a catalogue’s list has an empty entry or a trailing comma, then no empty word is a command', () => {
    const t = ((key: string) =>
      key === 'whatsapp.words.agent' ? 'AGENT, ,Aṣojú,' : 'X') as Translate;
    expect(whatsappCommandWords(t).agent).toEqual(['AGENT', 'ASOJU']);
  });
});

describe('a number’s wa_id', () => {
  it('When the digits only contain a Nigerian number among others, then there is no wa_id', () => {
    for (const phone of ['108031234567', '080312345678', '12348031234567'])
      expect(waIdOfNigerianPhone(phone), phone).toBeNull();
  });

  it('When a wa_id is not 8 to 15 digits, then the international form is asked for', () => {
    expect(messages(waIdSchema.safeParse('+2348031234567'))).toEqual([
      'Enter a WhatsApp number in international form, digits only',
    ]);
  });
});

describe('the support inbox', () => {
  it('When a reply is not text, blank, too long or holds a NUL, then the staff member reads which', () => {
    expect(messages(whatsappReplyBodySchema.safeParse({ text: 5 }))).toEqual(['Write a reply']);
    expect(messages(whatsappReplyBodySchema.safeParse({ text: '   ' }))).toEqual(['Write a reply']);
    expect(messages(whatsappReplyBodySchema.safeParse({ text: 'a'.repeat(4097) }))).toEqual([
      'A WhatsApp message is at most 4,096 characters',
    ]);
    expect(messages(whatsappReplyBodySchema.safeParse({ text: 'a\0b' }))).toEqual([
      'Remove the invalid character',
    ]);
  });

  it('When a conversation and its messages are answered, then every field is kept, each message in or out', () => {
    const conversation = {
      wa_id: '2348031234567',
      customer_id: 4,
      customer_name: 'Ngozi Eze',
      waiting_since: '2026-12-07T10:00:00.000Z',
      last_message_at: '2026-12-07T10:05:00.000Z',
      window_open: true,
    };
    expect(whatsappConversationSchema.parse(conversation)).toEqual(conversation);
    const item = {
      id: 1,
      direction: 'in',
      type: 'text',
      text: 'HELP',
      status: 'received',
      at: '2026-12-07T10:00:00.000Z',
      by_staff: false,
    };
    expect(whatsappHistoryItemSchema.parse(item)).toEqual(item);
    expect(whatsappHistoryItemSchema.parse({ ...item, direction: 'out' }).direction).toBe('out');
    expect(whatsappHistoryItemSchema.safeParse({ ...item, direction: 'up' }).success).toBe(false);
  });

  it('When a link, a status or an outbox item is answered, then every field is kept', () => {
    const link = {
      code: '123456',
      expires_at: '2026-12-07T10:15:00.000Z',
      wa_me_url: 'https://wa.me/x',
    };
    expect(whatsappLinkAnswerSchema.parse(link)).toEqual(link);
    const status = { linked: true, number: '•••• 4567', consent: true };
    expect(whatsappStatusSchema.parse(status)).toEqual(status);
    const sent = {
      to: '2348031234567',
      type: 'text',
      body: { text: 'Hi' },
      at: '2026-12-07T10:00:00.000Z',
    };
    expect(whatsappOutboxItemSchema.parse(sent)).toEqual(sent);
  });
});
