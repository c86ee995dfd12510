/**
 * Issue 12 item 8: bad input is a 4xx, never a 5xx. Every route of the OpenAPI document the app
 * serves gets a fixed, deterministic corpus (wrong types, NUL bytes, numbers past int4 and past
 * 2^53, huge strings, odd unicode, nested junk, empty and non-object bodies, malformed multipart)
 * in its JSON body, its path and its query, as a signed-in customer whose id fills the path.
 */
import { errorCopy, inputCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hospitals, uploads } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

const t = useTestApp();

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Strings that satisfy most of our patterns, tried in order against a schema's pattern. */
const stringCandidates = [
  'Chinedu Okeke',
  'Chinedu',
  '12345678901',
  '08031234567',
  '2348031234567',
  '1990-01-01',
  'AAA00000AA00',
  '0123456789',
  '058',
  '123456',
  'frsc',
  'fuzz@example.ng',
  'https://example.ng/x',
  'ABC-123',
  'a',
];

/** A value the schema accepts (as far as can be told from JSON Schema), so one field at a time can be spoiled. */
function sample(schema: Schema | undefined, customerId: number, onlyRequired = false): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sample(options[0], customerId, onlyRequired);
  if (schema.allOf?.length) return sample(schema.allOf[0], customerId, onlyRequired);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema.properties ?? {}))
      if (!onlyRequired || schema.required?.includes(k))
        out[k] = sample(v, customerId, onlyRequired);
    return out;
  }
  if (type === 'array') {
    const n = Math.max(1, schema.minItems ?? 1);
    return Array.from({ length: n }, () => sample(schema.items, customerId, onlyRequired));
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) return schema.minimum + (schema.exclusiveMinimum ? 1 : 0);
    return 1;
  }
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (schema.format === 'email') return 'fuzz@example.ng';
    if (schema.format === 'date') return '1990-01-01';
    if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
    if (schema.format === 'uri') return 'https://example.ng/x';
    const fits = (s: string) =>
      (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)) &&
      s.length >= (schema.minLength ?? 0) &&
      s.length <= (schema.maxLength ?? Infinity);
    return stringCandidates.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  return 'x';
}

const huge = 'a'.repeat(100_000);
const oddUnicode = 'Ọlá 🇳🇬 \u202e\ufeff\ud800 ﷽';
let nested: unknown = 'deep';
for (let i = 0; i < 60; i += 1) nested = { a: [nested] };

/** What each field gets in turn (a function of the field's valid value). */
const fieldCorpus: [string, (valid: unknown) => unknown][] = [
  ['NUL', () => '\u0000'],
  ['NUL suffix', (v) => `${typeof v === 'string' || typeof v === 'number' ? v : 'x'}\u0000`],
  ['2147483648', () => 2147483648],
  ['-2147483649', () => -2147483649],
  ['1e20', () => 1e20],
  ['"1e20"', () => '1e20'],
  ['"2147483648"', () => '2147483648'],
  ['1.5', () => 1.5],
  ['huge string', () => huge],
  ['odd unicode', () => oddUnicode],
  ['nested junk', () => nested],
  ['array', (v) => [v, v]],
  ['object', () => ({ x: { y: ['\u0000'] } })],
  ['true', () => true],
  ['null', () => null],
];

/** Whole bodies in place of the object. */
const bodyCorpus: [string, string | undefined][] = [
  ['no body', undefined],
  ['empty', ''],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"\\u0000"'],
  ['number', '1e20'],
  ['truncated', '{"a":'],
  ['deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['proto', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
];

/** Path and query values (already in URL form). */
const paramCorpus: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', '1%001'],
  ['2147483648', '2147483648'],
  ['-2147483649', '-2147483649'],
  ['1e20', '1e20'],
  ['20 digits', '99999999999999999999'],
  ['1.5', '1.5'],
  ['huge', 'a'.repeat(4000)],
  ['unicode', encodeURIComponent(oddUnicode.replace('\ud800', ''))],
  ['bad escape', '%E0%A4%A'],
  ['word', 'abc'],
];

const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
const crlf = '\r\n';
const filePart = (name: string, fileName: string, body: string) =>
  `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"; filename="${fileName}"${crlf}Content-Type: application/pdf${crlf}${crlf}${body}${crlf}`;
const fieldPart = (name: string, value: string) =>
  `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"${crlf}${crlf}${value}${crlf}`;
