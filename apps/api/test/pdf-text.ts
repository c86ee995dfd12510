import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made with pdf-lib's standard fonts: each stream is cut out by its /Length
 * (not by searching for 'endstream', which compressed bytes can imitate), inflated when it is
 * compressed, and its hex strings (what drawText writes) decoded. Enough to assert what a document
 * says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const lengths = [...match[1]!.matchAll(/\/Length (\d+)/g)];
    const length = Number(lengths.at(-1)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = match.index + match[0].length;
    const bytes = Buffer.from(raw.slice(start, start + length), 'latin1');
    let content = bytes.toString('latin1');
    if (/\/FlateDecode/.test(match[1]!)) {
      try {
        content = inflateSync(bytes).toString('latin1');
      } catch {
        continue; // not a stream we can read
      }
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}
