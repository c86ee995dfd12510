import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants.js';
import {
  acceptAttribute,
  uploadCopy,
  uploadResultSchema,
  uploadTokenOf,
  uploadTypeSchema,
} from './uploads.js';

/** Uploads' hints, addresses and answers at their edges (issue 43). */
const token = 'abcdefghijklmnop';

describe('the browser’s accept hint', () => {
  it('When Word documents and PNG pictures are accepted, then their extensions and types are in the hint', () => {
    const accept = acceptAttribute(['doc', 'docx', 'png']).split(',');
    for (const part of ['.doc', 'application/msword', '.docx', '.png', 'image/png'])
      expect(accept, part).toContain(part);
    expect(accept).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('When a file is too large, then the customer reads the limit in megabytes', () => {
    expect(uploadCopy.tooLarge).toBe(
      `This file is too large. Files can be at most ${UPLOAD_MAX_BYTES / 1_048_576} MB.`,
    );
    expect(uploadCopy.tooLarge).toMatch(/at most \d+ MB\./);
  });
});

describe('an upload’s address', () => {
  it('When the address is on http or has spaces around, then its token is read; with anything before it, not', () => {
    expect(uploadTokenOf(`http://localhost:3000/api/local/uploads/${token}`)).toBe(token);
    expect(uploadTokenOf(` /api/local/uploads/${token} `)).toBe(token);
    expect(uploadTokenOf(`x/api/local/uploads/${token}`)).toBeNull();
  });

  it('When the type is not one of the upload types, then the customer is asked what the file is', () => {
    expect(uploadTypeSchema.safeParse('selfie').error!.issues.map((i) => i.message)).toEqual([
      uploadCopy.typeInvalid,
    ]);
  });

  it('When an upload is answered, then every field is kept', () => {
    const result = {
      file_url: `/api/local/uploads/${token}`,
      type: 'claim_document',
      content_type: 'application/pdf',
      size: 2048,
      original_name: 'receipt.pdf',
    };
    expect(uploadResultSchema.parse(result)).toEqual(result);
  });
});
