import { randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * Staff second factor: RFC 6238 TOTP (30 s, 6 digits, SHA-1: what every authenticator app reads)
 * through otplib. It reads the real clock, not the application's (the sandbox may move that one):
 * the staff member's phone keeps real time.
 */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: 'Alaafia back office', label: email, secret });
}

/** The code an authenticator shows now (tests and the command line's self-check). */
export function currentTotp(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Checks a code; answers its time step when valid and later than `afterStep` (a code is accepted
 * once: the caller stores the step), or null.
 */
export async function checkTotp(
  secret: string,
  token: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // A valid TOTP result carries its time step (otplib's TOTP result; the union also covers HOTP).
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number'
    ? result.timeStep
    : null;
}

/** One-time recovery codes, `xxxxx-xxxxx` in lower-case letters and digits (50 bits each). */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
