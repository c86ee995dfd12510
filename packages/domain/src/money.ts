/**
 * Money is kobo, an integer, from the database to the domain (docs/business-rules.md, "The books");
 * naira only at the edges: what a customer reads and the spec's request and answer fields in naira.
 * It is shown with a naira sign, thousands separators and no trailing '.00' (spec: section 9).
 */
export type Naira = number;

/**
 * A whole number of kobo. Branded, so a naira amount cannot be handed where kobo are meant without
 * going through `kobo()` or `nairaToKobo()`; a Kobo is still a number for arithmetic and display.
 */
export type Kobo = number & { readonly __brand: 'Kobo' };

/**
 * The largest amount of kobo the code holds exactly: a JavaScript number is an exact integer up to
 * 2^53 − 1 (about ₦90 trillion), and every money column is bigint (docs/business-rules.md, 'The
 * books'). Request schemas take amounts up to it (MAX_NAIRA_INPUT for naira), never a 32-bit limit.
 */
export const MAX_KOBO = Number.MAX_SAFE_INTEGER;
/** The most naira an amount typed in may hold so that its kobo stay exact: MAX_KOBO ÷ 100, whole. */
export const MAX_NAIRA_INPUT = Math.floor(MAX_KOBO / 100);

/** `n` as Kobo; refuses anything that is not a safe integer (a fraction of a kobo does not exist). */
export function kobo(n: number): Kobo {
  if (!Number.isSafeInteger(n)) throw new RangeError(`kobo must be a whole number, got ${n}`);
  return n as Kobo;
}

export function nairaToKobo(naira: Naira): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError('naira must be finite');
  return Math.round(naira * 100) as Kobo;
}

export function koboToNaira(kobo: Kobo | number): Naira {
  return kobo / 100;
}

/** A nullable kobo column as an answer's naira field (null stays null). */
export function koboToNairaOrNull(kobo: Kobo | null): Naira | null {
  return kobo === null ? null : kobo / 100;
}

/**
 * 120000 -> '120,000'; 1100.5 -> '1,100.5'; at most two decimals, none when whole (en-NG grouping).
 * Written out rather than with Intl.NumberFormat: a page's first Intl formatter makes the browser
 * load its number data, some 45 ms of a phone's main thread before the first screen can show.
 */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${value < 0 && hundredths > 0 ? '-' : ''}${grouped}${decimals}`;
}

/** 120000 -> '₦120,000'; 15955.5 -> '₦15,955.50' (kobo always as two digits, issue 38). */
export function formatNaira(value: Naira): string {
  const figure = formatThousands(value);
  return `₦${/\.\d$/.test(figure) ? `${figure}0` : figure}`;
}

/** An amount held in kobo as a customer reads it: 12000000 -> '₦120,000'. */
export function formatKobo(value: Kobo): string {
  return formatNaira(koboToNaira(value));
}

/**
 * Reads what a customer typed or pasted in a money input ('₦ 120,000', '180000', '1,100.50') as a
 * whole number of naira, or null. Amounts are whole naira (docs/business-rules.md, "Naira amounts
 * typed in"): kobo after a decimal point are dropped, never read as more digits ('1,100.50' is
 * ₦1,100, not ₦110,050), so a pasted bank-statement figure can only come out lower, never a hundred
 * times higher.
 */
export function parseNairaInput(input: string): Naira | null {
  const decimal = /[.](\d{1,2})\s*$/.exec(input);
  const whole = decimal ? input.slice(0, decimal.index) : input;
  const digits = whole.replace(/[^\d]/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000_000, 'trillion'],
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds] ?? ''} hundred`);
  if (rest > 0) {
    const words =
      rest < 20
        ? (ONES[rest] ?? '')
        : `${TENS[Math.floor(rest / 10)] ?? ''}${rest % 10 ? `-${ONES[rest % 10] ?? ''}` : ''}`;
    parts.push(hundreds > 0 ? `and ${words}` : words);
  }
  return parts.join(' ');
}

/**
 * 45000 -> 'forty-five thousand naira'; 4500 -> 'four thousand, five hundred naira'. Shown beside
 * an amount a staff member is about to pay, so that a slipped digit reads as a different amount
 * (docs/business-rules.md, "Naira amounts typed in"). Whole naira; kobo are left out.
 */
export function nairaInWords(value: Naira): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError('naira must be a finite amount');
  let rest = Math.floor(value);
  if (rest >= 1_000_000_000_000_000) return `${formatThousands(rest)} naira`;
  if (rest === 0) return 'zero naira';
  const parts: string[] = [];
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${underThousand(Math.floor(rest / size)) || 'zero'} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0)
    parts.push(parts.length > 0 && rest < 100 ? `and ${underThousand(rest)}` : underThousand(rest));
  return `${parts.join(', ').replace(/, and /g, ' and ')} naira`;
}
