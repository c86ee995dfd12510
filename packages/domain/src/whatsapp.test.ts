import { createTranslator, LANGUAGES, type Language } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import {
  linkCodeOf,
  parseWhatsAppCommand as parseIn,
  whatsappCommandWords,
  WHATSAPP_COMMANDS,
  waIdOfNigerianPhone,
  waIdSchema,
  whatsappReplyBodySchema,
} from './whatsapp.js';

/** A language's command words, from the catalogue's `whatsapp` namespace. */
const wordsIn = (language: Language) =>
  whatsappCommandWords(createTranslator(language, compileCatalogue(language, ['whatsapp'])).t);
const every = LANGUAGES.map(wordsIn);
/** A typed text read as the conversation reads it: every language's words. */
const parseWhatsAppCommand = (text: string) => parseIn(text, every);

describe('WhatsApp text commands', () => {
  it('When a command word is typed in any case and spacing, then it is that command with nothing after it', () => {
    expect(parseWhatsAppCommand('menu')).toEqual({ command: 'menu', rest: '' });
    expect(parseWhatsAppCommand('  Cover ')).toEqual({ command: 'cover', rest: '' });
    expect(parseWhatsAppCommand('STOP')).toEqual({ command: 'stop', rest: '' });
    expect(parseWhatsAppCommand('start')).toEqual({ command: 'start', rest: '' });
    expect(parseWhatsAppCommand('agent')).toEqual({ command: 'agent', rest: '' });
    expect(parseWhatsAppCommand('pay')).toEqual({ command: 'pay', rest: '' });
    expect(parseWhatsAppCommand('card')).toEqual({ command: 'card', rest: '' });
    expect(parseWhatsAppCommand('status')).toEqual({ command: 'status', rest: '' });
    expect(parseWhatsAppCommand('claim')).toEqual({ command: 'claim', rest: '' });
  });

  it('When a longer phrase of several words is typed, then the longest match wins', () => {
    expect(parseWhatsAppCommand('claim   status')).toEqual({ command: 'status', rest: '' });
    expect(parseWhatsAppCommand('Make a claim')).toEqual({ command: 'claim', rest: '' });
    expect(parseWhatsAppCommand('my cover')).toEqual({ command: 'cover', rest: '' });
    expect(parseWhatsAppCommand('talk to a person')).toEqual({ command: 'agent', rest: '' });
  });

  it('When LINK comes with a code, then the code is what follows; any other command with words after it is not a command', () => {
    expect(parseWhatsAppCommand('link 123 456')).toEqual({ command: 'link', rest: '123 456' });
    expect(parseWhatsAppCommand('LINK')).toEqual({ command: 'link', rest: '' });
    expect(parseWhatsAppCommand('language yo')).toEqual({ command: 'language', rest: 'YO' });
    expect(parseWhatsAppCommand('Language')).toEqual({ command: 'language', rest: '' });
    expect(parseWhatsAppCommand('pay me now')).toBeNull();
    expect(parseWhatsAppCommand('paying')).toBeNull();
    expect(parseWhatsAppCommand('')).toBeNull();
    expect(parseWhatsAppCommand('   ')).toBeNull();
    expect(parseWhatsAppCommand('hello there')).toBeNull();
  });

  it('When a customer types a command in Pidgin, Yoruba, Hausa or Igbo, with or without tone marks, then it is that command', () => {
    expect(parseWhatsAppCommand('how far')).toEqual({ command: 'menu', rest: '' });
    expect(parseWhatsAppCommand('ÀÀBÒ MI')).toEqual({ command: 'cover', rest: '' });
    expect(parseWhatsAppCommand('aabo')).toEqual({ command: 'cover', rest: '' });
    expect(parseWhatsAppCommand('ìrànlọ́wọ́')).toEqual({ command: 'menu', rest: '' });
    expect(parseWhatsAppCommand('Taimako')).toEqual({ command: 'menu', rest: '' });
    expect(parseWhatsAppCommand("da'awa")).toEqual({ command: 'claim', rest: '' });
    expect(parseWhatsAppCommand('tsaya')).toEqual({ command: 'stop', rest: '' });
    expect(parseWhatsAppCommand('enyemaka')).toEqual({ command: 'menu', rest: '' });
    expect(parseWhatsAppCommand('kwụọ ụgwọ')).toEqual({ command: 'pay', rest: '' });
    expect(parseWhatsAppCommand('kwuo ugwo')).toEqual({ command: 'pay', rest: '' });
    expect(parseWhatsAppCommand('èdè ha')).toEqual({ command: 'language', rest: 'HA' });
    // Only the tables given are read: Yoruba's alone does not know HELP.
    expect(parseIn('help', [wordsIn('yo')])).toBeNull();
    expect(parseIn('help', [wordsIn('yo'), wordsIn('en')])).toEqual({ command: 'menu', rest: '' });
  });

  it('When every language names every command, then each word is that command and no word means two commands', () => {
    const meaning = new Map<string, string>();
    for (const [i, table] of every.entries()) {
      for (const command of WHATSAPP_COMMANDS) {
        const words = table[command];
        expect(words.length, `${LANGUAGES[i]} ${command}`).toBeGreaterThan(0);
        for (const word of words) {
          expect(parseWhatsAppCommand(word)?.command, `${LANGUAGES[i]} ${word}`).toBe(command);
          expect(meaning.get(word) ?? command, word).toBe(command);
          meaning.set(word, command);
        }
      }
    }
  });
});

describe('The link code and numbers', () => {
  it('When the code has 6 digits (spaces or dashes inside allowed), then it is read; otherwise null', () => {
    expect(linkCodeOf('123456')).toBe('123456');
    expect(linkCodeOf('123 456')).toBe('123456');
    expect(linkCodeOf('123-456')).toBe('123456');
    expect(linkCodeOf('12345')).toBeNull();
    expect(linkCodeOf('1234567')).toBeNull();
    expect(linkCodeOf('12a456')).toBeNull();
    expect(linkCodeOf('')).toBeNull();
  });

  it('When a Nigerian number is given in any usual form, then its wa_id is 234 and the 10 digits', () => {
    expect(waIdOfNigerianPhone('08031234567')).toBe('2348031234567');
    expect(waIdOfNigerianPhone('+234 803 123 4567')).toBe('2348031234567');
    expect(waIdOfNigerianPhone('2348031234567')).toBe('2348031234567');
    expect(waIdOfNigerianPhone('0803123456')).toBeNull();
    expect(waIdOfNigerianPhone('18031234567')).toBeNull();
    expect(waIdOfNigerianPhone('23480312345678')).toBeNull();
  });

  it('When a wa_id or a reply is checked, then only digits and a non-empty reply of at most 4,096 characters pass', () => {
    expect(waIdSchema.safeParse('2348031234567').success).toBe(true);
    expect(waIdSchema.safeParse('+2348031234567').success).toBe(false);
    expect(waIdSchema.safeParse('1234567').success).toBe(false);
    expect(waIdSchema.safeParse('1234567890123456').success).toBe(false);
    expect(whatsappReplyBodySchema.safeParse({ text: ' Hello ' }).data).toEqual({ text: 'Hello' });
    expect(whatsappReplyBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(whatsappReplyBodySchema.safeParse({ text: 'a'.repeat(4097) }).success).toBe(false);
    expect(whatsappReplyBodySchema.safeParse({ text: 'a'.repeat(4096) }).success).toBe(true);
    expect(whatsappReplyBodySchema.safeParse({ text: 'a\0b' }).success).toBe(false);
  });
});
