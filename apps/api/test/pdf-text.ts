import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/** code (hex, as drawn) -> text, from a font's ToUnicode CMap (bfchar and bfrange entries). */
type CMap = Map<string, string>;

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code!.toUpperCase(), utf16(unicode!));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, start] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(lo!, 16);
      const base = parseInt(start!, 16);
      for (let code = first; code <= parseInt(hi!, 16); code += 1) {
        map.set(
          code.toString(16).toUpperCase().padStart(lo!.length, '0'),
          String.fromCharCode(base + code - first),
        );
      }
    }
  }
  return map;
}

const streamText = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

function contentStreams(context: PDFContext, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents ? context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) {
    return resolved
      .asArray()
      .map((item) => context.lookup(item))
      .filter((item): item is PDFRawStream => item instanceof PDFRawStream);
  }
  return [];
}

/**
 * The text of each page of a PDF made by our writer (pdf-lib): every `Tj` is one drawn line. Text in
 * an embedded font is written as glyph codes, read back through that font's ToUnicode CMap; text in
 * a standard font is read as it is. Enough to assert what a document says, and on which page.
 */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const context = page.node.context;
    const cmaps = new Map<string, CMap | null>();
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      cmaps.set(
        name.decodeText(),
        toUnicode instanceof PDFRawStream ? parseCMap(streamText(toUnicode)) : null,
      );
    }
    const lines: string[] = [];
    for (const stream of contentStreams(context, page.node.Contents())) {
      let cmap: CMap | null = null;
      for (const op of streamText(stream).matchAll(
        /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (op[1] !== undefined) {
          cmap = cmaps.get(op[1]) ?? null;
          continue;
        }
        const hex = op[2]!.toUpperCase();
        if (!cmap) {
          lines.push(Buffer.from(hex, 'hex').toString('latin1'));
          continue;
        }
        const font = cmap;
        const width = [...font.keys()][0]?.length ?? 4;
        lines.push(
          (hex.match(new RegExp(`.{${width}}`, 'g')) ?? []).map((c) => font.get(c) ?? '?').join(''),
        );
      }
    }
    return lines.join('\n');
  });
}

/** The whole document's text, page after page. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}

/** Each page's content streams as text (the drawing operators), for checks on what is drawn. */
export async function pdfContent(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) =>
    contentStreams(page.node.context, page.node.Contents())
      .map((s) => streamText(s))
      .join('\n'),
  );
}
