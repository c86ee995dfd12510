import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { fitLine, memberCardSvg, renderMemberCardPng } from '../src/documents/member-card-image.js';

// The member card as a picture (issue 40: the card on WhatsApp as an image and a PDF; the card page
// offers it too): its lines and QR code drawn on one card, in the customer's language, with the PDF's
// typeface so Yoruba, Hausa and Igbo letters are drawn (docs/business-rules.md, 'Member card').

const card = {
  member_number: 'ALF-HI-000123',
  name: 'Adéwálé Ọláọlúwa',
  plan: 'Gold',
  policy_number: 'POL-1',
  hospital: { id: 1, name: 'Reddington Hospital, Victoria Island' },
  status: 'active',
  paused_reason: null,
  valid_until: '2027-01-31',
} as never;
const meta = { underwriter: { name: 'Example Underwriter Plc', naicomLicence: 'EX-0' } };

/** Width and height from a PNG's header (IHDR), and its signature checked. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The share of dark pixels in a rectangle of the rendered card (RGBA, luminance under half). */
function darkShare(svg: string, box: { x: number; y: number; w: number; h: number }) {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  let dark = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * image.width + x) * 4;
      if (image.pixels[i]! + image.pixels[i + 1]! + image.pixels[i + 2]! < 384) dark++;
    }
  return dark / (box.w * box.h);
}

describe('The member card as a picture', () => {
  it('When a Yoruba member’s card is drawn, then its labels are Yoruba and it carries the name, number, plan, hospital and cover date', () => {
    const svg = memberCardSvg(card, { ...meta, language: 'yo' });
    for (const words of [
      'Adéwálé Ọláọlúwa',
      'ALF-HI-000123',
      'Nọ́ńbà ọmọ ẹgbẹ́',
      'Ètò',
      'Gold',
      'Reddington Hospital',
      'Example Underwriter Plc',
    ])
      expect(svg.normalize('NFC')).toContain(words.normalize('NFC'));
    expect(svg).not.toContain('Member number');
  });

  it('When it is rendered, then it is a card-shaped PNG whose QR corner is black modules and whose text is drawn with the embedded typeface', () => {
    const png = renderMemberCardPng(card, { ...meta, language: 'en' });
    expect(pngSize(png)).toEqual({ width: 1012, height: 638 });
    // The QR code's top-left finder pattern (the code's 7 modules at its top-left corner) is solid black.
    const svg = memberCardSvg(card, { ...meta, language: 'en' });
    expect(darkShare(svg, { x: 666, y: 152, w: 20, h: 8 })).toBe(1);
    // A longer name draws different pixels: the words are drawn, not lost for want of a font.
    const other = renderMemberCardPng(
      { ...(card as object), name: 'Chukwuemeka Obi' } as never,
      meta,
    );
    expect(other.equals(png)).toBe(false);
  });

  it('When a name or hospital is too long for the card, then it is shortened with an ellipsis to fit, never drawn over the QR code', () => {
    const long = 'Federal Medical Centre, Abeokuta (Idi-Aba) Specialist Outpatients Annex';
    const fitted = fitLine(long, 300, 26);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitted.length).toBeLessThan(long.length);
    expect(fitLine('Gold', 300, 26)).toBe('Gold');
    const svg = memberCardSvg(
      { ...(card as object), hospital: { id: 1, name: long } } as never,
      meta,
    );
    expect(svg).not.toContain(long);
    expect(svg).toContain(fitLine(long, 1012 - 48 * 3 - 300, 26));
  });
});
