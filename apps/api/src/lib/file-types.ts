import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES, uploadCopy, type FileKind } from '@alaafia/domain';
import { HttpError, unprocessable } from './http-errors.js';

/**
 * What an uploaded file is, by its content (read by the `file-type` package), never by its name or the type the browser
 * claims (docs/architecture.md, 'Personal data'). Shared by every upload route: employment letters, licence images.
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

/** What file-type calls each kind we accept; anything else it recognises (or not) is refused. */
const KIND_OF_DETECTED: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  docx: 'docx',
  cfb: 'doc',
};

/** Word 97-2003 (.doc) is an OLE2 compound file, like .xls and .msi: its WordDocument stream tells. */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Whether a ZIP ends with its whole End Of Central Directory record (PKWARE APPNOTE 4.3.16): the
 * signature, 18 more bytes, then exactly the comment length it declares.
 */
const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
function endsAsZip(content: Buffer): boolean {
  const at = content.lastIndexOf(ZIP_END_OF_CENTRAL_DIRECTORY);
  return (
    at >= 0 &&
    at + 22 <= content.length &&
    content.readUInt16LE(at + 20) === content.length - at - 22
  );
}

/**
 * The kind of a file from its content, or null. The `file-type` package reads the signature (and,
 * for ZIP-based Office files, the package's parts, so a .docx is told from an .xlsx or a plain
 * ZIP); on top of it our policy: only the kinds above, a compound file only when it is Word's, and
 * a .docx only when it is whole.
 */
export async function detectFileKind(content: Buffer): Promise<FileKind | null> {
  // A file too broken for the parser to finish reading is not one of ours either.
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  const kind = detected ? KIND_OF_DETECTED[detected.ext] : undefined;
  if (!kind) return null;
  if (kind === 'doc' && !content.includes(WORD_DOCUMENT_STREAM)) return null;
  // file-type reads a ZIP from its start; a package cut short (no central directory) will not open.
  if (kind === 'docx' && !endsAsZip(content)) return null;
  return kind;
}

interface CheckedFile {
  kind: FileKind;
  mime: string;
  ext: string;
}

/**
 * Checks an uploaded file: 413 over the size limit, 422 when empty, 415 when its content is not one of
 * the allowed kinds. Answers the kind with its canonical content type and extension.
 */
export async function checkUpload(
  content: Buffer,
  allowed: readonly FileKind[],
  messages: { unsupported: string; field?: string },
): Promise<CheckedFile> {
  const field = messages.field ?? 'file';
  if (content.length > UPLOAD_MAX_BYTES)
    throw new HttpError(413, uploadCopy.tooLarge, { [field]: [uploadCopy.tooLarge] });
  if (content.length === 0) throw unprocessable(uploadCopy.empty, { [field]: [uploadCopy.empty] });
  const kind = await detectFileKind(content);
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
 * The documented 200 of a route that answers with sendPrivateAttachment: the file's bytes, in one of
 * `contentTypes`, as a download (for the OpenAPI document; the bytes are sent as they are).
 */
export function attachmentAnswer(description: string, contentTypes: readonly string[]) {
  const file = z.string().meta({ description: 'The file, as a download (Content-Disposition)' });
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: file }])),
  };
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

/** The types a browser shows itself, safely: a PDF and the two picture formats we accept. */
const INLINE_EVIDENCE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * Sends a customer's evidence to a back-office reviewer: a PDF or a picture inline, framable only
 * by our own pages (the review page shows it beside the facts), never sniffed or cached; anything
 * else (a Word file) as a download, like sendPrivateAttachment.
 */
export function sendEvidenceInline(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | Uint8Array },
) {
  if (!INLINE_EVIDENCE.has(file.contentType)) return sendPrivateAttachment(reply, file);
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(file.body);
}
