import { graceEndsOn, inGrace } from './billing.js';
import { addDays } from './lagos-time.js';
import { z } from './zod.js';

// The health plan at the hospital (issue 28; docs/business-rules.md, 'Health plan members'): the
// member number on the card, and whether a member is covered today.

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is not mistaken. */
export const MEMBER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const MEMBER_NUMBER_PREFIX = 'AM';
/** 10 characters of base32: 50 random bits, so a number cannot be guessed from another. */
export const MEMBER_NUMBER_LENGTH = 10;

export const memberNumberCopy = {
  invalid: 'Enter the member number as it is on the card: AM and 10 letters or digits.',
  notFound: 'We could not find this member number.',
} as const;

/**
 * A member number from `bytes` (at least 10 random bytes, from a CSPRNG): each byte gives one
 * character (256 is a multiple of 32, so every character is equally likely).
 */
export function memberNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < MEMBER_NUMBER_LENGTH) throw new Error('member number: too few random bytes');
  let out = MEMBER_NUMBER_PREFIX;
  for (let i = 0; i < MEMBER_NUMBER_LENGTH; i += 1)
    out += MEMBER_NUMBER_ALPHABET[bytes[i]! % MEMBER_NUMBER_ALPHABET.length];
  return out;
}

/**
 * What a person typed (or a QR code held) as a member number, the way Crockford reads it: case,
 * spaces and dashes ignored, O read as 0, I and L as 1. Null when it cannot be one.
 */
export function normaliseMemberNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (!compact.startsWith(MEMBER_NUMBER_PREFIX)) return null;
  const body = compact.slice(MEMBER_NUMBER_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== MEMBER_NUMBER_LENGTH) return null;
  for (const ch of body) if (!MEMBER_NUMBER_ALPHABET.includes(ch)) return null;
  return MEMBER_NUMBER_PREFIX + body;
}

/** A member number in a path or a body: normalised, or 422 with the copy above. */
export const memberNumberSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const normal = normaliseMemberNumber(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: memberNumberCopy.invalid });
      return z.NEVER;
    }
    return normal;
  });

/** The policy fields the cover rules read (a health policy's row). */
export interface MemberPolicy {
  status: string;
  startDate: string;
  nextPaymentDate: string | null;
  pauseReason: 'payment' | 'verification' | null;
}

export const ELIGIBILITY_REASONS = [
  'paused_for_payment',
  'paused_for_verification',
  'not_yet_started',
  'ended',
  'another_hospital',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** The reasons in plain words, as the hospital reads them. */
export const eligibilityReasonCopy: Record<EligibilityReason, string> = {
  paused_for_payment: 'Not covered: the cover is paused because a premium is unpaid.',
  paused_for_verification:
    'Not covered: the cover is paused until the member finishes verifying their identity.',
  not_yet_started: 'Not covered yet: the cover has not started.',
  ended: 'Not covered: the cover has ended.',
  another_hospital:
    'Covered, but at another hospital: the member chose another hospital in our network.',
};

/**
 * Whether the policy covers the member today, and why not: an active policy covers from its start
 * date through its paid period and the grace days after it (docs/business-rules.md, 'Premium
 * collection'); paused, cancelled or lapsed ones do not.
 */
export function coverToday(
  policy: MemberPolicy,
  today: string,
): { covered: boolean; reason: Exclude<EligibilityReason, 'another_hospital'> | null } {
  if (policy.status === 'paused')
    return {
      covered: false,
      reason:
        policy.pauseReason === 'verification' ? 'paused_for_verification' : 'paused_for_payment',
    };
  if (policy.status !== 'active') return { covered: false, reason: 'ended' };
  if (policy.startDate > today) return { covered: false, reason: 'not_yet_started' };
  return { covered: true, reason: null };
}

/**
 * The last day the card's cover runs to without another payment: the day before the next premium
 * is due, or, while that premium is in its grace days, the grace's last day. Null when the policy is
 * not active (paused: no cover until paid) or has no due date.
 */
export function memberCardValidUntil(policy: MemberPolicy, today: string): string | null {
  if (policy.status !== 'active' || policy.nextPaymentDate === null) return null;
  const due = policy.nextPaymentDate;
  return inGrace(policy.status, due, today) ? graceEndsOn(due) : addDays(due, -1);
}
