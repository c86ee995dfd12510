import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { customers, identityDocuments, kycEvents, otpCodes } from '../src/db/schema/index.js';

/** Test helpers for the KYC endpoints (identity checks), shared by the kyc*.test.ts files. */

/**
 * A well-formed ID value the sandbox registers to the customer asking: random, so no two tests
 * share one, and never ending in 0000 (not found) or 0001 (Adaeze Okafor).
 */
export function ownValue(kind: 'digits11' | 'digits10' | 'card'): string {
  const tail = String(randomInt(2, 10_000)).padStart(4, '0');
  if (kind === 'digits11') return `2${String(randomInt(0, 1_000_000)).padStart(6, '0')}${tail}`;
  if (kind === 'digits10') return `0${String(randomInt(0, 100_000)).padStart(5, '0')}${tail}`;
  return `KYC${String(randomInt(0, 1_000_000)).padStart(6, '0')}${tail}`;
}

/** A value ending in 0001 (registered to Adaeze Okafor) or 0000 (not registered). */
export function sandboxValue(kind: 'digits11' | 'digits10' | 'card', ending: '0001' | '0000') {
  return ownValue(kind).slice(0, -4) + ending;
}

export const STRANGER_PHONE = '08030000001';

export function kycClient(app: FastifyInstance, id: number, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  return {
    bvn: (bvn: string, forId = id) =>
      call('POST', `/api/local/customers/profiles/bvn-with-id/${forId}`, { bvn }),
    nin: (nin: string, forId = id) =>
      call('POST', `/api/local/customers/profiles/nin-with-id/${forId}`, { nin }),
    submit: (type: 'bvn' | 'nin', value: string, forId = id) =>
      call('POST', `/api/local/customers/profiles/${type}-with-id/${forId}`, { [type]: value }),
    verify: (otp: string, forId = id) =>
      call('GET', `/api/local/customers/profiles/nin-with-id/${otp}/${forId}/verify`),
    vin: (body: object, forId = id) =>
      call('POST', `/api/local/customers/profiles/vin-with-id/${forId}`, body),
    licence: (body: object, forId = id) =>
      call('POST', `/api/local/customers/profiles/driver-license-with-id/${forId}`, body),
    account: (body: object, product = 'healthcash', forId = id) =>
      call('POST', `/api/local/${product}-account-number/verify/${forId}`, body),
    resetName: (body: object, forId = id) =>
      call('POST', `/api/local/customers/profiles/reset-name/${forId}`, body),
    complete: (forId = id) => call('PATCH', `/api/local/customers/${forId}/set-kyc-complete`),
    clean: (forId = id) => call('GET', `/api/local/customers/profiles/clean/${forId}`),
    completeProfile: (body: object) =>
      call('POST', '/api/local/customers/profiles/complete-profile-by-product', body),
    me: () => call('GET', '/api/auth/me'),
    codeStatus: (forId = id) => call('GET', `/api/local/customers/profiles/otp-status/${forId}`),
    resend: (forId = id) => call('POST', `/api/local/customers/profiles/otp-resend/${forId}`),
  };
}

/** The SMS the sandbox sent to a phone, newest first. */
export async function smsTo(app: FastifyInstance, phone: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${phone}` });
  return (res.json().data as { channel: string; body: string }[])
    .filter((m) => m.channel === 'sms')
    .map((m) => m.body);
}

/** The code in the newest SMS to a phone. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const [newest] = await smsTo(app, phone);
  const code = newest ? /code is (\d{4})\./.exec(newest)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A 4-digit code that is not the given one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

export async function customerRow(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

export async function documentsOf(db: Db, id: number) {
  return db.select().from(identityDocuments).where(eq(identityDocuments.customerId, id));
}

export async function codesOf(db: Db, id: number) {
  return db.select().from(otpCodes).where(eq(otpCodes.customerId, id));
}

export async function eventsOf(db: Db, id: number) {
  return db.select().from(kycEvents).where(eq(kycEvents.customerId, id)).orderBy(kycEvents.id);
}
