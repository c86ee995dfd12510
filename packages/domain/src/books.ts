/**
 * The agency books' rules (issue 36; docs/business-rules.md, 'The books'): Alaafia is the
 * underwriter's agent. Pure arithmetic, each rule once: splitting a premium at inception (our
 * commission and the VAT in it, the underwriter's net), earning a premium and its commission day by
 * day over its cover period, taking a premium back (a refund, a lost chargeback), the case reserve
 * of a claim, the IBNR reserve, the NIIRA 2025 s.210 days, and the monthly statement of account.
 * Amounts are kobo; products of amounts are worked in BigInt so that no rounding error of a
 * floating-point number can creep in, whatever the amount (₦2,000,000,000 included).
 */
import { addDays, daysBetween } from './lagos-time.js';
import { kobo, type Kobo } from './money.js';

const MILLION = 1_000_000n;

/**
 * A rate (0.15 = 15%) as whole parts per million, exactly: refuses a rate below 0, above 1, or not
 * a finite number.
 */
export function ratePpm(rate: number): bigint {
  if (!(Number.isFinite(rate) && rate >= 0 && rate <= 1)) {
    throw new RangeError('a rate is a number from 0 to 1');
  }
  return BigInt(Math.round(rate * 1_000_000));
}

/** floor(amount × part ÷ whole) for whole, non-negative numbers (whole > 0), without rounding error. */
export function proportionOf(amount: number, part: number, whole: number): Kobo {
  if (whole <= 0) throw new RangeError('a proportion needs a whole above 0');
  return kobo(Number((BigInt(amount) * BigInt(part)) / BigInt(whole)));
}

/** A premium split at inception (docs/business-rules.md, 'Posting rules'). */
export interface PremiumSplit {
  /** The premium the customer (or sponsor, or Alaafia for a free month) pays. */
  gross: Kobo;
  /** Our commission on the whole premium, VAT included: what the underwriter pays us. */
  commission: Kobo;
  /** The VAT in the commission, owed to the tax authority. */
  vat: Kobo;
  /** The commission less its VAT: our income, earned day by day over the cover period. */
  commissionIncome: Kobo;
  /** The underwriter's part: gross less commission. */
  net: Kobo;
}

/**
 * Splits a premium once, on the whole premium, at inception: the commission is `commissionRate` of
 * it, rounded down to the kobo (15% of ₦1,000 is ₦150, never ₦149.55 from days rounded one by one);
 * the VAT is the part of that commission that is VAT at `vatRate` (the commission is VAT-inclusive:
 * commission = income × (1 + vatRate)), rounded to the nearest kobo; the underwriter's net is the
 * rest of the premium. The parts always add up: net + commission = gross, income + vat = commission.
 */
export function splitPremium(gross: Kobo, commissionRate: number, vatRate = 0): PremiumSplit {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError('a premium is whole kobo');
  const commission = kobo(Number((BigInt(gross) * ratePpm(commissionRate)) / MILLION));
  const vatPpm = ratePpm(vatRate);
  // Nearest kobo of commission × vat ÷ (1 + vat): add half the divisor before dividing.
  const divisor = MILLION + vatPpm;
  const vat = kobo(Number((BigInt(commission) * vatPpm * 2n + divisor) / (divisor * 2n)));
  return {
    gross,
    commission,
    vat,
    commissionIncome: kobo(commission - vat),
    net: kobo(gross - commission),
  };
}

/** A cover period: from its first day, to the day after its last (YYYY-MM-DD, end exclusive). */
export interface CoverPeriod {
  from: string;
  to: string;
}

/**
 * What of `amount` is earned by the end of the Lagos day `day` over `period`, evenly by the day:
 * amount × days elapsed ÷ days of the period, rounded down, so the rounding is left to the last day,
 * which earns what is left: a period earns its amount exactly. Nothing before the period starts;
 * all of it from its last day on. A period of no days is earned on its first day.
 */
export function earnedThrough(amount: Kobo, period: CoverPeriod, day: string): Kobo {
  const days = daysBetween(period.from, period.to);
  const elapsed = daysBetween(period.from, addDays(day, 1));
  if (elapsed <= 0) return kobo(0);
  if (elapsed >= days) return amount;
  return proportionOf(amount, elapsed, days);
}

