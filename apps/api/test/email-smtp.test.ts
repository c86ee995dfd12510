import net from 'node:net';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { outboxMessages } from '../src/db/schema/index.js';
import {
  EmailDeliveryError,
  SmtpEmailSender,
  textToHtml,
} from '../src/integrations/messaging/smtp.js';
import { loadConfig } from '../src/config.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { buildTestApp, newCustomer, openTestDatabase, signUp, type TestApp } from './helpers.js';
import type { FastifyInstance } from 'fastify';

/** Signs up and proves the e-mail with the code that arrived over SMTP (receipts need it, issue 24). */
async function signUpProvenOverSmtp(app: FastifyInstance) {
  const c = await signUp(app, newCustomer());
  const mail = smtp.received.find(
    (m) =>
      m.envelope.to.includes(c.body.email) && m.mail.subject === 'Your Alaafia confirmation code',
  );
  const code = /confirmation code is (\d{6})/.exec(mail?.mail.text ?? '')?.[1];
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    headers: { cookie: c.cookie },
    payload: { code },
  });
  expect(res.statusCode).toBe(200);
  return c;
}

/**
 * A real SMTP server on 127.0.0.1 (a random port), as a mail relay would be: it takes AUTH PLAIN with
 * one user, keeps every message it accepts (parsed with mailparser) and can be told to refuse the
 * next recipients with a 550 that quotes the address, as real servers do.
 */
async function startSmtpServer() {
  const received: { envelope: { from: string; to: string[] }; mail: ParsedMail }[] = [];
  const state = { refuseRecipients: false };
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'alaafia' && auth.password === 'relay-secret')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (state.refuseRecipients) {
        const error = new Error(`<${address.address}>: Recipient address rejected`) as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    received,
    state,
    url: `smtp://alaafia:relay-secret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.state.refuseRecipients = false;
});

const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the SMTP e-mail sender', () => {
  it('When a message with a PDF is sent, then the server receives From, To, Subject, a text and an HTML part and the PDF', async () => {
    const sender = new SmtpEmailSender({
      url: smtp.url,
      from: 'Alaafia <hello@alaafia.ng>',
      timeoutMs: 5000,
    });
    const sent = await sender.send({
      to: 'ada.obi@example.ng',
      subject: 'Your Alaafia receipt INV-2026-000001',
      text: 'Hello Ada,\n\nYour receipt is attached: https://alaafia.ng/dashboard?a=1&b=2\n\nAlaafia',
      attachments: [
        { filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: pdfBytes },
      ],
    });
    sender.close();
    expect(sent.id).toMatch(/^<.+@.+>$/);
    expect(smtp.received).toHaveLength(1);
    const { envelope, mail } = smtp.received[0]!;
    expect(envelope).toEqual({ from: 'hello@alaafia.ng', to: ['ada.obi@example.ng'] });
    expect(mail.from?.value).toEqual([{ name: 'Alaafia', address: 'hello@alaafia.ng' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : null).toEqual([
      { name: '', address: 'ada.obi@example.ng' },
    ]);
    expect(mail.subject).toBe('Your Alaafia receipt INV-2026-000001');
    expect(mail.text?.trim()).toBe(
      'Hello Ada,\n\nYour receipt is attached: https://alaafia.ng/dashboard?a=1&b=2\n\nAlaafia',
    );
    expect(mail.html).toContain('<p>Hello Ada,</p>');
    expect(mail.html).toContain(
      '<a href="https://alaafia.ng/dashboard?a=1&#38;b=2">https://alaafia.ng/dashboard?a=1&#38;b=2</a>',
    );
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe('INV-2026-000001.pdf');
    expect(pdf!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf!.content.equals(pdfBytes)).toBe(true);
  });

  it('When the message has its own HTML, then that HTML is sent beside the text', async () => {
    const sender = new SmtpEmailSender({
      url: smtp.url,
      from: 'hello@alaafia.ng',
      timeoutMs: 5000,
    });
    await sender.send({
      to: 'ada.obi@example.ng',
      subject: 'Hi',
      text: 'Plain',
      html: '<p><strong>Rich</strong></p>',
    });
    sender.close();
    expect(smtp.received[0]!.mail.html).toBe('<p><strong>Rich</strong></p>');
    expect(smtp.received[0]!.mail.text?.trim()).toBe('Plain');
  });

  it('When the server refuses the recipient, then the error says only the reply code, not the address', async () => {
    smtp.state.refuseRecipients = true;
    const sender = new SmtpEmailSender({
      url: smtp.url,
      from: 'hello@alaafia.ng',
      timeoutMs: 5000,
    });
    const error = await sender
      .send({ to: 'ada.obi@example.ng', subject: 'Secret subject', text: 'Secret body' })
      .catch((e: unknown) => e);
    sender.close();
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as EmailDeliveryError).message).toBe('smtp answered 550');
    expect((error as EmailDeliveryError).responseCode).toBe(550);
    expect(JSON.stringify(error)).not.toMatch(/ada\.obi|Secret/);
    expect(smtp.received).toHaveLength(0);
  });

  it('When the credentials are wrong or nothing listens, then it is an EmailDeliveryError', async () => {
    const wrong = new SmtpEmailSender({
      url: smtp.url.replace('relay-secret', 'wrong'),
      from: 'hello@alaafia.ng',
      timeoutMs: 5000,
    });
    const denied = await wrong
      .send({ to: 'ada.obi@example.ng', subject: 'x', text: 'x' })
      .catch((e: unknown) => e);
    wrong.close();
    expect(denied).toBeInstanceOf(EmailDeliveryError);
    expect((denied as Error).message).toMatch(/^smtp answered 5\d\d$/);

    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const nobody = new SmtpEmailSender({
      url: `smtp://127.0.0.1:${closed}`,
      from: 'hello@alaafia.ng',
      timeoutMs: 5000,
    });
    const unreachable = await nobody
      .send({ to: 'ada.obi@example.ng', subject: 'x', text: 'x' })
      .catch((e: unknown) => e);
    nobody.close();
    expect(unreachable).toBeInstanceOf(EmailDeliveryError);
    expect((unreachable as Error).message).toMatch(/^smtp unreachable/);
  });

  it('When text is turned into HTML, then markup in it is escaped', () => {
    expect(textToHtml('a <b> & "c"\nd')).toContain('<p>a &#60;b&#62; &#38; &#34;c&#34;<br>\nd</p>');
  });
});

