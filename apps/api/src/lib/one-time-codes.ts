import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@alaafia/domain';
import type { FieldCipher } from './crypto.js';

/**
 * One-time codes (docs/architecture.md, 'Personal data'): the BVN and NIN checks' (modules/identity/kyc)
 * and the next of kin's (modules/cover/claims).
 */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;

/** A uniformly random 4-digit code from the operating system's CSPRNG ('0042' is a code too). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form: a keyed hash (HMAC with the server's secret) bound to the code's own row, so the
 * 10,000 possible codes cannot be tried against a leaked table without the key, and a hash cannot
 * be replayed onto another code row.
 */
export function hashOtp(cipher: FieldCipher, otpId: number, code: string): string {
  return cipher.lookupHash(`otp:v1:${otpId}:${code}`);
}

export function otpMatches(cipher: FieldCipher, otpId: number, code: string, stored: string) {
  const given = Buffer.from(hashOtp(cipher, otpId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
