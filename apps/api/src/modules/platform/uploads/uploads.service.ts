import { createHash, randomBytes } from 'node:crypto';
import {
  UPLOAD_TYPES,
  uploadCopy,
  uploadTokenOf,
  uploadUrl,
  type UploadResult,
  type UploadType,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { checkUpload, safeFileName } from '../../../lib/file-types.js';
import { notFound } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { newToken } from '../../../lib/tokens.js';
import { findOwnUpload, insertUpload, type UploadRow } from './uploads.repo.js';

/** A letter, payslips and a few retries; more in an hour is not a customer uploading their papers. */
const uploadRateLimit: RateLimitRule = {
  name: 'upload:customer',
  limit: 30,
  windowMs: 60 * 60_000,
};

const unsupportedMessage: Record<UploadType, string> = {
  employment_letter: uploadCopy.employmentLetterUnsupported,
  claim_document: uploadCopy.employmentLetterUnsupported,
};

/** The customer's own upload that a url (from POST /local/upload/s3) points at, or null. */
export async function findOwnUploadByUrl(
  db: DbOrTx,
  customerId: number,
  url: string | null | undefined,
  type?: UploadType,
): Promise<UploadRow | null> {
  const token = url ? uploadTokenOf(url) : null;
  return token ? findOwnUpload(db, customerId, token, type) : null;
}

export function createUploadsService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * Keeps a customer's file: checked by content against what the purpose allows, stored under a key
     * the server makes, recorded with a random token that the file's url carries.
     */
    async upload(
      customerId: number,
      input: { type: UploadType; content: Buffer; fileName: string | undefined },
    ): Promise<UploadResult> {
      await ctx.rateLimiter.consume(uploadRateLimit, String(customerId));
      const checked = await checkUpload(input.content, UPLOAD_TYPES[input.type], {
        unsupported: unsupportedMessage[input.type],
      });
      const key = `customers/${customerId}/${input.type}/${randomBytes(16).toString('hex')}.${checked.ext}`;
      const originalName = safeFileName(input.fileName, checked.ext, input.type);
      await ctx.storage.put(key, input.content, checked.mime);
      let row: UploadRow;
      try {
        row = await insertUpload(db, {
          customerId,
          type: input.type,
          storageKey: key,
          token: newToken(),
          originalName,
          contentType: checked.mime,
          size: input.content.length,
          contentSha256: createHash('sha256').update(input.content).digest('hex'),
        });
      } catch (error) {
        await ctx.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return {
        file_url: uploadUrl(row.token),
        type: input.type,
        content_type: row.contentType,
        size: row.size,
        original_name: row.originalName,
      };
    },

    /** The file behind a url, for its owner only: anyone else gets the same 404 as for no file at all. */
    async download(customerId: number, token: string) {
      const row = await findOwnUpload(db, customerId, token);
      if (!row) throw notFound();
      const stored = await ctx.storage.get(row.storageKey);
      if (!stored) throw notFound();
      return { content: stored.content, contentType: row.contentType, fileName: row.originalName };
    },
  };
}
