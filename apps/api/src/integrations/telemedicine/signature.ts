import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The telemedicine webhook's signature, both ways (docs/operations.md, 'Telemedicine partner'):
 * HMAC-SHA256 of the exact body bytes with TELEMEDICINE_WEBHOOK_SECRET, hex.
 */
export function signTelemedicineBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Compared in constant time; a missing or malformed signature is false. */
export function verifyTelemedicineSignature(
  secret: string,
  body: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signTelemedicineBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
