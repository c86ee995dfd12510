import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatNaira } from '@alaafia/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The documents' typeface: DejaVu Sans (regular and bold) from the dejavu-fonts-ttf package,
 * embedded as subsets. Unlike the 14 standard PDF fonts (WinAnsi only) it has the naira sign and the
 * typographic quotes and dashes. Its licence (Bitstream Vera, DejaVu changes in the public domain)
 * allows embedding and subsetting; nothing is fetched at run time.
 */
const require = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | null = null;
function documentFonts() {
  fontFiles ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

/** 120000 -> '₦120,000', as the app writes amounts. */
export function pdfMoney(naira: number): string {
  return formatNaira(naira);
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
/** Room kept above the bottom margin for the page footer (two small lines). */
const FOOTER_SPACE = 22;
const BRAND = rgb(0.05, 0.45, 0.33);
const MUTED = rgb(0.35, 0.35, 0.35);

/** A small top-to-bottom writer over pdf-lib: headings, label/value rows, wrapped paragraphs, bullets. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly drawable: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.drawable = new Set(regular.getCharacterSet());
    this.newPage();
  }

  /** Characters the font lacks become '?', the rest (the naira sign included) are drawn as they are. */
  private clean(text: string): string {
    return [...text.replace(/\r/g, '')]
      .map((c) => (c === '\n' || this.drawable.has(c.codePointAt(0)!) ? c : '?'))
      .join('');
  }

  static async create(meta: {
    title: string;
    subject: string;
    createdAt: Date;
    /** The language its words are in (issue 42): the PDF says so, for screen readers. */
    language?: string;
  }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(meta.title);
    doc.setLanguage(meta.language === 'en' || !meta.language ? 'en-NG' : meta.language);
    doc.setSubject(meta.subject);
    doc.setAuthor('Alaafia');
    doc.setCreator('Alaafia');
    doc.setProducer('Alaafia');
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    const fonts = documentFonts();
    const regular = await doc.embedFont(fonts.regular, { subset: true });
    const bold = await doc.embedFont(fonts.bold, { subset: true });
    return new PdfWriter(doc, regular, bold);
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private write(
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      x?: number;
      color?: ReturnType<typeof rgb>;
      width?: number;
    },
  ) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4.width - MARGIN - x;
    for (const line of this.wrap(text, font, size, width)) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
  }

  title(text: string, subtitle?: string) {
    this.write('Alaafia', { font: this.bold, size: 12, color: BRAND });
    this.write(text, { font: this.bold, size: 18 });
    if (subtitle) this.write(subtitle, { size: 10, color: MUTED });
    this.gap(8);
  }

  /**
   * A heading in the brand colour. It starts a new page unless it and {keepTogether} points of what
   * follows fit (at least its first lines), so no heading or closing block is left alone on a page.
   */
  section(text: string, keepTogether = 60) {
    this.gap(8);
    this.ensure(keepTogether);
    this.write(text, { font: this.bold, size: 12, color: BRAND });
    this.gap(2);
  }

  row(label: string, value: string) {
    const size = 10;
    const startY = this.y;
    this.write(label, { font: this.bold, size, width: 190 });
    const afterLabel = this.y;
    this.y = startY;
    this.write(value, { size, x: MARGIN + 200 });
    this.y = Math.min(this.y, afterLabel);
  }

  paragraph(text: string, muted = false) {
    this.write(text, { size: 10, ...(muted ? { color: MUTED } : {}) });
  }

  bullet(title: string, description?: string) {
    this.write(`- ${title}${description ? `: ${description}` : ''}`, { size: 10, x: MARGIN + 8 });
  }

  gap(points: number) {
    this.y -= points;
  }

  /**
   * A QR code (documents/qr.ts's matrix) drawn as dark squares, {size} points wide with its quiet
   * zone, at the left margin below what was written; a {caption} under it.
   */
  qr(matrix: readonly (readonly boolean[])[], size: number, caption?: string) {
    const quiet = 4;
    const cell = size / (matrix.length + quiet * 2);
    this.ensure(size + 20);
    const top = this.y;
    matrix.forEach((cells, row) =>
      cells.forEach((dark, col) => {
        if (!dark) return;
        this.page.drawRectangle({
          x: MARGIN + (col + quiet) * cell,
          y: top - (row + quiet + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }),
    );
    this.y = top - size;
    if (caption) this.write(caption, { size: 9, color: MUTED });
  }

  /**
   * Lines at the foot of every page ({page} and {pages} from 1), drawn once the content is laid out,
   * so a page only exists because content needed it: no page holds a footer alone.
   */
  footer(lines: (page: number, pages: number) => string[]) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = lines(index + 1, pages.length);
      let y = MARGIN - 4 + 11 * (text.length - 1);
      for (const line of text) {
        // One line each: a long line is drawn smaller rather than wrapped into the next.
        const clean = this.clean(line);
        let size = 8;
        while (size > 6 && this.regular.widthOfTextAtSize(clean, size) > A4.width - 2 * MARGIN) {
          size -= 0.5;
        }
        page.drawText(clean, { x: MARGIN, y, size, font: this.regular, color: MUTED });
        y -= 11;
      }
    });
  }

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
