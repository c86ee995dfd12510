// npm run openapi -w apps/api -- [file.json]
// Writes the OpenAPI document a production deployment serves at /api/docs/json (SANDBOX=false, so
// without the /api/sandbox tools), built in-process, to a file or stdout. Nothing listens and
// nothing is called: the providers get placeholder credentials and the PostgreSQL pool never
// connects (building the document reads no data). APP_URL, if set, is the document's server.
// `npm test` lints it with Redocly (scripts/openapi-lint.mjs); a partner can generate a client from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

async function main() {
  const out = process.argv[2];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
    SANDBOX: 'false',
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    PAYMENTS_PROVIDER: 'paystack',
    PAYSTACK_TEST_SECRET_KEY: 'sk_test_placeholder',
    PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_placeholder',
    IDENTITY_PROVIDER: 'dojah',
    DOJAH_APP_ID: 'placeholder',
    DOJAH_SECRET_KEY: 'placeholder',
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: 'placeholder',
    TERMII_SENDER_ID: 'Alaafia',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://placeholder@127.0.0.1:1',
    UNDERWRITER_NAME: 'Placeholder Underwriter',
    UNDERWRITER_NAICOM_LICENCE: 'PLACEHOLDER',
    COLLECTION_BANK_NAME: 'Placeholder Bank',
    COLLECTION_ACCOUNT_NUMBER: '0000000000',
    COLLECTION_ACCOUNT_NAME: 'Placeholder',
    TELEMEDICINE_PROVIDER: 'webhook',
    TELEMEDICINE_WEBHOOK_URL: 'https://telemedicine.invalid/referrals',
    TELEMEDICINE_WEBHOOK_SECRET: 'placeholder-placeholder-placeholder-32',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_ACCESS_TOKEN: 'placeholder-placeholder-placeholder',
    WHATSAPP_PHONE_NUMBER_ID: '100000000000000',
    WHATSAPP_APP_SECRET: 'placeholder-placeholder',
    WHATSAPP_VERIFY_TOKEN: 'placeholder-placeholder',
  });
  const database = await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' });
  try {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    await app.close();
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    const text = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (out) fs.writeFileSync(out, text);
    else process.stdout.write(text);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
