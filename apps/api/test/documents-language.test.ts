import { describe, expect, it } from 'vitest';
import { renderMemberCard } from '../src/documents/member-card-document.js';
import { receiptLine, renderReceipt } from '../src/documents/receipt-document.js';
import { pdfText } from './pdf-text.js';

// The customer-facing words of our PDFs in the customer's language (issue 42), drawn with a font
// that has Yoruba's tone marks and subdots, Hausa's hooked letters and Igbo's dotted vowels: no
// character is lost (the writer turns a character its font lacks into '?').

const card = {
  member_number: 'ALF-HI-000123',
  name: 'Adéwálé Ọláọlúwa',
  plan: 'Gold',
  policy_number: 'POL-1',
  hospital: null,
  status: 'paused',
  paused_reason: 'payment',
  valid_until: '2027-01-31',
} as never;
const meta = {
  underwriter: { name: 'Example Underwriter Plc', naicomLicence: 'EX-0' },
  issuedAt: new Date('2026-12-07T10:00:00Z'),
};
/** Text extraction may give a combining mark apart from its letter: compare composed forms. */
const composed = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

describe('PDFs in the customer language', () => {
  it('When a Yoruba customer downloads their member card, then its words are Yoruba, tone marks and subdots drawn', async () => {
    const text = composed(await pdfText(await renderMemberCard(card, { ...meta, language: 'yo' })));
    expect(text).toContain('Káàdì ọmọ ẹgbẹ́ ètò ìlera'.normalize('NFC'));
    expect(text).toContain('Ó ti dúró: a kò tíì san owó ààbò'.normalize('NFC'));
    expect(text).toContain('lọ sí ilé-ìwòsàn rẹ lẹ́sẹ̀kẹsẹ̀'.normalize('NFC'));
    expect(text).toContain('Adéwálé Ọláọlúwa'.normalize('NFC'));
    expect(text).not.toContain('?');
  });

  it("When a Hausa customer's card is drawn, then its words and its month are Hausa and the hooked letters are drawn", async () => {
    const text = composed(await pdfText(await renderMemberCard(card, { ...meta, language: 'ha' })));
    expect(text).toContain('Ba a zaɓi asibiti ba tukuna');
    expect(text).toContain('An dakatar: ba a biya kuɗin inshora ba');
    expect(text).toContain('Inshora za ta ƙare ranar');
    expect(text).toContain('Lambar tsarin inshora');
    expect(text).toContain('Mai ɗaukar nauyi');
    // Its day with the Hausa month, as CLDR writes it (packages/i18n, formatDateIn).
    expect(text).toContain('31 Janairu, 2027');
    expect(text).not.toContain('January');
    expect(text).not.toContain('?');
  });

  it("When an Igbo customer's card is drawn, then the dotted vowels are drawn", async () => {
    const text = composed(await pdfText(await renderMemberCard(card, { ...meta, language: 'ig' })));
    expect(text).toContain('Kaadị onye otu atụmatụ ahụike');
    expect(text).toContain('Ị họrọbeghị ụlọ ọgwụ');
    expect(text).not.toContain('?');
  });

  it('When a Yoruba receipt is drawn, then its labels are Yoruba and its amounts as the app writes them', async () => {
    const pdf = await renderReceipt({
      invoiceNumber: 'INV-1',
      issuedAt: meta.issuedAt,
      customer: { name: 'Ngozi Ụzọ', email: 'n@example.ng', phone: '08030000000' },
      paymentReference: 'ALF-1',
      paidAt: meta.issuedAt,
      channel: 'card',
      lines: [
        {
          description: receiptLine('yo', {
            product: 'Health Insurance',
            plan: 'Gold',
            months: 1,
            discountPercent: null,
          }),
          amount: 5000,
        },
      ],
      total: 5000,
      policyNumber: 'POL-1',
      language: 'yo',
    });
    const text = composed(await pdfText(pdf));
    expect(text).toContain('Ìwé-ẹ̀rí ìsanwó'.normalize('NFC'));
    expect(text).toContain('Àpapọ̀ owó tí o san'.normalize('NFC'));
    expect(text).toContain('₦5,000');
    expect(text).toContain('Ngozi Ụzọ');
    // The product named by its catalogue entry (frame.product.title.HI), not the English title.
    expect(text).toContain('Ìbánigbófò ìlera'.normalize('NFC'));
    expect(text).not.toContain('Health Insurance');
  });

  it('When a receipt is in English, then its line reads as before', () => {
    expect(
      receiptLine('en', {
        product: 'Income Protection',
        plan: 'Basic',
        months: 3,
        discountPercent: 10,
      }),
    ).toBe('Income Protection (Basic), 3 months of cover, 10% referral discount');
    expect(
      receiptLine('en', { product: 'Health', plan: 'Gold', months: null, discountPercent: null }),
    ).toBe('Health (Gold), first month free');
  });
});