const end = `--${boundary}--${crlf}`;
const withBoundary = `multipart/form-data; boundary=${boundary}`;

/** Malformed and hostile multipart bodies: [name, content-type, body]. */
const multipartCorpus: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'garbage'],
  ['empty boundary', 'multipart/form-data; boundary=', 'garbage'],
  ['empty body', withBoundary, ''],
  ['only the end', withBoundary, end],
  ['wrong boundary', withBoundary, `--other${crlf}x${crlf}--other--${crlf}`],
  ['truncated', withBoundary, filePart('file', 'a.pdf', '%PDF-1.7').slice(0, -2)],
  [
    'no disposition',
    withBoundary,
    `--${boundary}${crlf}Content-Type: text/plain${crlf}${crlf}x${crlf}${end}`,
  ],
  [
    'garbage headers',
    withBoundary,
    `--${boundary}${crlf}\u0000\u0001:::${crlf}${crlf}x${crlf}${end}`,
  ],
  [
    'NUL everywhere',
    withBoundary,
    fieldPart('type', 'employment_letter\u0000') +
      fieldPart('id_number', 'AAA00000AA00\u0000') +
      filePart('file', 'a\u0000.pdf', '%PDF-1.7\u0000') +
      end,
  ],
  [
    'fields as files',
    withBoundary,
    filePart('type', 'type.txt', 'employment_letter') + filePart('id_number', 'n.txt', 'x') + end,
  ],
  [
    'file as a field',
    withBoundary,
    fieldPart('type', 'employment_letter') + fieldPart('file', '%PDF-1.7') + end,
  ],
  ['huge field', withBoundary, fieldPart('type', huge) + end],
  ['huge field name', withBoundary, fieldPart('x'.repeat(5000), 'x') + end],
  [
    'too many parts',
    withBoundary,
    Array.from({ length: 40 }, (_, i) => fieldPart(`f${i}`, 'x')).join('') + end,
  ],
  [
    'two files',
    withBoundary,
    filePart('file', 'a.pdf', '%PDF-1.7') + filePart('file', 'b.pdf', '%PDF-1.7') + end,
  ],
];

/** Requests that end the session or the account are still fuzzed, then the customer is replaced. */
type Customer = { id: number; cookie: string };

