import { UPLOAD_MAX_BYTES } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { makeZip, pdfOfSize, samples } from '../../test/file-samples.js';
import { attachmentDisposition, checkUpload, detectFileKind, safeFileName } from './file-types.js';
import { HttpError } from './http-errors.js';

const letters = ['doc', 'docx', 'pdf', 'jpg', 'png'] as const;
const statusOf = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
};

describe('detectFileKind', () => {
  for (const kind of ['pdf', 'png', 'jpg', 'docx', 'doc'] as const)
    it(`When a real ${kind} is read, then it is recognised as ${kind}`, async () => {
      expect(await detectFileKind(samples[kind])).toBe(kind);
    });

  for (const name of ['exe', 'zip', 'msi', 'html'] as const)
    it(`When a ${name} is read, then it is not recognised`, async () => {
      expect(await detectFileKind(samples[name])).toBeNull();
    });

  it('When a ZIP has Word-like names only inside file data, then it is not a docx', async () => {
    const fake = makeZip({ 'readme.txt': '[Content_Types].xml word/document.xml' });
    expect(await detectFileKind(fake)).toBeNull();
  });

  it('When a file is truncated or empty, then it is not recognised', async () => {
    expect(await detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(await detectFileKind(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(await detectFileKind(samples.docx.subarray(0, samples.docx.length - 10))).toBeNull();
  });
});

describe('checkUpload', () => {
  const messages = { unsupported: 'not supported' };

  it('When an allowed file is checked, then its canonical type and extension come back', async () => {
    expect(await checkUpload(samples.docx, letters, messages)).toEqual({
      kind: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    });
  });

  it('When an executable is checked, then it is 415 with the message on the file field', async () => {
    try {
      await checkUpload(samples.exe, letters, messages);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(415);
      expect((error as HttpError).errors).toEqual({ file: ['not supported'] });
    }
  });

  it('When a kind is real but not allowed for the purpose, then it is 415', async () => {
    expect(await statusOf(() => checkUpload(samples.pdf, ['jpg', 'png'], messages))).toBe(415);
  });

  it('When a file is exactly 10 MB, then it passes; one byte more is 413', async () => {
    expect(await statusOf(() => checkUpload(pdfOfSize(UPLOAD_MAX_BYTES), letters, messages))).toBe(
      200,
    );
    expect(
      await statusOf(() => checkUpload(pdfOfSize(UPLOAD_MAX_BYTES + 1), letters, messages)),
    ).toBe(413);
  });

  it('When a file is empty, then it is 422', async () => {
    expect(await statusOf(() => checkUpload(Buffer.alloc(0), letters, messages))).toBe(422);
  });
});

describe('file names for downloads', () => {
  it('When a name carries folders, quotes or the wrong extension, then only a clean stem and the real extension are kept', async () => {
    expect(safeFileName('C:\\Users\\ada\\letter "final".pdf', 'png', 'employment_letter')).toBe(
      'letter final.png',
    );
    expect(safeFileName('../../etc/passwd', 'pdf', 'employment_letter')).toBe('passwd.pdf');
    expect(safeFileName(undefined, 'pdf', 'employment_letter')).toBe('employment_letter.pdf');
  });

  it('When a name is not ASCII, then the header has an ASCII fallback and the UTF-8 name', async () => {
    expect(attachmentDisposition('Lẹ́tà.pdf')).toBe(
      `attachment; filename="L__t_.pdf"; filename*=UTF-8''${encodeURIComponent('Lẹ́tà.pdf')}`,
    );
  });
});