/**
 * What of `amount` is earned on the days `from` to `to` (inclusive) of the period: the earning of a
 * run of days, of a month, of a day.
 */
export function earnedBetween(amount: Kobo, period: CoverPeriod, from: string, to: string): Kobo {
  if (to < from) return kobo(0);
  return kobo(earnedThrough(amount, period, to) - earnedThrough(amount, period, addDays(from, -1)));
}

/** One premium written and what its earning has done so far. */
export interface PremiumOnBooks {
  gross: Kobo;
  commissionIncome: Kobo;
  commission: Kobo;
  vat: Kobo;
  net: Kobo;
  /** What is still unearned of the premium and of our commission income (0 once stopped). */
  unearned: Kobo;
  unearnedCommission: Kobo;
  /** What was already taken back of the premium, and of each part, by earlier take-backs. */
  takenBack: Kobo;
  takenBackCommission: Kobo;
  takenBackVat: Kobo;
}

/** How one take-back of a premium is posted. */
export interface TakeBack {
  /** The premium given back (≤ what was not taken back yet). */
  amount: Kobo;
  /** Of it, from what was unearned, and from what was already earned. */
  fromUnearned: Kobo;
  fromEarned: Kobo;
  /** What was unearned and not given back: earned at once, since the cover has stopped. */
  earnedAtOnce: Kobo;
  /** The parts given back: the underwriter's net, our commission income, the VAT. */
  net: Kobo;
  commissionIncome: Kobo;
  vat: Kobo;
  /** Of the commission income given back: from unearned, from earned; the rest earned at once. */
  commissionFromUnearned: Kobo;
  commissionFromEarned: Kobo;
  commissionEarnedAtOnce: Kobo;
}

/**
 * A premium taken back (a refund, a lost chargeback; docs/business-rules.md, 'Earning'): what is
 * unearned goes first, then what was earned; the cover has stopped, so what stays unearned is earned
 * at once and the premium earns nothing more. The parts given back are the premium's own parts in
 * proportion, counted on what was taken back in all (so taking a premium back in several pieces
 * gives back exactly its commission and VAT when the last piece goes).
 */
export function takeBack(premium: PremiumOnBooks, amount: Kobo): TakeBack {
  const left = premium.gross - premium.takenBack;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > left) {
    throw new RangeError(`a premium can give back 0 to ${left} kobo, not ${amount}`);
  }
  const taken = premium.takenBack + amount;
  const share = (part: Kobo, before: Kobo) =>
    premium.gross === 0 ? kobo(0) : kobo(proportionOf(part, taken, premium.gross) - before);
  const commissionIncome = share(premium.commissionIncome, premium.takenBackCommission);
  const vat = share(premium.vat, premium.takenBackVat);
  const fromUnearned = kobo(Math.min(amount, premium.unearned));
  const commissionFromUnearned = kobo(Math.min(commissionIncome, premium.unearnedCommission));
  return {
    amount,
    fromUnearned,
    fromEarned: kobo(amount - fromUnearned),
    earnedAtOnce: kobo(premium.unearned - fromUnearned),
    net: kobo(amount - commissionIncome - vat),
    commissionIncome,
    vat,
    commissionFromUnearned,
    commissionFromEarned: kobo(commissionIncome - commissionFromUnearned),
    commissionEarnedAtOnce: kobo(premium.unearnedCommission - commissionFromUnearned),
  };
}

// ---------------------------------------------------------------------------------------------
// Claim reserves
// ---------------------------------------------------------------------------------------------

/** A claim as its reserve sees it. */
export interface ClaimForReserve {
  status: string;
  /** What the customer claimed (HealthCash), or null (income protection claims the plan's benefit). */
  amountClaimedKobo: Kobo | null;
  /** The benefit's expected cost when nothing is claimed: an income plan's monthly amount × months. */
  expectedKobo: Kobo;
  /** The claim's payouts that are not cancelled (scheduled, awaiting approval, ..., paid). */
  payoutsKobo: readonly Kobo[];
}

const CLAIM_OPEN = ['submitted', 'in_review', 'info_requested'];
const CLAIM_PAYING = ['approved', 'paying', 'paid'];

