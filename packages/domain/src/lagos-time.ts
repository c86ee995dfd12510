/**
 * The Lagos clock: every rule that turns an instant into the day a customer in Nigeria lives in, and
 * counts days, months and working days (docs/business-rules.md, 'The service clock'). Nigeria is
 * UTC+1 all year (West Africa Time, no daylight saving), so the offset is a constant, written here
 * once; days are 'YYYY-MM-DD' strings of the Lagos calendar. Nothing else in the repository adds
 * an hour by hand or writes '+01:00'.
 */

/** West Africa Time: Lagos is UTC+1 all year. */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date in Lagos at an instant, as YYYY-MM-DD. */
export function lagosDate(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Lagos wall-clock time at an instant, as HH:MM (24-hour). */
export function lagosTime(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(11, 16);
}

/** The first instant of a Lagos day (00:00 WAT). */
export function startOfLagosDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - LAGOS_OFFSET_MS);
}

/** The last instant of a Lagos day, as an ISO timestamp (23:59:59.999 WAT). */
export function endOfLagosDay(day: string): string {
  return new Date(startOfLagosDay(day).getTime() + DAY_MS - 1).toISOString();
}

/** YYYY-MM-DD plus whole months; the 31st becomes the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// Public holidays and working days
// ---------------------------------------------------------------------------------------------

/** Nigerian public holidays on fixed dates (MM-DD). */
const FIXED_HOLIDAYS = ['01-01', '05-01', '06-12', '10-01', '12-25', '12-26'];

/**
 * Islamic holidays follow the moon and are declared by the Federal Government shortly before; these are
 * the expected dates (Eid-el-Fitr two days, Eid-el-Kabir two days, Eid-el-Maulud), a day that falls on
 * a weekend observed on the next working day. 2028 to 2030 are the Umm al-Qura calendar's dates
 * (docs/business-rules.md, 'The service clock'); replace each year's with the declared ones.
 */
const LUNAR_HOLIDAYS: readonly string[] = [
  '2025-03-31',
  '2025-04-01',
  '2025-06-06',
  '2025-06-09',
  '2025-09-05',
  '2026-03-20',
  '2026-03-23',
  '2026-05-27',
  '2026-05-28',
  '2026-08-26',
  '2027-03-10',
  '2027-03-11',
  '2027-05-17',
  '2027-05-18',
  '2027-08-16',
  // 2028: Eid-el-Fitr Sat 26 and Sun 27 Feb; Eid-el-Kabir Fri 5 and Sat 6 May; Eid-el-Maulud Thu 3 Aug.
  '2028-02-28',
  '2028-02-29',
  '2028-05-05',
  '2028-05-08',
  '2028-08-03',
  // 2029: Eid-el-Fitr Wed 14 and Thu 15 Feb; Eid-el-Kabir Tue 24 and Wed 25 Apr; Eid-el-Maulud Tue 24 Jul.
  '2029-02-14',
  '2029-02-15',
  '2029-04-24',
  '2029-04-25',
  '2029-07-24',
  // 2030: Eid-el-Fitr Mon 4 and Tue 5 Feb; Eid-el-Kabir Sat 13 and Sun 14 Apr; Eid-el-Maulud Sat 13 Jul.
  '2030-02-04',
  '2030-02-05',
  '2030-04-15',
  '2030-04-16',
  '2030-07-15',
];

/** The last year the Islamic holidays are known for. */
export const LUNAR_HOLIDAYS_LAST_YEAR = Math.max(
  ...LUNAR_HOLIDAYS.map((d) => Number(d.slice(0, 4))),
);

/**
 * A warning for the log and the officer's queue once a year from the year before the Islamic
 * holidays run out (and every year after): the service clock would count those days as working days.
 */
export function lunarHolidaysWarning(today: string): string | null {
  const year = Number(today.slice(0, 4));
  if (year < LUNAR_HOLIDAYS_LAST_YEAR - 1) return null;
  return year > LUNAR_HOLIDAYS_LAST_YEAR
    ? `The Islamic holidays of the claims clock end in ${LUNAR_HOLIDAYS_LAST_YEAR}: Eid-el-Fitr, Eid-el-Kabir and Eid-el-Maulud are counted as working days. Add the coming years (packages/domain/src/lagos-time.ts, LUNAR_HOLIDAYS).`
    : `The Islamic holidays of the claims clock end in ${LUNAR_HOLIDAYS_LAST_YEAR}. Add the following years before then (packages/domain/src/lagos-time.ts, LUNAR_HOLIDAYS).`;
}

/** Easter Sunday (Gregorian, anonymous algorithm), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

const holidayCache = new Map<number, Set<string>>();

/** The Nigerian public holidays of a year (YYYY-MM-DD). */
export function nigerianPublicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Set<string>();
  const fixed = FIXED_HOLIDAYS.map((mmdd) => `${year}-${mmdd}`);
  fixed.forEach((d) => days.add(d));
  const easter = easterSunday(year);
  days.add(addDays(easter, -2));
  days.add(addDays(easter, 1));
  LUNAR_HOLIDAYS.filter((d) => d.startsWith(`${year}-`)).forEach((d) => days.add(d));
  // A fixed holiday on a Saturday or Sunday is observed on the next working day that is not a holiday.
  for (const d of fixed) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) continue;
    let observed = addDays(d, w === 6 ? 2 : 1);
    while (days.has(observed) || [0, 6].includes(weekday(observed)))
      observed = addDays(observed, 1);
    days.add(observed);
  }
  holidayCache.set(year, days);
  return days;
}

/**
 * Is this Lagos day a Nigerian public holiday? Fixed holidays, Good Friday and Easter Monday, the
 * declared Islamic holidays, and the day a fixed holiday on a weekend is observed.
 */
export function isNigerianPublicHoliday(day: string): boolean {
  return nigerianPublicHolidays(Number(day.slice(0, 4))).has(day);
}

export function isWorkingDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !isNigerianPublicHoliday(day);
}

/** The n-th working day after `day` (the day itself does not count). */
export function addWorkingDays(day: string, n: number): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkingDay(d)) left -= 1;
  }
  return d;
}
