import { formatThousands } from '@alaafia/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** The standard PDF fonts speak WinAnsi: the naira sign and other characters outside it are spelt out. */
export function pdfText(text: string): string {
  return text
    .replace(/₦\s?/g, 'NGN ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF\n]/g, '?');
}

/** 120000 -> 'NGN 120,000' (the naira sign is not in the standard fonts). */
export function pdfMoney(naira: number): string {
  return `NGN ${formatThousands(naira)}`;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BRAND = rgb(0.05, 0.45, 0.33);
const MUTED = rgb(0.35, 0.35, 0.35);

/** A small top-to-bottom writer over pdf-lib: headings, label/value rows, wrapped paragraphs, bullets. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: {
    title: string;
    subject: string;
    createdAt: Date;
  }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(meta.title));
    doc.setSubject(pdfText(meta.subject));
    doc.setAuthor('Alaafia');
    doc.setCreator('Alaafia');
    doc.setProducer('Alaafia');
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfText(text).split('\n')) {
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

  section(text: string) {
    this.gap(8);
    this.ensure(30);
    this.write(text, { font: this.bold, size: 12, color: BRAND });
    this.gap(2);
  }

  row(label: string, value: string) {
    const size = 10;
    const startY = this.y;
    this.write(label, { font: this.bold, size, width: 160 });
    const afterLabel = this.y;
    this.y = startY;
    this.write(value, { size, x: MARGIN + 170 });
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

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
