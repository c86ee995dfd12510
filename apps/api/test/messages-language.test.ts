import { LANGUAGES } from '@alaafia/i18n';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../src/db/schema/index.js';
import { translatorOf } from '../src/lib/translators.js';
import { NOTIFICATIONS } from '../src/modules/platform/messaging/catalogue.js';
import { notify } from '../src/modules/platform/messaging/index.js';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, ownValue } from './kyc-support.js';

// Messages in the recipient's language (issue 42; docs/business-rules.md, "The customer's
// language"; docs/architecture.md, 'Languages'): the stored record in English, each delivery and the
// bell drawn again in the customer's language, the sandbox outbox naming the language used.
const t = useTestApp();

const chooseLanguage = (c: { id: number; cookie: string }, language: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${c.id}`,
    headers: { cookie: c.cookie },
    payload: { language },
  });

const outboxOf = async (to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${encodeURIComponent(to)}` })
  ).json<{ data: { channel: string; subject: string | null; body: string; language: string }[] }>()
    .data;

const paused = (customerId: number) =>
  notify(t.database.db, {
    customerId,
    at: new Date(),
    event: 'cover.paused',
    key: `paused:${customerId}`,
    params: { product: 'Health Insurance', amount: '₦5,000' },
  });

describe('messages in the customer language', () => {
  it('When a customer who reads Yoruba is told their cover is paused, then the SMS, the e-mail and the bell are in Yoruba, and the record in English', async () => {
    const c = await signUp(t.app);
    expect((await chooseLanguage(c, 'yo')).statusCode).toBe(200);
    await paused(c.id);
    await t.app.jobs.runDueJobs();

    const sms = (await outboxOf(c.body.phone_number)).filter((m) => m.channel === 'sms');
    expect(sms).toEqual([
      expect.objectContaining({
        language: 'yo',
        // The product named by its catalogue entry (frame.product.title.HI), not its English.
        body: 'Alaafia: Ààbò Ìbánigbófò ìlera rẹ ti dúró nítorí pé o kò san owó ààbò ₦5,000. San án báyìí lórí dáṣíbọ́ọ̀dù rẹ kí ó lè padà bẹ̀rẹ̀ lẹ́sẹ̀kẹsẹ̀.',
      }),
    ]);
    const email = (await outboxOf(c.body.email)).find((m) => m.subject === 'Ààbò rẹ ti dúró');
    expect(email).toMatchObject({ language: 'yo', channel: 'email' });
    expect(email!.body).toContain('Ààbò Ìbánigbófò ìlera rẹ ti dúró');
    expect(email!.body).not.toContain('Health Insurance');

    const [record] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.event, 'cover.paused')));
    // The record keeps the sender's English parameters.
    expect(record).toMatchObject({ title: 'Your cover is paused' });
    expect(record!.params).toMatchObject({ product: 'Health Insurance' });

    const bell = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${c.id}/notifications`,
      headers: { cookie: c.cookie },
    });
    expect(bell.json().data[0]).toMatchObject({ event: 'cover.paused', title: 'Ààbò rẹ ti dúró' });
    expect(bell.json().data[0].body).toContain('Ìbánigbófò ìlera');
    expect(bell.json().data[0].body).not.toContain('Health Insurance');
  });

  it('When a customer who reads Hausa is told their cover is paused and their plan is due for renewal, then both SMS are in Hausa, the day with its Hausa month, and marked so', async () => {
    const c = await signUp(t.app);
    await chooseLanguage(c, 'ha');
    await notify(t.database.db, {
      customerId: c.id,
      at: new Date(),
      event: 'renewal.due',
      key: `renewal:${c.id}`,
      params: { product: 'HealthCash', endDate: '1 January 2027' },
    });
    await paused(c.id);
    await t.app.jobs.runDueJobs();
    const sms = (await outboxOf(c.body.phone_number)).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.body)).toEqual([
      expect.stringContaining('An dakatar da Inshorar lafiya ɗinka'),
      'Alaafia: Inshorarka ta HealthCash za ta tsaya ranar 1 Janairu, 2027. Sabunta ta a shafinka na Alaafia don ci gaba da inshora, ko ka bar ta ta tsaya.',
    ]);
    expect(sms.every((m) => m.language === 'ha')).toBe(true);
  });

  it('When a customer who reads Hausa is approved for less than claimed, then why is in Hausa, with the officer’s reason as typed and the day’s Hausa month', async () => {
    const c = await signUp(t.app);
    await chooseLanguage(c, 'ha');
    await notify(t.database.db, {
      customerId: c.id,
      at: new Date(),
      event: 'claim.approved',
      key: `less:${c.id}`,
      params: {
        claimNumber: 'CLM-000042',
        amount: '₦40,000',
        paymentDue: '9 December 2026',
        claimed: '₦48,000',
        reason: 'Drugs are not covered.',
      },
    });
    await t.app.jobs.runDueJobs();
    const bodies = (await outboxOf(c.body.email)).map((m) => m.body);
    expect(bodies.join('\n')).toContain(
      'Ka nemi ₦48,000; an amince da ₦40,000. Dalilin da ba duka ba: Drugs are not covered.',
    );
    expect(bodies.join('\n')).toContain('9 Disamba, 2026');
    expect(bodies.join('\n')).not.toContain('Why not all of it');
  });

  it('When a customer who kept English is told, then the words are as before', async () => {
    const c = await signUp(t.app);
    await paused(c.id);
    await t.app.jobs.runDueJobs();
    const [sms] = (await outboxOf(c.body.phone_number)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({
      language: 'en',
      body: 'Alaafia: Your Health Insurance cover is paused because the ₦5,000 premium was not paid. Pay now on your dashboard to resume it at once.',
    });
  });

  it('When a customer who reads Igbo is sent a verification code, then the SMS is in Igbo, on one page', async () => {
    const c = await signUp(t.app);
    await chooseLanguage(c, 'ig');
    const res = await kycClient(t.app, c.id, c.cookie).submit('bvn', ownValue('digits11'));
    expect(res.statusCode).toBe(200);
    const [sms] = (await outboxOf(c.body.phone_number)).filter((m) => m.channel === 'sms');
    expect(sms!.language).toBe('ig');
    expect(sms!.body).toMatch(
      /^Koodu Alaafia gị: \d{4}\. Ọ ga-agwụ na nkeji 10\. Egosila onye ọ bụla\.$/,
    );
    expect(sms!.body.length).toBeLessThanOrEqual(70);
  });

  it('When a visitor who chose Yoruba signs up, then the e-mail confirmation code is in Yoruba', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: 'lang=yo' },
      payload: {
        first_name: 'Bisi',
        last_name: 'Adeyemi',
        email: `bisi.${Date.now()}@example.ng`,
        phone_number: '08035550000',
        password: 'correct horse battery',
      },
    });
    expect(res.statusCode).toBe(201);
    const [letter] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, res.json().data.email));
    expect(letter).toMatchObject({ language: 'yo', subject: 'Kóòdù ìfìdímúlẹ̀ Alaafia rẹ' });
    expect(letter!.body).toMatch(/^Pẹ̀lẹ́ o Bisi,\n\nKóòdù ìfìdímúlẹ̀ Alaafia rẹ ni \d{6}\./);
  });
});

describe('every message in every language', () => {
  /** Any parameter a template reads: a word, a day, a number (the templates format none). */
  const anyParams = new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'daysLeft' || name === 'count' || name === 'months' ? 3 : 'X',
    },
  );

  it('When any event is drawn in any language, then every part has words, with no key and no placeholder left', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const { t: translate } = translatorOf(language);
      for (const [event, template] of Object.entries(NOTIFICATIONS)) {
        const tpl = template;
        const parts: [string, string][] = [
          ['title', tpl.title(anyParams as never, translate)],
          ['body', tpl.body(anyParams as never, translate)],
        ];
        if (tpl.sms) parts.push(['sms', tpl.sms(anyParams as never, translate)]);
        if (tpl.email) {
          const letter = tpl.email(anyParams as never, translate);
          parts.push(['email.subject', letter.subject], ['email.text', letter.text]);
        }
        for (const [part, text] of parts) {
          if (!text.trim() || /messages\.|[{}]/.test(text))
            problems.push(`${language} ${event} ${part}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
