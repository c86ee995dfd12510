/**
 * Analytics properties never carry a customer's personal data (docs/architecture.md, 'Personal data'): a property is
 * dropped when its key names personal data or its value looks like an identity number, a phone or
 * account number, or an e-mail address. The rules are listed in docs/business-rules.md
 * ('Analytics events').
 */

/** Keys dropped when they are exactly one of these, once lower-cased with everything but letters removed. */
const EXACT_KEYS = new Set([
  'bvn',
  'nin',
  'vin',
  'dvl',
  'otp',
  'pin',
  'dob',
  'cvv',
  'pan',
  'name',
  'uid',
]);

/** Keys dropped when they contain one of these (normalised the same way). */
const KEY_PARTS = [
  'phone',
  'mobile',
  'msisdn',
  'email',
  'mail',
  'password',
  'passcode',
  'secret',
  'token',
  'firstname',
  'lastname',
  'fullname',
  'surname',
  'middlename',
  'address',
  'birth',
  'account',
  'nuban',
  'card',
  'licen',
  'passport',
  'salary',
  'income',
  'bvn',
  'ninnumber',
  'nationalid',
  'voter',
];

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Ten or more digits once spaces and separators are removed: a NUBAN, a phone, a BVN or NIN, a card. */
const LONG_DIGIT_RUN = /\d{10,}/;

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z]/g, '');
}

function isPersonalDataKey(key: string): boolean {
  const k = normaliseKey(key);
  return EXACT_KEYS.has(k) || KEY_PARTS.some((part) => k.includes(part));
}

function looksLikePersonalData(value: unknown): boolean {
  if (typeof value === 'string') {
    return EMAIL_LIKE.test(value) || LONG_DIGIT_RUN.test(value.replace(/[\s\-().+/]/g, ''));
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) >= 1_000_000_000;
  }
  return false;
}

/** The properties without personal data, and the keys that were dropped (for the log: keys, never values). */
export function withoutPersonalData(properties: Record<string, unknown>): {
  kept: Record<string, unknown>;
  dropped: string[];
} {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (isPersonalDataKey(key) || looksLikePersonalData(value)) dropped.push(key);
    else kept[key] = value;
  }
  return { kept, dropped };
}
