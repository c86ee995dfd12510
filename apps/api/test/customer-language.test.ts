import { languageCopy } from '@alaafia/domain';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

// The customer's language (issue 42; docs/business-rules.md, 'The customer's language').
const t = useTestApp();

const patch = (id: number, cookie: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${id}`,
    headers: { cookie },
    payload,
  });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{
    data: { language: string };
  }>().data;
const languageOf = async (id: number) =>
  (
    await t.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, id))
  )[0]?.language;

describe("the customer's language", () => {
  it('When a customer signs up, then their language is English', async () => {
    const { id, cookie } = await signUp(t.app);
    expect((await me(cookie)).language).toBe('en');
    expect(await languageOf(id)).toBe('en');
  });

  it('When a customer chooses each of the five languages, then it is saved and /auth/me returns it', async () => {
    const { id, cookie } = await signUp(t.app);
    for (const language of ['pcm', 'yo', 'ha', 'ig', 'en']) {
      const res = await patch(id, cookie, { language });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.language).toBe(language);
      expect((await me(cookie)).language).toBe(language);
      expect(await languageOf(id)).toBe(language);
    }
  });

  it('When the language is not one of ours, then it is 422 on errors.language and nothing changes', async () => {
    const { id, cookie } = await signUp(t.app);
    await patch(id, cookie, { language: 'ha' });
    const english = await patch(id, cookie, { language: 'fr' });
    expect(english.statusCode).toBe(422);
    for (const language of ['fr', 'YO', 'yo-NG', 'english', '', 42, null, ['yo']]) {
      const res = await patch(id, cookie, { language, marketing_messages: false });
      expect(res.statusCode, JSON.stringify(language)).toBe(422);
      // Answered in the customer's language (Hausa, chosen above): the catalogue's words.
      expect(res.json().errors.language).toEqual([CATALOGUES.ha.errors['errors.language.unknown']]);
    }
    expect(languageCopy.unknown).toBe(
      'Choose one of our languages: en (English), pcm (Naijá Pidgin), yo (Yorùbá), ha (Hausa), ig (Igbo)',
    );
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ language: 'ha', marketingMessages: true });
  });

  it("When another customer's language is sent, then it is 403 and theirs stays", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await patch(b.id, a.cookie, { language: 'yo' })).statusCode).toBe(403);
    expect(await languageOf(b.id)).toBe('en');
  });

  it('When a row is written with a language that is not ours, then the database refuses it', async () => {
    const { id } = await signUp(t.app);
    const error = await t.database.db
      .execute(sql`update customers set language = 'fr' where id = ${id}`)
      .then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      );
    expect(error?.cause?.message).toMatch(/customers_language_check/);
    expect(await languageOf(id)).toBe('en');
  });

  it("When staff open a customer in the back office, then they see the customer's language", async () => {
    const { id, cookie } = await signUp(t.app);
    await patch(id, cookie, { language: 'ig' });
    const reviewer = await signedInStaff(t.app, ['reviewer'], 'language');
    const profile = await reviewer.get(`/api/admin/customers/${id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.language).toBe('ig');
  });
});