describe('fuzzing every route of the OpenAPI document', () => {
  it('When any route gets malformed, hostile or out-of-range input, then it answers 4xx (never 5xx)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    // Routes added since the corpus was written are in it too (issue 24: proving the e-mail).
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/email/verify', '/api/auth/email/code']),
    );
    const failures = new Set<string>();
    let customer: Customer = await signUp(t.app);
    let ip = 0;

    const send = async (
      label: string,
      method: string,
      url: string,
      body: { contentType?: string; payload?: string } = {},
    ) => {
      ip += 1;
      let res: LightMyRequestResponse;
      try {
        res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
          headers: {
            cookie: customer.cookie,
            ...(body.contentType ? { 'content-type': body.contentType } : {}),
          },
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        });
      } catch (error) {
        failures.add(`${label}: threw ${String(error)}`);
        return;
      }
      if (res.statusCode >= 500)
        failures.add(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (method === 'get' && path.startsWith('/api/docs')) continue;
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const queryParams = params.filter((p) => p.in === 'query');
        const urlOf = (
          pathValues: Record<string, string> = {},
          query: Record<string, string> = {},
        ) => {
          let url = path;
          for (const p of pathParams)
            url = url.replace(`{${p.name}}`, pathValues[p.name] ?? String(customer.id));
          const qs = Object.entries(query)
            .map(([k, v]) => `${k}=${v}`)
            .join('&');
          return qs ? `${url}?${qs}` : url;
        };
        const name = `${method.toUpperCase()} ${path}`;
        const jsonSchema = op.requestBody?.content['application/json']?.schema;
        const validBody = jsonSchema ? sample(jsonSchema, customer.id) : undefined;
        const json = (value: unknown) => ({
          contentType: 'application/json',
          payload: JSON.stringify(value),
        });

        // Path and query parameters, one at a time.
        for (const p of pathParams)
          for (const [label, value] of paramCorpus)
            await send(
              `${name} path ${p.name}=${label}`,
              method,
              urlOf({ [p.name]: value }),
              validBody === undefined ? {} : json(validBody),
            );
        const validQuery = Object.fromEntries(
          queryParams.map((p) => [
            p.name,
            encodeURIComponent(String(sample(p.schema, customer.id))),
          ]),
        );
        for (const p of queryParams)
          for (const [label, value] of paramCorpus)
            await send(
              `${name} query ${p.name}=${label}`,
              method,
              urlOf({}, { ...validQuery, [p.name]: value }),
            );
        if (queryParams.length > 0)
          await send(
            `${name} query repeated`,
            method,
            `${urlOf()}?${queryParams.map((p) => `${p.name}=1&${p.name}=2`).join('&')}`,
          );

        if (method !== 'get') {
          // Whole bodies.
          if (jsonSchema)
            for (const [label, payload] of bodyCorpus)
              await send(
                `${name} body ${label}`,
                method,
                urlOf(),
                payload === undefined
                  ? { contentType: 'application/json' }
                  : { contentType: 'application/json', payload },
              );
          // Each field of a valid body spoiled in turn (nested objects and the first array item too).
          if (jsonSchema && validBody && typeof validBody === 'object') {
            const leaves: (string | number)[][] = [];
            const walk = (value: unknown, at: (string | number)[]) => {
              if (Array.isArray(value)) value.slice(0, 1).forEach((v, i) => walk(v, [...at, i]));
              else if (value && typeof value === 'object')
                for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
              if (at.length > 0) leaves.push(at);
            };
            walk(validBody, []);
            // Each spoiled field goes once into the full body and once alone beside the required
            // fields only (so an optional field is reached even when the full sample is refused).
            const minimal = sample(jsonSchema, customer.id, true);
            for (const leaf of leaves) {
              for (const [label, make] of fieldCorpus) {
                for (const base of [validBody, minimal]) {
                  const body = structuredClone(base) as Record<string | number, unknown>;
                  let holder = body;
                  let full = validBody as Record<string | number, unknown>;
                  for (const key of leaf.slice(0, -1)) {
                    full = full[key] as typeof full;
                    holder[key] ??= structuredClone(full);
                    holder = holder[key] as typeof holder;
                  }
                  const last = leaf[leaf.length - 1]!;
                  holder[last] = make(full[last]);
                  await send(
                    `${name} body ${leaf.join('.')}=${label}`,
                    method,
                    urlOf(),
                    json(body),
                  );
                }
              }
            }
            // Every string of the body with a NUL at once, and the whole body in an array.
            const allNul = JSON.parse(JSON.stringify(validBody), (_k, v: unknown) =>
              typeof v === 'string' ? `${v}\u0000` : v,
            );
            await send(`${name} body every string NUL`, method, urlOf(), json(allNul));
            await send(`${name} body wrapped in an array`, method, urlOf(), json([validBody]));
          }
          // Malformed multipart on every route that takes a body or none at all.
          for (const [label, contentType, payload] of multipartCorpus)
            await send(`${name} multipart ${label}`, method, urlOf(), { contentType, payload });
        }

        // A route that ended the session (sign-out, account closure) gets a fresh customer.
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: customer.cookie },
        });
        if (me.statusCode !== 200) customer = await signUp(t.app);
      }
    }
    expect([...failures]).toEqual([]);
  }, 480_000);
});

/** Days at their edges (issue 38): years 0, 1, 1900, 9999 and past it, days that do not exist, other forms. */
const dayEdges = [
  '0000-01-01',
  '0001-01-01',
  '1900-01-01',
  '1969-12-31',
  '1999-12-31',
  '2026-02-29',
  '2028-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-12-32',
  '9999-12-31',
  '10000-01-01',
  '-0001-01-01',
  '+002026-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '',
  '%202026-01-01',
];
/** Months at their edges. */
const monthEdges = [
  '0000-01',
  '0001-01',
  '0000-12',
  '1969-12',
  '9999-12',
  '10000-01',
  '275760-09',
  '2026-00',
  '2026-13',
  '2026-1',
  '-2026-01',
];

