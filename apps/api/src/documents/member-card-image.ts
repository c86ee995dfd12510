import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { MemberCard } from '@alaafia/domain';
import { formatDateIn, SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { Resvg } from '@resvg/resvg-js';
import { translatorOf } from '../lib/translators.js';
import { memberCardStatusText, memberCardWordsIn } from './member-card-document.js';
import type { Underwriter } from './policy-document.js';
import { qrMatrix } from './qr.js';

/**
 * The member card as a picture (issue 40: "the card as an image and PDF" on WhatsApp, which takes
 * PNG or JPEG images, not SVG or PDF previews): the card's lines and its QR code on one card-shaped
 * image, in the customer's language, so that a member can show it from their phone's gallery at
 * the hospital's desk. The words are the PDF's (`documents.card.*`); the typeface is the PDF's
 * (DejaVu Sans, which has the naira sign and the Yoruba, Hausa and Igbo letters); the picture is
 * drawn as SVG and rasterised by resvg (docs/decisions/2026-12-07-member-card-image.md).
 * docs/business-rules.md, 'Member card'.
 */

const require = createRequire(import.meta.url);
const FAMILY = 'DejaVu Sans';

type Fonts = { files: string[]; regular: fontkit.Font; bold: fontkit.Font };
let fonts: Fonts | null = null;
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const files = [
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  ];
  fonts = {
    files,
    regular: fontkit.create(fs.readFileSync(files[0]!)),
    bold: fontkit.create(fs.readFileSync(files[1]!)),
  };
  return fonts;
}

/** The card: the ID-1 shape (85.6 × 54 mm) at about 300 dots an inch. */
const WIDTH = 1012;
const HEIGHT = 638;
const PAD = 48;
const QR_SIZE = 300;
const TEXT_WIDTH = WIDTH - PAD * 3 - QR_SIZE;
const BRAND = '#0b6e4f';
const INK = '#1f1b16';
const MUTED = '#5b544b';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width in pixels of `text` at `size` in the card's typeface (measured, not guessed). */
function widthOf(text: string, size: number, bold: boolean): number {
  const font = bold ? loadFonts().bold : loadFonts().regular;
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size;
}

/** `text` shortened with an ellipsis to fit `width` (a long hospital or name stays on one line). */
export function fitLine(text: string, width: number, size: number, bold = false): string {
  if (widthOf(text, size, bold) <= width) return text;
  const characters = [...text];
  while (characters.length > 1 && widthOf(`${characters.join('').trimEnd()}…`, size, bold) > width)
    characters.pop();
  return `${characters.join('').trimEnd()}…`;
}

/** `text` in lines no wider than `width`, at most `most` lines (the last shortened if need be). */
function wrap(text: string, width: number, size: number, most: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next, size, false) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  kept[most - 1] = fitLine(`${kept[most - 1]} ${lines[most]}`, width, size);
  return kept;
}

function textAt(
  x: number,
  y: number,
  size: number,
  content: string,
  opts: { bold?: boolean; fill?: string } = {},
) {
  return `<text x="${x}" y="${y}" font-family="${FAMILY}" font-size="${size}"${opts.bold ? ' font-weight="bold"' : ''} fill="${opts.fill ?? INK}">${escapeXml(content)}</text>`;
}

/** The card as SVG (exported for its test: the words it carries are checked without rasterising). */
export function memberCardSvg(
  card: MemberCard,
  meta: { underwriter: Underwriter; language?: Language },
): string {
  const language = meta.language ?? SOURCE_LANGUAGE;
  const { t } = translatorOf(language);
  const words = memberCardWordsIn(language);
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" rx="28" fill="#ffffff"/>`);
  parts.push(`<rect width="${WIDTH}" height="110" rx="28" fill="${BRAND}"/>`);
  parts.push(`<rect y="80" width="${WIDTH}" height="30" fill="${BRAND}"/>`);
  parts.push(textAt(PAD, 70, 40, 'Alaafia', { bold: true, fill: '#ffffff' }));
  const title = fitLine(words.title, WIDTH - PAD * 2 - 220, 28);
  parts.push(
    `<text x="${WIDTH - PAD}" y="68" text-anchor="end" font-family="${FAMILY}" font-size="28" fill="#ffffff">${escapeXml(title)}</text>`,
  );

  let y = 175;
  parts.push(textAt(PAD, y, 40, fitLine(card.name, TEXT_WIDTH, 40, true), { bold: true }));
  y += 52;
  parts.push(textAt(PAD, y, 22, t('documents.card.memberNumber'), { fill: MUTED }));
  y += 40;
  parts.push(textAt(PAD, y, 36, card.member_number, { bold: true, fill: BRAND }));
  const rows: [string, string][] = [
    [t('documents.label.plan'), card.plan],
    [t('documents.label.hospital'), card.hospital?.name ?? words.noHospital],
    [t('documents.label.status'), memberCardStatusText(card, words)],
  ];
  if (card.valid_until)
    rows.push([t('documents.card.coveredUntil'), formatDateIn(language, card.valid_until)]);
  y += 22;
  for (const [label, value] of rows) {
    y += 44;
    parts.push(textAt(PAD, y - 22, 20, fitLine(label, TEXT_WIDTH, 20), { fill: MUTED }));
    parts.push(textAt(PAD, y + 4, 26, fitLine(value, TEXT_WIDTH, 26)));
    y += 14;
  }

  const qrTop = 150;
  const qrLeft = WIDTH - PAD - QR_SIZE;
  const matrix = qrMatrix(card.member_number);
  const cell = QR_SIZE / matrix.length;
  const squares = matrix
    .flatMap((cells, row) => cells.flatMap((dark, col) => (dark ? [`M${col} ${row}h1v1h-1z`] : [])))
    .join('');
  parts.push(
    `<g transform="translate(${qrLeft} ${qrTop}) scale(${cell})" shape-rendering="crispEdges"><path d="${squares}" fill="#000000"/></g>`,
  );
  const hint = wrap(words.atTheHospital, QR_SIZE + 10, 15, 4);
  hint.forEach((line, i) =>
    parts.push(textAt(qrLeft - 5, qrTop + QR_SIZE + 30 + i * 20, 15, line, { fill: MUTED })),
  );
  const footer = t('documents.card.footer', {
    underwriter: meta.underwriter.name,
    licence: meta.underwriter.naicomLicence,
  });
  parts.push(textAt(PAD, HEIGHT - 28, 16, fitLine(footer, WIDTH - PAD * 2, 16), { fill: MUTED }));

  const label = escapeXml(t('documents.card.document', { memberNumber: card.member_number }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>${label}</title><rect width="${WIDTH}" height="${HEIGHT}" fill="#f3efe9"/>${parts.join('')}</svg>`;
}

/** The member card as a PNG image, in the customer's language. */
export function renderMemberCardPng(
  card: MemberCard,
  meta: { underwriter: Underwriter; language?: Language },
): Buffer {
  const svg = memberCardSvg(card, meta);
  const resvg = new Resvg(svg, {
    font: {
      fontFiles: loadFonts().files,
      loadSystemFonts: false,
      defaultFontFamily: FAMILY,
    },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
