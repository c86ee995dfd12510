import { LANGUAGES } from '@alaafia/i18n';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '../src/lib/translators.js';
import { NOTIFICATIONS } from '../src/modules/platform/messaging/catalogue.js';
import {
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATES,
  whatsappRepliesIn,
  whatsappTemplateBody,
} from '../src/modules/platform/messaging/index.js';
import { menu } from '../src/workflows/whatsapp/conversation.js';

const length = (text: string) => [...text].length;

// Meta's limits on an interactive message (docs/operations.md, 'WhatsApp'): a list row's title 24
// characters and its description 72, the list's button 20, a reply button's title 20 (the reply
// buttons are the rows' titles: pay, claim, status, and the menu's button).
describe('the WhatsApp menu in every language (issue 42)', () => {
  for (const language of LANGUAGES) {
    it(`When the menu and the reply buttons are drawn in ${language}, then every title fits Meta's limits`, () => {
      const replies = whatsappRepliesIn(language);
      const list = menu(replies);
      if (list.type !== 'interactive' || list.interactive.type !== 'list')
        throw new Error('the menu is a list');
      expect(length(list.interactive.action.button)).toBeLessThanOrEqual(20);
      const rows = list.interactive.action.sections.flatMap((section) => section.rows);
      expect(rows).toHaveLength(7);
      for (const row of rows) {
        expect(length(row.title), row.title).toBeLessThanOrEqual(24);
        expect(length(row.description ?? ''), row.description).toBeLessThanOrEqual(72);
      }
      for (const id of ['pay', 'claim', 'status'] as const)
        expect(length(replies.rows[id].title), replies.rows[id].title).toBeLessThanOrEqual(20);
      expect(replies.linked('Ada')).toContain('Ada');
      expect(replies.coverStatus('expired')).not.toContain('{');
    });
  }
});

describe("the approved templates' bodies (issue 40, 42)", () => {
  const sample = new Proxy({}, { get: () => 'x' }) as never;
  const withTemplate = Object.values(NOTIFICATIONS).flatMap((n) =>
    n.whatsapp ? [n.whatsapp(sample)] : [],
  );

  it("When an event goes as a template, then the template's body in each language Meta takes has exactly the event's parameters, {{1}} to {{n}}", () => {
    expect(withTemplate.length).toBeGreaterThan(0);
    const languages = [...new Set(Object.values(WHATSAPP_TEMPLATE_LANGUAGES))];
    expect(languages.sort()).toEqual(['en', 'ha']);
    for (const { template, params } of withTemplate) {
      const wanted = params.map((_, i) => `{{${i + 1}}}`);
      for (const language of languages) {
        const body = whatsappTemplateBody(template, translatorOf(language).t);
        expect(body.match(/\{\{\d\}\}/g)?.sort(), `${language} ${template}`).toEqual(wanted);
        expect(body, `${language} ${template}`).not.toMatch(/\{p\d\}/);
      }
    }
    // Hausa's are its own words, not English's.
    expect(whatsappTemplateBody('alaafia_renewal_due', translatorOf('ha').t)).toBe(
      'Inshorarka ta {{1}} za ta ƙare a ranar {{2}}. Amsa da BIYA don sabunta ta.',
    );
    expect(WHATSAPP_TEMPLATES).toHaveLength(new Set(withTemplate.map((w) => w.template)).size);
  });
});

describe("a saved card's decline on WhatsApp (issue 42: one catalogue entry per message)", () => {
  const card = { brand: 'visa', last4: '4081' };

  it("When a Yoruba customer's card is declined, then WhatsApp says the dashboard's Yoruba sentence, with the card named as the dashboard names it, and no English", () => {
    const yo = translatorOf('yo').t;
    const said = whatsappRepliesIn('yo').cardDeclined('₦1,100', card, 'Declined');
    expect(said).toBe(
      `${yo('dashboard.declined.text', { amount: '₦1,100', card: yo('dashboard.savedCardBrand', { brand: 'Visa', last4: '4081' }) })} ${yo('dashboard.declined.bankSaid', { reason: 'Declined' })}`,
    );
    expect(said).toContain('káàdì Visa rẹ tó parí pẹ̀lú 4081');
    expect(said).not.toMatch(/We could not renew|card ending|Your bank said/);
  });

  it('When the card has no brand or no digits, then it is named as the dashboard names it', () => {
    expect(
      whatsappRepliesIn('en').cardDeclined('₦1,100', { brand: null, last4: '4081' }, null),
    ).toBe(
      'We could not renew it: your bank declined ₦1,100 on your card ending 4081, so nothing was charged.',
    );
    expect(whatsappRepliesIn('en').cardDeclined('₦1,100', null, '  ')).toBe(
      'We could not renew it: your bank declined ₦1,100 on your saved card, so nothing was charged.',
    );
  });
});