/**
 * What a claim is expected to cost in all (docs/business-rules.md, 'Claim reserves'): while it is
 * open, the amount claimed, or the benefit's expected cost when none is claimed; once approved, what
 * its payouts come to (every month of an income claim; a payout that came back after the claim was
 * paid is owed again); once rejected or closed, what was paid. The case reserve is this less what
 * was paid.
 */
export function claimExpectedKobo(claim: ClaimForReserve, paidKobo: Kobo): Kobo {
  if (CLAIM_OPEN.includes(claim.status)) return claim.amountClaimedKobo ?? claim.expectedKobo;
  if (CLAIM_PAYING.includes(claim.status)) {
    return kobo(
      Math.max(
        paidKobo,
        claim.payoutsKobo.reduce((s, a) => s + a, 0),
      ),
    );
  }
  return paidKobo;
}

/** The case reserve of a claim: what it is expected to cost less what was paid, never below 0. */
export function caseReserveKobo(claim: ClaimForReserve, paidKobo: Kobo): Kobo {
  return kobo(Math.max(0, claimExpectedKobo(claim, paidKobo) - paidKobo));
}

/**
 * The IBNR reserve (claims incurred but not reported) at a month's end, by the method of
 * docs/decisions/2026-12-07-claim-reserves-and-ibnr.md: a percentage (`rate`) of the premium earned
 * in the reporting window, the month and the months before it (`IBNR_WINDOW_MONTHS` in all).
 * Rounded down to the kobo.
 */
export const IBNR_WINDOW_MONTHS = 3;

export function ibnrKobo(earnedInWindowKobo: Kobo, rate: number): Kobo {
  if (earnedInWindowKobo <= 0) return kobo(0);
  return kobo(Number((BigInt(earnedInWindowKobo) * ratePpm(rate)) / MILLION));
}

// ---------------------------------------------------------------------------------------------
// NIIRA 2025 s.210: an admitted claim is paid within 60 days of its filing
// ---------------------------------------------------------------------------------------------

/** Days from filing within which a claim must be settled (NIIRA 2025 s.210). */
export const SETTLEMENT_DAYS = 60;
/** The day of that clock on which finance and administrators are alerted. */
export const SETTLEMENT_ALERT_DAY = 50;

/** The s.210 clock of a claim filed on `filedOn`, on the Lagos day `today`. */
export function settlementClock(
  filedOn: string,
  today: string,
): { day: number; daysLeft: number; dueBy: string; alert: boolean; late: boolean } {
  const day = daysBetween(filedOn, today);
  return {
    day,
    daysLeft: SETTLEMENT_DAYS - day,
    dueBy: addDays(filedOn, SETTLEMENT_DAYS),
    alert: day >= SETTLEMENT_ALERT_DAY,
    late: day > SETTLEMENT_DAYS,
  };
}

/** Days from filing to the day the claim's last money was paid (null while nothing is paid). */
export function daysToPayment(filedOn: string, paidOn: string | null): number | null {
  return paidOn === null ? null : daysBetween(filedOn, paidOn);
}

// ---------------------------------------------------------------------------------------------
// The statement of account with the underwriter
// ---------------------------------------------------------------------------------------------

export interface StatementFigures {
  gross_premium_kobo: number;
  commission_kobo: number;
  claims_paid_kobo: number;
  capitation_kobo: number;
  adjustments_kobo: number;
  remitted_kobo: number;
}

/**
 * A month's statement with the underwriter (docs/business-rules.md, 'Statement of account'):
 * net due = gross − commission − claims paid − capitation + adjustments; the balance is what is left
 * after what was remitted for the month (negative: the underwriter owes us).
 */
export function statementOf(figures: StatementFigures): StatementFigures & {
  net_due_kobo: number;
  balance_kobo: number;
} {
  const net =
    figures.gross_premium_kobo -
    figures.commission_kobo -
    figures.claims_paid_kobo -
    figures.capitation_kobo +
    figures.adjustments_kobo;
  return { ...figures, net_due_kobo: net, balance_kobo: net - figures.remitted_kobo };
}

/** The months YYYY-MM from `from` to `to`, inclusive. */
export function monthsFromTo(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to;) {
    out.push(m);
    const [y, mm] = m.split('-').map(Number) as [number, number];
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  return out;
}