describe('an app with EMAIL_PROVIDER=smtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Alaafia <hello@alaafia.ng>',
        SANDBOX_WITH_REAL_PROVIDERS: 'true',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('When a customer asks to reset their password, then the link arrives over SMTP in the text and the HTML, and nothing goes to the outbox', async () => {
    const c = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: c.body.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs(); // the reset e-mail goes through notify (issue 26): a job
    const mails = smtp.received.filter(
      (m) =>
        m.envelope.to.includes(c.body.email) && m.mail.subject !== 'Your Alaafia confirmation code',
    );
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toBe('Reset your Alaafia password');
    expect(mail.from?.value).toEqual([{ name: 'Alaafia', address: 'hello@alaafia.ng' }]);
    const link = /(http:\/\/localhost:3000\/auth\/reset-password\?token=[\w%-]+)/.exec(
      mail.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    expect(mail.html).toContain(`<a href="${link}">`);
    // The link works: the password can be reset with the token that arrived by e-mail.
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('When a paid customer asks for a receipt, then the PDF arrives over SMTP as an attachment', async () => {
    const plans = await seededPlans(t);
    const c = await signUpProvenOverSmtp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    const paid = await payCall(t.app, c, { payment_reference: reference }, 'payments');
    expect(paid.statusCode).toBe(200);
    smtp.received.length = 0;

    const res = await api(t.app, c).post(`/api/local/customers/health-invoice`, {
      customer_id: c.id,
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDueJobs(); // the receipt goes through notify (issue 26): a job
    const number = res.json().data.invoice_number as string;
    const mails = smtp.received.filter((m) => m.mail.subject?.includes(number));
    expect(mails).toHaveLength(1);
    const { mail, envelope } = mails[0]!;
    expect(envelope.to).toEqual([c.body.email]);
    expect(mail.subject).toBe(`Your Alaafia receipt ${number}`);
    expect(mail.text).toContain(`Your receipt ${number} is attached.`);
    expect(mail.html).toContain(`Your receipt ${number} is attached.`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe(`${number}.pdf`);
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('an SMTP failure in a flow', () => {
  it('When the server refuses a receipt or a reset link, then the calls answer at once (the reset as for an unknown address), the failure is logged without personal data, and the retries send each once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, dispose } = await openTestDatabase();
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_URL: 'http://localhost:3000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: (await import('node:os')).tmpdir(),
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      SANDBOX_WITH_REAL_PROVIDERS: 'true',
    });
    const app = await buildApp({ config, database, logStream: stream });
    await app.ready();
    const t = { app, database } as TestApp;
    try {
      const plans = await seededPlans(t);
      const c = await signUpProvenOverSmtp(app);
      await fillCart(app, c, [{ plan_id: plans.health.planId }]);
      const { reference } = await cardReference(app, c);
      await sandboxCharge(app, reference);
      expect((await payCall(app, c, { payment_reference: reference }, 'payments')).statusCode).toBe(
        200,
      );

      // Both go through notify (issue 26): the calls answer at once, and the refused deliveries are
      // failed jobs, logged without the address, retried later.
      smtp.state.refuseRecipients = true;
      smtp.received.length = 0;
      const refused = await api(app, c).post(`/api/local/customers/health-invoice`, {
        customer_id: c.id,
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data).toMatchObject({
        email_queued_at: expect.any(String),
        emailed_at: null,
      });

      // The reset link of a registered address answers as an unknown address does (its e-mail is
      // queued: the provider's answer cannot tell anyone which addresses have accounts).
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: c.body.email },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody-here@example.ng' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual(unknown.json());
      await app.jobs.runDueJobs();
      const logged = lines.join('');
      expect(logged).toContain('smtp answered 550');
      expect(logged).not.toContain(c.body.email);
      expect(logged).not.toContain('Recipient address rejected');
      expect(smtp.received.filter((m) => m.envelope.to.includes(c.body.email))).toEqual([]);

      // The server accepts again: the retries send each once.
      smtp.state.refuseRecipients = false;
      smtp.received.length = 0;
      const later = await app.inject({
        method: 'POST',
        url: '/api/sandbox/clock',
        payload: { days: 1 },
      });
      expect(later.statusCode).toBe(200);
      await app.jobs.runDueJobs();
      await app.jobs.runDueJobs();
      const receipts = smtp.received.filter((m) =>
        m.mail.subject?.startsWith('Your Alaafia receipt'),
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.mail.attachments[0]!.filename).toBe(
        `${refused.json().data.invoice_number}.pdf`,
      );
      expect(
        smtp.received.filter((m) => m.mail.subject === 'Reset your Alaafia password'),
      ).toHaveLength(1);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
