import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, type S3StorageConfig } from '../src/integrations/storage/s3.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';

/**
 * A fake S3 bucket in the shapes of the S3 REST API: PutObject answers 200 with an ETag, GetObject the
 * bytes with their Content-Type or 404 with the NoSuchKey XML error, DeleteObject 204
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html, .../API_GetObject.html,
 * .../API_DeleteObject.html, .../ErrorResponses.html).
 */
function fakeBucket(base: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; url: URL; headers: Headers }[] = [];
  const keyOf = (url: URL) => decodeURIComponent(url.pathname.slice(new URL(base).pathname.length));
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, url, headers: request.headers });
    return url;
  };
  const handlers = [
    http.put(`${base}*`, async ({ request }) => {
      const url = record(request);
      objects.set(keyOf(url), {
        body: Buffer.from(await request.arrayBuffer()),
        contentType: request.headers.get('content-type') ?? 'binary/octet-stream',
      });
      return new HttpResponse(null, {
        status: 200,
        headers: { ETag: '"9b2cf535f27731c974343645a3985328"' },
      });
    }),
    http.get(`${base}*`, ({ request }) => {
      const url = record(request);
      const object = objects.get(keyOf(url));
      if (!object) {
        return new HttpResponse(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${keyOf(url)}</Key><RequestId>4442587FB7D0A2F9</RequestId></Error>`,
          { status: 404, headers: { 'Content-Type': 'application/xml' } },
        );
      }
      return new HttpResponse(new Uint8Array(object.body), {
        status: 200,
        headers: {
          'Content-Type': object.contentType,
          'Content-Length': String(object.body.length),
          ETag: '"9b2cf535f27731c974343645a3985328"',
          'Last-Modified': 'Wed, 12 Oct 2009 17:50:00 GMT',
        },
      });
    }),
    http.delete(`${base}*`, ({ request }) => {
      const url = record(request);
      objects.delete(keyOf(url));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { objects, requests, handlers };
}

const pathStyle = fakeBucket('https://s3.test.example/alaafia-uploads/');
const virtualHosted = fakeBucket('https://alaafia-docs.s3.eu-west-1.amazonaws.com/');
const server = setupServer(...pathStyle.handlers, ...virtualHosted.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const compatible: S3StorageConfig = {
  bucket: 'alaafia-uploads',
  region: 'us-east-1',
  endpoint: 'https://s3.test.example',
  accessKeyId: 'AKIATESTKEY0000000',
  secretAccessKey: 'test-secret-key',
  forcePathStyle: true,
};

describe('S3Storage', () => {
  it('When a file is put to an S3-compatible store, then it is a signed path-style PutObject and reads back', async () => {
    const storage = new S3Storage(compatible);
    await storage.put('customers/7/employment_letter/abc123.pdf', samples.pdf, 'application/pdf');
    const put = pathStyle.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/alaafia-uploads/customers/7/employment_letter/abc123.pdf');
    expect(put.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY0000000\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers.get('x-amz-content-sha256')).toBeTruthy();
    expect(pathStyle.objects.get('customers/7/employment_letter/abc123.pdf')).toEqual({
      body: samples.pdf,
      contentType: 'application/pdf',
    });
    expect(await storage.get('customers/7/employment_letter/abc123.pdf')).toEqual({
      content: samples.pdf,
      contentType: 'application/pdf',
    });
  });

  it('When a key does not exist, then get answers null (NoSuchKey)', async () => {
    const storage = new S3Storage(compatible);
    expect(await storage.get('customers/7/employment_letter/missing.pdf')).toBeNull();
  });

  it('When a file is deleted, then it is gone from the bucket', async () => {
    const storage = new S3Storage(compatible);
    await storage.put('customers/8/employment_letter/x.png', samples.png, 'image/png');
    await storage.delete('customers/8/employment_letter/x.png');
    expect(pathStyle.objects.has('customers/8/employment_letter/x.png')).toBe(false);
    expect(await storage.get('customers/8/employment_letter/x.png')).toBeNull();
  });

  it('When no endpoint is set, then AWS S3 is addressed virtual-hosted style in its region', async () => {
    const storage = new S3Storage({
      ...compatible,
      bucket: 'alaafia-docs',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
    });
    await storage.put('customers/9/employment_letter/y.pdf', samples.pdf, 'application/pdf');
    const put = virtualHosted.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.host).toBe('alaafia-docs.s3.eu-west-1.amazonaws.com');
    expect(put.headers.get('authorization')).toContain('/eu-west-1/s3/aws4_request');
  });

  it('When a key is not server-shaped, then nothing is sent', async () => {
    const storage = new S3Storage(compatible);
    const before = pathStyle.requests.length;
    await expect(storage.put('../escape.pdf', samples.pdf, 'application/pdf')).rejects.toThrow(
      'invalid storage key',
    );
    expect(pathStyle.requests.length).toBe(before);
  });
});

describe('uploads with STORAGE_PROVIDER=s3', () => {
  const t = useTestApp({
    env: {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'alaafia-uploads',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'https://s3.test.example',
      S3_ACCESS_KEY_ID: 'AKIATESTKEY0000000',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });

  it('When an employment letter is uploaded, then it lands in the bucket and its owner downloads it through the API', async () => {
    const { id, cookie } = await signUp(t.app);
    const { payload, headers } = await multipart(
      { type: 'employment_letter' },
      { name: 'letter.docx', content: samples.docx },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const stored = [...pathStyle.objects.entries()].find(([key]) =>
      key.startsWith(`customers/${id}/employment_letter/`),
    );
    expect(stored?.[1].body).toEqual(samples.docx);
    const file = await t.app.inject({
      method: 'GET',
      url: res.json().data.file_url as string,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(samples.docx);
    expect(file.headers['content-disposition']).toContain('filename="letter.docx"');
  });
});
