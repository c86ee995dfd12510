import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made with pdf-lib's standard fonts: each content stream is inflated and
 * its hex strings (what drawText writes) decoded. Enough to assert what a document says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!;
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}