describe('fuzzing every finance and hospital query value, as the staff who may use them (issue 38)', () => {
  it('When any query value of /api/admin/finance/*, /api/admin/capitation or /api/hospital/* is a day or month at its edge or malformed, then it is 4xx in words, never 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const finance = await signedInStaff(t.app, ['finance', 'administrator'], 'fuzz');
    const [hospital] = await t.database.db.select().from(hospitals).limit(1);
    const desk = `desk.fuzz${Date.now().toString(36)}@hospital.example`;
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/hospital-staff',
      payload: { email: desk, password: 'hospital password 123', hospital_code: hospital!.code },
    });
    const deskLogin = await t.app.inject({
      method: 'POST',
      url: '/api/hospital/auth/login',
      payload: { email: desk, password: 'hospital password 123' },
    });
    const deskCookie = `alaafia_hospital=${deskLogin.cookies.find((c) => c.name === 'alaafia_hospital')!.value}`;
    const routes = Object.entries(doc.paths).filter(
      ([path]) =>
        path.startsWith('/api/admin/finance/') ||
        path.startsWith('/api/admin/capitation') ||
        (path.startsWith('/api/hospital/') && !path.startsWith('/api/hospital/auth/')),
    );
    // The routes the issue named are among them.
    expect(routes.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        '/api/admin/finance/reconciliation',
        '/api/admin/finance/bordereaux/premium',
        '/api/admin/finance/bordereaux/summary',
        '/api/admin/capitation',
        '/api/admin/finance/trial-balance',
      ]),
    );
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of routes) {
      for (const [method, op] of Object.entries(operations)) {
        const cookie = path.startsWith('/api/hospital/') ? deskCookie : finance.cookie;
        const params = op.parameters ?? [];
        let url = path;
        for (const p of params.filter((x) => x.in === 'path'))
          url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema, 1))));
        const queryParams = params.filter((p) => p.in === 'query');
        const valid = Object.fromEntries(
          queryParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema, 1)))]),
        );
        const jsonSchema = op.requestBody?.content['application/json']?.schema;
        const body = jsonSchema ? JSON.stringify(sample(jsonSchema, 1)) : undefined;
        for (const p of queryParams)
          for (const value of [...dayEdges, ...monthEdges, ...paramCorpus.map(([, v]) => v)]) {
            const qs = Object.entries({ ...valid, [p.name]: value })
              .map(([k, v]) => `${k}=${v}`)
              .join('&');
            tried += 1;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: `${url}?${qs}`,
              headers: {
                cookie,
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined ? { payload: body } : {}),
            });
            const label = `${method.toUpperCase()} ${path} ${p.name}=${value}`;
            if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body}`);
            else if (
              res.statusCode >= 400 &&
              typeof res.json<{ message?: unknown }>().message !== 'string'
            )
              failures.push(`${label}: ${res.statusCode} without words: ${res.body}`);
          }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 240_000);

  it.each([
    ['/api/admin/finance/reconciliation?date=2026-13-01', 'date'],
    ['/api/admin/finance/bordereaux/premium?month=0000-01', 'month'],
    ['/api/admin/finance/bordereaux/summary?month=9999-12', 'month'],
    ['/api/admin/capitation?month=0001-01', 'month'],
    ['/api/admin/finance/trial-balance?as_of=0000-01-01', 'as_of'],
  ])('When finance asks for %s, then it is 422 in words on that field', async (url, field) => {
    const finance = await signedInStaff(t.app, ['finance', 'administrator'], 'fuzz');
    const res = await finance.get(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
  });
});

describe('what the fuzzing found, answered in words', () => {
  it('When an address holds a NUL, then it is 422 on errors.address and the profile is unchanged', async () => {
    const { id, cookie } = await signUp(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${id}`,
      headers: { cookie },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${id}`,
      headers: { cookie },
      payload: { address: '12 Allen Avenue\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.address).toContain(inputCopy.nul);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${id}`,
      headers: { cookie },
    });
    expect(after.json().data.address).toBe(before.json().data.address);
  });

  it('When a cart plan id is past int4, then it is 422 with the number copy and no cart is saved', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/local/customers/${id}/carts`,
      headers: { cookie },
      payload: { products: [{ id: 1, plan_id: 2147483648 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toContain(inputCopy.outOfRange);
    const carts = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${id}/carts`,
      headers: { cookie },
    });
    expect(carts.json().data.carts).toEqual([]);
  });

  it('When an upload has no boundary or is cut short, then it is 400 with the malformed-body copy and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    for (const [contentType, payload] of [
      ['multipart/form-data', 'garbage'],
      [
        withBoundary,
        fieldPart('type', 'employment_letter') + filePart('file', 'a.pdf', '%PDF-1.7'),
      ],
    ] as const) {
      for (const url of [
        '/api/local/upload/s3',
        `/api/local/customers/profiles/biometrics-with-id/${id}`,
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message: errorCopy.malformedBody });
      }
    }
    expect(await t.database.db.select().from(uploads).where(eq(uploads.customerId, id))).toEqual(
      [],
    );
  });
});
