import { LANGUAGES } from '@alaafia/i18n';
import { OTP_LENGTH } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { smsPages } from '../src/lib/sms-pages.js';
import { translatorOf } from '../src/lib/translators.js';
import { NOTIFICATIONS } from '../src/modules/platform/messaging/catalogue.js';

// What each SMS costs, per template and language (issue 42, item 4; docs/business-rules.md, 'What
// an SMS costs'): the encoding and the pages, with parameters as long as real ones. The table is
// printed; the verification code must stay one page in every language.

/** Parameters as a real message has them (the longest usual forms). */
const SAMPLE: Record<string, string | number | boolean> = {
  product: 'Income Protection',
  products: 'Income Protection',
  amount: '₦12,500',
  nextAttempt: '24 November 2026',
  pauseDate: '24 November 2026',
  endDate: '24 November 2026',
  dueDate: '24 November 2026',
  paymentDue: '24 November 2026',
  answerBy: '24 November 2026',
  authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn',
  daysLeft: 29,
  reason: 'The letter is not signed.',
  kycCompleted: 'yes',
  hospital: 'Reddington Hospital',
  company: 'Dangote Cement',
  unit: 'Month',
  card: '4081',
  continueBy: 'card',
  continued: true,
  claimNumber: 'CLM-2026-000123',
  account: '6789',
  treatment: 'malaria treatment',
  code: '4'.repeat(OTP_LENGTH),
  reference: 'TMR-000123',
  phone: '08031234567',
};
const params = new Proxy(SAMPLE, { get: (sample, name: string) => sample[name] ?? 'X' });

/** Every SMS we send, drawn in a language: the template's own text, or 'Alaafia: ' and the body. */
function smsOf(event: string, language: (typeof LANGUAGES)[number]): string {
  const { t } = translatorOf(language);
  const template = NOTIFICATIONS[
    event as keyof typeof NOTIFICATIONS
  ] as (typeof NOTIFICATIONS)['card.declined'];
  return (
    (template as { sms?: (p: never, t: unknown) => string }).sms?.(params as never, t) ??
    t('messages.sms.prefix', { body: template.body(params as never, t) })
  );
}
const smsEvents = Object.entries(NOTIFICATIONS)
  .filter(([, template]) => (template.channels as readonly string[]).includes('sms'))
  .map(([event]) => event);

describe('the pages of an SMS', () => {
  it('When a text is all GSM-7, then a page holds 160 characters and 153 beyond; one character outside makes it UCS-2 (70, then 67)', () => {
    expect(smsPages('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', pages: 1 });
    expect(smsPages('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', pages: 2 });
    expect(smsPages('a'.repeat(306)).pages).toBe(2);
    expect(smsPages('a'.repeat(307)).pages).toBe(3);
    expect(smsPages(`${'a'.repeat(69)}ọ`)).toMatchObject({
      encoding: 'UCS-2',
      length: 70,
      pages: 1,
      outside: ['ọ'],
    });
    expect(smsPages(`${'a'.repeat(70)}ọ`).pages).toBe(2);
    expect(smsPages('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, pages: 1 });
    // A tone mark over a subdot is two code units (ẹ and the combining acute): both count.
    expect(smsPages('ẹ́').length).toBe(2);
    expect(smsPages('₦5,000').encoding).toBe('UCS-2');
  });

  it('When a one-time code (the verification code, the next of kin claim code) is sent in any language, then it is one page', () => {
    for (const event of ['code.identity', 'code.claimant']) {
      for (const language of LANGUAGES) {
        const text = smsOf(event, language);
        expect(smsPages(text).pages, `${event} ${language}: ${text}`).toBe(1);
      }
    }
  });

  it('prints each SMS per language: its encoding, length and pages', () => {
    const rows = smsEvents.flatMap((event) =>
      LANGUAGES.map((language) => {
        const { encoding, length, pages } = smsPages(smsOf(event, language));
        return `| ${event} | ${language} | ${encoding} | ${length} | ${pages} |`;
      }),
    );
    console.log(
      ['| SMS | language | encoding | length | pages |', '|---|---|---|---:|---:|', ...rows].join(
        '\n',
      ),
    );
    expect(rows).toHaveLength(smsEvents.length * LANGUAGES.length);
  });
});
