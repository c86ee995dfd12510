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

const grouping = new Intl.NumberFormat('en-NG', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** 120000 -> '120,000'; 1100.5 -> '1,100.5'. */
export function formatThousands(value: number): string {
  return grouping.format(value);
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
