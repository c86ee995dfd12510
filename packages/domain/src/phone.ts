/**
 * Nigerian mobile numbers. Customers type them as 0803 123 4567, +234 803 123 4567 or 234803...;
 * we store the local 11-digit form that starts with 0, which is what the spec's forms show.
 */
const NIGERIAN_MOBILE_PREFIXES = /^0[789][01]\d{8}$/;

export function normalizeNigerianPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  let local: string;
  if (/^\+?234\d{10}$/.test(digits)) local = `0${digits.replace(/^\+?234/, '')}`;
  else if (/^\d{11}$/.test(digits)) local = digits;
  else return null;
  return NIGERIAN_MOBILE_PREFIXES.test(local) ? local : null;
}

export const phoneCopy = {
  invalid: 'Enter a valid Nigerian phone number',
} as const;

/**
 * A phone as a customer may be shown it, for recognising it and nothing more: the network prefix and
 * the last two digits of a local Nigerian mobile number ('08031234501' gives '0803 *** **01'). Any
 * other value gives only its last two digits.
 */
export function maskPhoneNumber(phone: string): string {
  const local = normalizeNigerianPhone(phone);
  if (local) return `${local.slice(0, 4)} *** **${local.slice(-2)}`;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `*** **${digits.slice(-2)}` : '***';
}
