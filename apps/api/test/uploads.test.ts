import fs from 'node:fs';
import path from 'node:path';
import { uploadCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/index.js';
import { multipart, pdfOfSize, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

async function upload(
  cookie: string | undefined,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const { payload, headers } = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
const download = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const uploadsOf = (customerId: number) =>
  t.database.db.select().from(uploads).where(eq(uploads.customerId, customerId));
const letter = { type: 'employment_letter' };

describe('POST /local/upload/s3', () => {
  for (const { kind, name, mime } of [
    { kind: 'pdf', name: 'letter.pdf', mime: 'application/pdf' },
    {
      kind: 'docx',
      name: 'letter.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { kind: 'doc', name: 'letter.doc', mime: 'application/msword' },
    { kind: 'jpg', name: 'payslip.jpeg', mime: 'image/jpeg' },
    { kind: 'png', name: 'payslip.png', mime: 'image/png' },
  ] as const)
    it(`When a ${kind} employment letter is uploaded, then it is 200 with a file_url and stored on disk`, async () => {
      const { id, cookie } = await signUp(t.app);
      const res = await upload(cookie, letter, { name, content: samples[kind] });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        type: 'employment_letter',
        content_type: mime,
        size: samples[kind].length,
      });
      expect(data.file_url).toMatch(/^\/api\/local\/uploads\/[A-Za-z0-9_-]{43}$/);
      const [row] = await uploadsOf(id);
      expect(row).toMatchObject({ type: 'employment_letter', contentType: mime });
      expect(row!.storageKey).toMatch(
        new RegExp(`^customers/${id}/employment_letter/[0-9a-f]{32}\\.${kind}$`),
      );
      expect(data.file_url).toBe(`/api/local/uploads/${row!.token}`);
      expect(fs.readFileSync(path.join(t.dataDir, 'uploads', row!.storageKey))).toEqual(
        samples[kind],
      );
    });

  it('When an executable renamed .pdf is uploaded, then it is 415 and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await upload(cookie, letter, {
      name: 'letter.pdf',
      content: samples.exe,
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: uploadCopy.employmentLetterUnsupported,
      errors: { file: [uploadCopy.employmentLetterUnsupported] },
    });
    expect(await uploadsOf(id)).toHaveLength(0);
  });

  it('When a zip or an HTML page is uploaded as a letter, then it is 415', async () => {
    const { cookie } = await signUp(t.app);
    for (const [name, content] of [
      ['letter.docx', samples.zip],
      ['letter.doc', samples.msi],
      ['letter.html', samples.html],
    ] as const) {
      expect((await upload(cookie, letter, { name, content })).statusCode, name).toBe(415);
    }
  });

  it('When an 11 MB file is uploaded, then it is 413 with the size message and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await upload(cookie, letter, {
      name: 'letter.pdf',
      content: pdfOfSize(11 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(uploadCopy.tooLarge);
    expect(await uploadsOf(id)).toHaveLength(0);
  });

  it('When a file of exactly 10 MB is uploaded, then it is accepted', async () => {
    const { cookie } = await signUp(t.app);
    const res = await upload(cookie, letter, {
      name: 'letter.pdf',
      content: pdfOfSize(10 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(200);
  });

  it('When no file or no type is sent, then it is 422 on that field', async () => {
    const { id, cookie } = await signUp(t.app);
    const noFile = await upload(cookie, letter);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual([uploadCopy.fileRequired]);
    const noType = await upload(cookie, {}, { name: 'letter.pdf', content: samples.pdf });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.type).toEqual([uploadCopy.typeInvalid]);
    const badType = await upload(
      cookie,
      { type: 'passport' },
      { name: 'a.pdf', content: samples.pdf },
    );
    expect(badType.statusCode).toBe(422);
    const empty = await upload(cookie, letter, { name: 'letter.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(uploadCopy.empty);
    expect(await uploadsOf(id)).toHaveLength(0);
  });

  it('When two files are sent at once, then it is refused and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const form = new FormData();
    form.append('type', 'employment_letter');
    form.append('file', new Blob([new Uint8Array(samples.pdf)]), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(samples.pdf)]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { cookie, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(413);
    expect(await uploadsOf(id)).toHaveLength(0);
  });

  it('When nobody is signed in, then it is 401 and nothing is stored', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const res = await upload(undefined, letter, { name: 'letter.pdf', content: samples.pdf });
    expect(res.statusCode).toBe(401);
    expect((await t.database.db.select().from(uploads)).length).toBe(before);
  });
});

describe('GET /local/uploads/{token}', () => {
  it('When the owner fetches the file, then it comes back as an attachment with its type and nosniff', async () => {
    const { cookie } = await signUp(t.app);
    const url = (
      await upload(cookie, letter, { name: 'My letter.pdf', content: samples.pdf })
    ).json().data.file_url as string;
    const res = await download(cookie, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(samples.pdf);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="My letter.pdf"; filename*=UTF-8''My%20letter.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('When a PNG was uploaded with a .pdf name, then it downloads as .png with image/png', async () => {
    const { cookie } = await signUp(t.app);
    const url = (await upload(cookie, letter, { name: 'scan.pdf', content: samples.png })).json()
      .data.file_url as string;
    const res = await download(cookie, url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('filename="scan.png"');
  });

  it('When another customer asks for the file, then it is 404, exactly as for a file that does not exist', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const url = (await upload(owner.cookie, letter, { name: 'a.pdf', content: samples.pdf })).json()
      .data.file_url as string;
    const theirs = await download(other.cookie, url);
    const missing = await download(other.cookie, '/api/local/uploads/doesNotExistAtAll1234567890');
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('When nobody is signed in, then it is 401', async () => {
    const { cookie } = await signUp(t.app);
    const url = (await upload(cookie, letter, { name: 'a.pdf', content: samples.pdf })).json().data
      .file_url as string;
    expect((await download(undefined, url)).statusCode).toBe(401);
  });
});
