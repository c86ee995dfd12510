import { z } from './zod.js';
import { UPLOAD_MAX_BYTES } from './constants.js';

/**
 * Files customers upload (income-protection.md section 2, stage 92; docs/architecture.md, 'Personal data'). What a file
 * is, is decided by its content (magic bytes), never by its name or the type the browser claims.
 */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

/** 'Files supported: Docs, Pdfs, JPG, PNGs.' */
export const EMPLOYMENT_LETTER_FILE_KINDS = [
  'doc',
  'docx',
  'pdf',
  'jpg',
  'png',
] as const satisfies readonly FileKind[];

/** The upload purposes of POST /local/upload/s3 and the kinds of file each accepts. */
export const UPLOAD_TYPES = {
  employment_letter: EMPLOYMENT_LETTER_FILE_KINDS,
  /** Claim evidence (issue 17): the same kinds, content checks and storage as the employment letter. */
  claim_document: EMPLOYMENT_LETTER_FILE_KINDS,
} as const satisfies Record<string, readonly FileKind[]>;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** The browser's accept attribute for a list of kinds (a hint only: the server checks the content). */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  const byKind: Record<FileKind, string> = {
    pdf: '.pdf,application/pdf',
    doc: '.doc,application/msword',
    docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    jpg: '.jpg,.jpeg,image/jpeg',
    png: '.png,image/png',
  };
  return kinds.map((k) => byKind[k]).join(',');
}

const maxMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

export const uploadCopy = {
  /** The help text of the employment-letter step, word for word. */
  employmentLetterHelp:
    'Upload your employment letter, payslips and any other documents. Files supported: Docs, Pdfs, JPG, PNGs.',
  employmentLetterUnsupported:
    'This type of file is not supported. Files supported: Docs, Pdfs, JPG, PNGs.',
  tooLarge: `This file is too large. Files can be at most ${maxMegabytes} MB.`,
  fileRequired: 'Please choose a file to upload',
  empty: 'This file is empty. Please choose another file.',
  typeInvalid: 'Please say what this file is (employment_letter or claim_document)',
} as const;

/** Where an upload is served: only its owner can fetch it. */
export const UPLOAD_URL_PREFIX = '/api/local/uploads/';

export function uploadUrl(token: string): string {
  return `${UPLOAD_URL_PREFIX}${token}`;
}

/**
 * The token of an upload url, relative ('/api/local/uploads/abc') or absolute
 * ('https://alaafia.ng/api/local/uploads/abc'), or null for anything else.
 */
export function uploadTokenOf(url: string): string | null {
  const m = /^(?:https?:\/\/[^/\s]+)?\/api\/local\/uploads\/([A-Za-z0-9_-]{16,128})$/.exec(
    url.trim(),
  );
  return m?.[1] ?? null;
}

export const uploadTypeSchema = z.enum(Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]], {
  error: uploadCopy.typeInvalid,
});

export const uploadResultSchema = z.object({
  file_url: z.string(),
  type: uploadTypeSchema,
  content_type: z.string(),
  size: z.number(),
  original_name: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
