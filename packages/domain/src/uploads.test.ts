import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  EMPLOYMENT_LETTER_FILE_KINDS,
  uploadCopy,
  uploadTokenOf,
  uploadUrl,
} from './uploads.js';

describe('upload urls', () => {
  const token = 'AbC_def-123456789012345678901234567890ABCDE';

  it('When a url is made and read back, relative or absolute, then the token comes back', () => {
    expect(uploadUrl(token)).toBe(`/api/local/uploads/${token}`);
    expect(uploadTokenOf(uploadUrl(token))).toBe(token);
    expect(uploadTokenOf(`https://alaafia.ng/api/local/uploads/${token}`)).toBe(token);
  });

  it('When a url is not one of ours, then there is no token', () => {
    for (const url of [
      'not-provided',
      `https://files.example.com/${token}`,
      `/api/local/uploads/${token}/../x`,
      '/api/local/uploads/short',
      `/api/local/uploads/${token}?x=1`,
    ])
      expect(uploadTokenOf(url), url).toBeNull();
  });
});

describe('employment letter files', () => {
  it("When the kinds are read, then they are the spec's 'Docs, Pdfs, JPG, PNGs'", () => {
    expect([...EMPLOYMENT_LETTER_FILE_KINDS].sort()).toEqual(['doc', 'docx', 'jpg', 'pdf', 'png']);
    expect(uploadCopy.employmentLetterHelp).toBe(
      'Upload your employment letter, payslips and any other documents. Files supported: Docs, Pdfs, JPG, PNGs.',
    );
  });

  it('When the accept attribute is made, then it names each extension and type', () => {
    expect(acceptAttribute(['pdf', 'jpg'])).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg');
  });
});
