import * as domain from '@alaafia/domain';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';
import { kycClient } from './kyc-support.js';

// API error and field messages in the request's language (issue 42; docs/architecture.md,
// 'Languages'): the domain's copy constants stay the English words (the spec's, word for word) and
// are the catalogue's `errors` namespace; the error handler answers in the customer's language.
const t = useTestApp();
const english = CATALOGUES.en.errors;
const yoruba = CATALOGUES.yo.errors;
const hausa = CATALOGUES.ha.errors;

/** The copy objects the catalogue carries, by the name in their keys: errors.<object>.<field>. */
const copyObjects = [...new Set(Object.keys(english).map((key) => key.split('.')[1]!))];
const copyOf = (name: string) =>
  (domain as unknown as Record<string, Record<string, unknown>>)[`${name}Copy`];

describe("the catalogue's errors are the domain's words", () => {
  it('When a key of the errors namespace names a domain copy constant, then its English is that constant word for word', () => {
    const problems: string[] = [];
    for (const [key, text] of Object.entries(english)) {
      const [, object, ...path] = key.split('.');
      let value: unknown = copyOf(object!);
      for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
      if (value !== text)
        problems.push(`${key}: catalogue ${JSON.stringify(text)}, domain ${JSON.stringify(value)}`);
    }
    expect(problems).toEqual([]);
  });

  it('When a copy object is in the catalogue, then every one of its words is (a new message is added to both)', () => {
    const missing: string[] = [];
    const walk = (prefix: string, value: unknown) => {
      if (typeof value === 'string') {
        if (!(prefix in english)) missing.push(prefix);
      } else if (value && typeof value === 'object') {
        for (const [field, inner] of Object.entries(value)) walk(`${prefix}.${field}`, inner);
      }
    };
    for (const name of copyObjects) walk(`errors.${name}`, copyOf(name));
    expect(missing).toEqual([]);
  });
});

describe('error messages in the request language', () => {
  it('When a visitor reading Yoruba signs in with a wrong password, then the 401 is in Yoruba', async () => {
    const c = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'lang=yo' },
      payload: { email: c.body.email, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(yoruba['errors.error.invalidCredentials']);
    expect(res.json().message).toBe('Í-meèlì tàbí ọ̀rọ̀ aṣínà tí o tẹ̀ kò tọ̀nà.');
  });

  it('When a customer who reads Hausa saves a salary under the minimum, then the field message is in Hausa and nothing changes', async () => {
    const c = await signUp(t.app);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/local/customers/${c.id}`,
        headers: { cookie: c.cookie, 'accept-language': 'yo' },
        payload,
      });
    await patch({ language: 'ha' });
    const res = await patch({ salary: 29_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: hausa['errors.customerUpdate.salaryTooLow'],
      errors: { salary: ['Mafi ƙarancin albashin wata don inshorar albashi shi ne ₦30,000.'] },
    });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row?.salaryKobo).toBeNull();
  });

  it('When the request is in English, then the spec words answer as they are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.ng', password: 'whatever it is' },
    });
    expect(res.json().message).toBe(domain.errorCopy.invalidCredentials);
  });

  // The English fallback of a string not translated yet, string by string, is compileCatalogue's
  // (packages/i18n/src/languages.test.ts); every Yoruba string is translated now.
  it("When a customer who reads Yoruba gives a BVN too short, then the field message is the Yoruba catalogue's", async () => {
    expect(yoruba['errors.kyc.invalidBvn']).toEqual(expect.any(String));
    const c = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { language: 'yo' },
    });
    const res = await kycClient(t.app, c.id, c.cookie).submit('bvn', '123');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bvn).toEqual([yoruba['errors.kyc.invalidBvn']]);
    expect(res.json().errors.bvn).not.toEqual([domain.kycCopy.invalidBvn]);
  });

  it("When a signed-in customer's visitor cookie names another language, then their account's wins", async () => {
    const c = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${c.id + 1000}`,
      headers: { cookie: `${c.cookie}; lang=yo`, 'accept-language': 'yo' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(domain.errorCopy.forbidden);
  });
});
