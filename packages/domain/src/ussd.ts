import { z } from './zod.js';
import { normalizeNigerianPhone } from './phone.js';

/*
 * The USSD channel (issue 41; docs/business-rules.md, 'USSD'): Africa's Talking's callback, its
 * screens and the rules a keypad-only session keeps. The channel holds no rule of the business of
 * its own: sign-up, identity, checkout, claims and cover answers are the API modules' functions.
 */

/** The most characters one USSD screen may carry, its `CON `/`END ` prefix included. */
export const USSD_SCREEN_MAX = 182;
/** A session lasts at most this long after its first request (the networks' own limit). */
export const USSD_SESSION_SECONDS = 180;
/** Wrong PINs in a row before the PIN locks. */
export const USSD_PIN_MAX_TRIES = 5;
/** How long a locked PIN stays locked. */
export const USSD_PIN_LOCK_MINUTES = 30;
export const USSD_PIN_LENGTH = 4;

/** The answer that goes back one screen, and the one that goes to the main menu. */
export const USSD_BACK = '0';
export const USSD_MAIN_MENU = '00';

/**
 * The banks whose USSD Paystack's Charge API charges (`ussd.type`, its documented enum: 737, 919,
 * 822, 966), in the order the screen lists them.
 */
export const USSD_BANKS = [
  { type: '737', name: 'GTBank' },
  { type: '919', name: 'UBA' },
  { type: '822', name: 'Sterling' },
  { type: '966', name: 'Zenith' },
] as const;
export type UssdBankType = (typeof USSD_BANKS)[number]['type'];
export const USSD_BANK_TYPES = USSD_BANKS.map((b) => b.type) as [UssdBankType, ...UssdBankType[]];

/**
 * Africa's Talking's USSD request, form-encoded: `text` is empty on the first screen, then every
 * answer so far joined by `*`. `networkCode` is the mobile network's code (62120 Airtel Nigeria...).
 */
export const ussdCallbackBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  serviceCode: z.string().trim().max(40).default(''),
  phoneNumber: z.string().trim().min(1).max(20),
  networkCode: z.string().trim().max(20).default(''),
  text: z.string().max(1000).default(''),
});
export type UssdCallbackBody = z.output<typeof ussdCallbackBodySchema>;

/**
 * Africa's Talking's end-of-session notification (form-encoded, to the events callback URL): how the
 * session ended (`status`: Success, Incomplete or Failed), what it cost, and why it failed. Its
 * `input` (every answer, the PIN among them) is never read or kept.
 */
export const ussdSessionEndBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  status: z.string().trim().max(40).default(''),
  cost: z.string().trim().max(40).default(''),
  errorMessage: z.string().trim().max(500).default(''),
  durationInMillis: z.coerce.number().int().min(0).max(86_400_000).optional(),
  hopsCount: z.coerce.number().int().min(0).max(10_000).optional(),
  networkCode: z.string().trim().max(20).default(''),
  serviceCode: z.string().trim().max(40).default(''),
});
export type UssdSessionEndBody = z.output<typeof ussdSessionEndBodySchema>;

/** The caller as we store phones ('+2348031234567' -> '08031234567'); null when not Nigerian. */
export function ussdCaller(phoneNumber: string): string | null {
  return normalizeNigerianPhone(phoneNumber);
}

/** The answers of a request's `text`, in order ('' -> none, '1*2' -> ['1', '2']). */
export function ussdAnswers(text: string): string[] {
  return text === '' ? [] : text.split('*');
}

/** A PIN a customer may choose: 4 digits, not one digit four times, not a run (1234, 9876). */
export function ussdPinProblem(pin: string): 'format' | 'weak' | null {
  if (!new RegExp(`^\\d{${USSD_PIN_LENGTH}}$`).test(pin)) return 'format';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) return 'weak';
  return null;
}

/** A date typed on a keypad as DDMMYYYY, as YYYY-MM-DD; null when it is no real day. */
export function ussdDate(input: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(input);
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const iso = `${yyyy}-${mm}-${dd}`;
  const parsed = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) return null;
  return iso;
}

/** A whole naira amount typed on a keypad (digits only, no leading zero); null otherwise. */
export function ussdNaira(input: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(input)) return null;
  return Number(input);
}

/** A name typed on a keypad: letters (and a hyphen or apostrophe inside), 2 to 40 of them. */
export function ussdName(input: string): string | null {
  const name = input.trim();
  if (!/^[A-Za-z][A-Za-z'-]{1,39}$/.test(name)) return null;
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

/** A screen as the gateway takes it: `CON ` (more to come) or `END ` (finished), then the text. */
export type UssdScreen = `CON ${string}` | `END ${string}`;

export const ussdCon = (text: string): UssdScreen => `CON ${text}`;
export const ussdEnd = (text: string): UssdScreen => `END ${text}`;

/** Does a screen keep the gateway's rules (its prefix, and at most USSD_SCREEN_MAX characters)? */
export function isUssdScreen(screen: string): screen is UssdScreen {
  return /^(CON|END) /.test(screen) && [...screen].length <= USSD_SCREEN_MAX;
}

/**
 * A phone-only account (one opened by USSD) has no e-mail yet: it holds a unique address under this
 * reserved domain (RFC 2606's `.invalid`, which no mail ever reaches) until the customer adds theirs
 * on the web. Nothing is e-mailed to it (customers' contact answers no e-mail for it).
 */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone-only.invalid';
export const isPhoneOnlyEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
/** The password hash of an account with no password yet (no password matches it). */
export const NO_PASSWORD_HASH = '!phone-only';
