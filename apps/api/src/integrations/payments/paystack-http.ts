/**
 * The HTTP pieces around the Paystack client (paystack.ts): the rate limit's wait (429 and
 * Retry-After) and the webhook signature (x-paystack-signature, HMAC-SHA512 of the raw body:
 * https://paystack.com/docs/payments/webhooks/), which the sandbox signs with as well.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.js';

/**
 * Paystack's rate limit (HTTP 429 with Retry-After, in seconds or as a date): a call answered 429 was
 * not processed, so it is sent again once the wait has passed, at most this many times; a wait longer
 * than RATE_LIMIT_MAX_WAIT_MS is not waited for (the call fails as retryable; docs/operations.md).
 */
export const RATE_LIMIT_RETRIES = 3;
export const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** Without a readable Retry-After. */
const RATE_LIMIT_DEFAULT_WAIT_MS = 1_000;

/** The wait a 429's Retry-After asks for, in ms (delay-seconds or an HTTP date; RFC 9110 10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return RATE_LIMIT_DEFAULT_WAIT_MS;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? RATE_LIMIT_DEFAULT_WAIT_MS : Math.max(0, at - now);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The x-paystack-signature of a body: HMAC-SHA512 with the secret key, hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function verifyPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return safeEqual(paystackSignature(secretKey, rawBody), signature.toLowerCase());
}
