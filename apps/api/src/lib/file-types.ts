import type { FastifyReply } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadCopy, type FileKind } from '@alaafia/domain';
import { HttpError, unprocessable } from './http-errors.js';

/**
 * What an uploaded file is, by its content (magic bytes), never by its name or the type the browser
 * claims (DESIGN.md section 6). Shared by every upload route: employment letters, licence images.
 */
export const FILE_KINDS: Readonly<Record<FileKind, { mime: string; ext: string }>> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  doc: { mime: 'application/msword', ext: 'doc' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** The OLE2 compound file of Word 97-2003 (.doc), also used by .xls, .msi...: the stream name tells. */
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

const startsWith = (content: Buffer, signature: Buffer) =>
  content.length >= signature.length && content.subarray(0, signature.length).equals(signature);

/**
 * The names in a ZIP's central directory, or null when it is not a readable ZIP. Reads the End Of
 * Central Directory record (PKWARE APPNOTE 4.3.16) and walks the entries (4.3.12).
 */
function zipEntryNames(content: Buffer): string[] | null {
  // The EOCD is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, content.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = content.length - 22; i >= earliest; i -= 1) {
    if (content.readUInt32LE(i) === ZIP_END_OF_CENTRAL_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = content.readUInt16LE(eocd + 10);
  const offset = content.readUInt32LE(eocd + 16);
  const names: string[] = [];
  let p = offset;
  for (let n = 0; n < entries; n += 1) {
    if (p + 46 > content.length || content.readUInt32LE(p) !== ZIP_CENTRAL_DIRECTORY_ENTRY)
      return null;
    const nameLength = content.readUInt16LE(p + 28);
    const extraLength = content.readUInt16LE(p + 30);
    const commentLength = content.readUInt16LE(p + 32);
    if (p + 46 + nameLength > content.length) return null;
    names.push(content.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The kind of a file from its first bytes (and, for Office files, their structure), or null. */
export function detectFileKind(content: Buffer): FileKind | null {
  if (startsWith(content, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(content, PNG_SIGNATURE)) return 'png';
  if (startsWith(content, JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(content, CFB_SIGNATURE)) {
    return content.includes(WORD_DOCUMENT_STREAM) ? 'doc' : null;
  }
  if (startsWith(content, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(content);
    const isWord =
      names !== null &&
      names.includes('[Content_Types].xml') &&
      names.some((n) => n === 'word/document.xml');
    return isWord ? 'docx' : null;
  }
  return null;
}

export interface CheckedFile {
  kind: FileKind;
  mime: string;
  ext: string;
}

/**
 * Checks an uploaded file: 413 over the size limit, 422 when empty, 415 when its content is not one of
 * the allowed kinds. Answers the kind with its canonical content type and extension.
 */
export function checkUpload(
  content: Buffer,
  allowed: readonly FileKind[],
  messages: { unsupported: string; field?: string },
): CheckedFile {
  const field = messages.field ?? 'file';
  if (content.length > UPLOAD_MAX_BYTES)
    throw new HttpError(413, uploadCopy.tooLarge, { [field]: [uploadCopy.tooLarge] });
  if (content.length === 0) throw unprocessable(uploadCopy.empty, { [field]: [uploadCopy.empty] });
  const kind = detectFileKind(content);
  if (kind === null || !allowed.includes(kind))
    throw new HttpError(415, messages.unsupported, { [field]: [messages.unsupported] });
  return { kind, ...FILE_KINDS[kind] };
}

/**
 * A file name safe to show in Content-Disposition: no folders, no control or quote characters, at most
 * 120 characters, and the extension of what the file really is.
 */
export function safeFileName(original: string | undefined, ext: string, fallback: string): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .split('')
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'"<>|*?:'.includes(c))
    .join('')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 120) || fallback;
  return `${stem}.${ext}`;
}

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a customer's own file (an upload, a policy document, a receipt, their data export): always
 * as a download, never sniffed, never cached by a shared cache, and sandboxed if a browser renders it.
 */
export function sendPrivateAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | Uint8Array | string },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.body);
}
