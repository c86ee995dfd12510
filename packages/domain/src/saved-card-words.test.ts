import { createTranslator } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import { cardBrandName, cardDeclinedWords, savedCardWords } from './saved-card-words.js';

const english = createTranslator('en', compileCatalogue('en', ['dashboard'])).t;
const yoruba = createTranslator('yo', compileCatalogue('yo', ['dashboard'])).t;

describe('a saved card in words (issue 38 item 7, one rule for the dashboard and WhatsApp)', () => {
  it('When Paystack names the brand in lower case or with spaces, then it is written as a name', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName(' mastercard ')).toBe('Mastercard');
    expect(cardBrandName('Verve')).toBe('Verve');
  });

  it('When the card has a brand and its last digits, then both are said; without a brand only the digits; without digits the saved card', () => {
    expect(savedCardWords(english, { brand: 'visa', last4: '4081' })).toBe(
      'your Visa card ending 4081',
    );
    expect(savedCardWords(english, { brand: null, last4: '4081' })).toBe('your card ending 4081');
    expect(savedCardWords(english, { brand: '  ', last4: '4081' })).toBe('your card ending 4081');
    expect(savedCardWords(english, { brand: 'visa', last4: null })).toBe('your saved card');
    expect(savedCardWords(english, null)).toBe('your saved card');
    expect(savedCardWords(english, undefined)).toBe('your saved card');
  });

  it("When the customer reads Yoruba, then the card is named in the catalogue's Yoruba, the brand and digits kept", () => {
    const words = savedCardWords(yoruba, { brand: 'verve', last4: '1234' });
    expect(words).toContain('Verve');
    expect(words).toContain('1234');
    expect(words).not.toContain('your');
  });
});

describe("a saved card's decline", () => {
  it('When the bank gave its words, then the sentence names the amount and card, says nothing was charged, then quotes the bank', () => {
    expect(
      cardDeclinedWords(
        english,
        '₦2,150',
        { brand: 'visa', last4: '4081' },
        ' Insufficient funds ',
      ),
    ).toBe(
      'We could not renew it: your bank declined ₦2,150 on your Visa card ending 4081, so nothing was charged. Your bank said: “Insufficient funds”.',
    );
  });

  it('When the bank said nothing (or only spaces), then the sentence ends after what was not charged', () => {
    const expected =
      'We could not renew it: your bank declined ₦1,100 on your saved card, so nothing was charged.';
    expect(cardDeclinedWords(english, '₦1,100', null, null)).toBe(expected);
    expect(cardDeclinedWords(english, '₦1,100', null, undefined)).toBe(expected);
    expect(cardDeclinedWords(english, '₦1,100', null, '   ')).toBe(expected);
  });
});
