import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { signUp } from './helpers.js';
import {
  STRANGER_PHONE,
  kycClient,
  latestCode,
  otherCode,
  ownValue,
  sandboxValue,
} from './kyc-support.js';

/**
 * No response body and no log line holds a full BVN, NIN, licence, voter's card or account number,
 * and the database files on disk do not either. This file runs the real app on a PGlite database in
 * a folder (not in memory), with every log line captured at debug level.
 */
let dataDir: string;
let database: Database;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-kyc-privacy-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedReferenceData(database.db);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under a folder, as bytes. */
function filesUnder(dir: string): Buffer[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [fs.readFileSync(full)];
  });
}

describe('Identity numbers in responses, logs and database files', () => {
  it('When every ID type goes through match, mismatch, not found and errors, then no response, log line or database file holds a full number', async () => {
    const c = await signUp(app);
    const kyc = kycClient(app, c.id, c.cookie);
    const numbers = {
      bvn: ownValue('digits11'),
      bvnStranger: sandboxValue('digits11', '0001'),
      bvnMissing: sandboxValue('digits11', '0000'),
      nin: ownValue('digits11'),
      ninStranger: sandboxValue('digits11', '0001'),
      vin: ownValue('card'),
      vinStranger: sandboxValue('card', '0001'),
      vinMissing: sandboxValue('card', '0000'),
      dvl: ownValue('card'),
      dvlStranger: sandboxValue('card', '0001'),
      account: ownValue('digits10'),
      accountStranger: sandboxValue('digits10', '0001'),
      accountMissing: sandboxValue('digits10', '0000'),
    };
    const bodies: string[] = [];
    const keep = async (res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res;
      bodies.push(r.body);
      return r;
    };

    await keep(kyc.bvn(numbers.bvnMissing));
    await keep(kyc.bvn(numbers.bvnStranger));
    await keep(kyc.verify(await latestCode(app, STRANGER_PHONE)));
    await keep(kyc.nin(numbers.ninStranger));
    await keep(kyc.bvn(`${numbers.bvn}9`)); // a bad format
    await keep(kyc.nin(numbers.nin));
    const code = await latestCode(app, c.body.phone_number);
    await keep(kyc.verify(otherCode(code)));
    await keep(kyc.verify(code));
    await keep(kyc.bvn(numbers.bvn));
    await keep(kyc.verify(await latestCode(app, c.body.phone_number)));
    await keep(kyc.vin({ vin: numbers.vinMissing }));
    await keep(kyc.vin({ vin: numbers.vinStranger }));
    await keep(kyc.vin({ vin: numbers.vin }));
    await keep(kyc.vin({ vin: numbers.vin, dob: '1985-02-03' }));
    await keep(kyc.licence({ driver_license_number: numbers.dvlStranger }));
    await keep(kyc.licence({ driver_license_number: numbers.dvl }));
    await keep(kyc.account({ account_number: numbers.accountMissing, bank_code: '044' }));
    await keep(kyc.account({ account_number: numbers.accountStranger, bank_code: '044' }));
    await keep(kyc.account({ account_number: numbers.account, bank_code: '999' }));
    await keep(kyc.account({ account_number: numbers.account, bank_code: '044' }));
    await keep(kyc.complete());
    await keep(kyc.me());
    await keep(
      app.inject({
        method: 'GET',
        url: `/api/local/customers/${c.id}`,
        headers: { cookie: c.cookie },
      }),
    );

    const statuses = new Set(bodies.map((b) => (JSON.parse(b) as { message?: string }).message));
    expect(statuses.has('Unable to validate BVN because name does not match.')).toBe(true);
    const me = JSON.parse(bodies.at(-1)!).data;
    expect(me).toMatchObject({ have_completed_kyc: true, dob: '**/**/1985' });
    expect(me.bvn).toBe(`*******${numbers.bvn.slice(-4)}`);

    await app.close();
    await database.close();
    const logs = logLines.join('');
    expect(logs).toContain('/verify'); // the request log is there, with the code masked
    expect(logs).toContain('nin-with-id/****/');
    const files = filesUnder(path.join(dataDir, 'pglite'));
    expect(files.some((f) => f.includes(c.body.email))).toBe(true); // plain columns are readable
    for (const [what, value] of Object.entries({ ...numbers, dob: '1985-02-03' })) {
      for (const body of bodies) expect(body, `${what} in a response`).not.toContain(value);
      expect(logs.includes(value), `${what} in a log line`).toBe(false);
      expect(
        files.some((f) => f.includes(value)),
        `${what} in the database files`,
      ).toBe(false);
    }
  });
});
