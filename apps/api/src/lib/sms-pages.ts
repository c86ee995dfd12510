/**
 * What an SMS costs (issue 42; docs/business-rules.md, 'What an SMS costs'): networks bill by the
 * page. A text written wholly in the GSM 03.38 alphabet (GSM-7) takes 160 characters on one page,
 * 153 a page when it needs several (the rest of each page joins them up); a single character
 * outside it (a Yoruba tone mark, a subdot, Hausa's ɓ ɗ ƙ ƴ, Igbo's ị ọ ụ ṅ, the naira sign ₦)
 * sends the whole text in UCS-2: 70 UTF-16 code units on one page, 67 a page beyond. The GSM-7
 * extension characters (^ { } \ [ ~ ] | €) take two places each.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

interface SmsPages {
  encoding: 'GSM-7' | 'UCS-2';
  /** Places used: GSM-7 septets (an extension character two), or UCS-2's UTF-16 code units. */
  length: number;
  pages: number;
  /** The characters that made it UCS-2 (none for GSM-7). */
  outside: string[];
}

export function smsPages(text: string): SmsPages {
  const outside = [
    ...new Set([...text].filter((c) => !GSM7_BASIC.has(c) && !GSM7_EXTENSION.has(c))),
  ];
  if (outside.length === 0) {
    const length = [...text].reduce((n, c) => n + (GSM7_EXTENSION.has(c) ? 2 : 1), 0);
    return {
      encoding: 'GSM-7',
      length,
      pages: length <= 160 ? 1 : Math.ceil(length / 153),
      outside,
    };
  }
  const length = text.length;
  return { encoding: 'UCS-2', length, pages: length <= 70 ? 1 : Math.ceil(length / 67), outside };
}
