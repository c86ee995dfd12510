import { MINIMUM_SALARY, PAYOUT_MONTHS, PLAN_UNITS } from './constants.js';
import { formatNaira } from './money.js';

/**
 * The income-protection rating (docs/business-rules.md, 'Income protection pricing').
 *
 * A plan pays a fixed monthly amount for up to 6 months after an involuntary job loss (dismissal or
 * business closure), in monthly parts, and stops when the customer is in work again. The customer
 * chooses the monthly amount from a fixed ladder, up to 75% of their salary; the monthly premium is a
 * policy fee plus a rate per ₦1,000 of total benefit, rounded up to a friendly ₦50.
 *
 * Rates are versioned. A plan's code names the rate version, the total benefit and the duration
 * ('EI-R1-B60000-D6'); the plan row stored under a code never changes, so a policy keeps the rate it
 * was sold at. A new rate is a new version (new codes), never an edit of an old one.
 */

/** The rate version on sale. Bump it (and add its basis below) to change any price. */
export const INCOME_RATE_VERSION = 1;

export const INCOME_PRODUCT_UID = 'EI';

/** What a rate version is built from; every figure is explained in docs/business-rules.md. */
export interface IncomeRatingBasis {
  /** Expected share of insured employees who lose their job involuntarily in a year. */
  annualJobLossIncidence: number;
  /** Expected share of the 6 monthly payments a claimant draws before they are in work again. */
  averageShareOfPayoutDrawn: number;
  /** Commission, payment and administration costs, profit and contingency, as a share of premium. */
  variableLoading: number;
  /** The tariff: naira of premium per month for each ₦1,000 of total benefit (the loaded risk cost, rounded up). */
  ratePerThousand: number;
  /** A fixed cost per policy per month (KYC, SMS and e-mail, payment collection, claims handling). */
  policyFeePerMonth: number;
  /** Premiums are rounded up to this many naira. */
  roundingStep: number;
  /** The monthly amounts a customer can choose from. */
  monthlyPayoutLadder: readonly number[];
  /** The highest monthly payout sold online (the single-life maximum exposure). */
  maximumMonthlyPayout: number;
  /** The monthly payout may be at most this share of the monthly salary. */
  maximumShareOfSalary: { numerator: number; denominator: number };
  /** The shares of salary the offered plans aim at (the middle one is the one preselected). */
  targetSharesOfSalary: readonly { numerator: number; denominator: number }[];
  /** Months the benefit is paid over. */
  durationMonths: number;
}

/** Every rate version ever sold, so an old plan code can always be explained. */
export const INCOME_RATING_BASES: Readonly<Record<number, IncomeRatingBasis>> = {
  1: {
    annualJobLossIncidence: 0.06,
    averageShareOfPayoutDrawn: 0.8,
    variableLoading: 0.25,
    // 0.06 / 12 x 0.8 = 0.004 of the benefit a month; / (1 - 0.25) = ₦5.33 per ₦1,000; filed as ₦5.50.
    ratePerThousand: 5.5,
    policyFeePerMonth: 150,
    roundingStep: 50,
    monthlyPayoutLadder: [
      10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 125_000,
      150_000, 200_000, 250_000, 300_000, 400_000, 500_000,
    ],
    maximumMonthlyPayout: 500_000,
    maximumShareOfSalary: { numerator: 3, denominator: 4 },
    targetSharesOfSalary: [
      { numerator: 1, denominator: 4 },
      { numerator: 1, denominator: 2 },
      { numerator: 3, denominator: 4 },
    ],
    durationMonths: PAYOUT_MONTHS,
  },
};

/** The fewest plans offered where the salary allows (at the minimum salary exactly this many fit). */
export const MINIMUM_PLANS_OFFERED = 3;

export interface IncomePlanQuote {
  /** 'EI-R1-B60000-D6': product, rate version, total benefit, duration in months. */
  code: string;
  name: string;
  rateVersion: number;
  /** What is paid each month after a job loss ('We pay'). */
  monthlyPayout: number;
  /** Months the benefit is paid over. */
  duration: number;
  /** The total benefit (coverage): monthly payout x duration. */
  benefit: number;
  /** The premium per month, in naira. */
  price: number;
  unit: typeof PLAN_UNITS.month;
}

function basisFor(version: number): IncomeRatingBasis {
  const basis = INCOME_RATING_BASES[version];
  if (!basis) throw new RangeError(`unknown income rate version ${version}`);
  return basis;
}

/** The plan code: 'EI-R1-B60000-D6'. */
export function incomePlanCode(version: number, benefit: number, duration: number): string {
  return `${INCOME_PRODUCT_UID}-R${version}-B${benefit}-D${duration}`;
}

/** Reads a plan code back ('EI-R1-B60000-D6' -> version 1, benefit 60000, duration 6), or null. */
export function parseIncomePlanCode(
  code: string,
): { rateVersion: number; benefit: number; duration: number } | null {
  const m = /^EI-R([1-9]\d{0,3})-B([1-9]\d{0,9})-D([1-9]\d?)$/.exec(code);
  if (!m) return null;
  return { rateVersion: Number(m[1]), benefit: Number(m[2]), duration: Number(m[3]) };
}

/** The monthly 'We pay' amount of a plan: the benefit divided by its duration (income-protection.md section 9). */
export function monthlyPayoutOf(plan: { benefit: number; duration: number }): number {
  if (!(plan.duration > 0)) throw new RangeError('a plan pays over at least one month');
  return plan.benefit / plan.duration;
}

/** The monthly premium for a total benefit under a rate version. */
export function incomePremium(benefit: number, version: number = INCOME_RATE_VERSION): number {
  const b = basisFor(version);
  const raw = b.policyFeePerMonth + (benefit * b.ratePerThousand) / 1000;
  return Math.ceil(raw / b.roundingStep) * b.roundingStep;
}

/** One plan of the ladder under a rate version. */
export function incomePlan(
  monthlyPayout: number,
  version: number = INCOME_RATE_VERSION,
): IncomePlanQuote {
  const b = basisFor(version);
  const benefit = monthlyPayout * b.durationMonths;
  return {
    code: incomePlanCode(version, benefit, b.durationMonths),
    name: `${formatNaira(monthlyPayout)} a month for up to ${b.durationMonths} months`,
    rateVersion: version,
    monthlyPayout,
    duration: b.durationMonths,
    benefit,
    price: incomePremium(benefit, version),
    unit: PLAN_UNITS.month,
  };
}

/** The whole rate table of a version: every plan that can be sold, ascending by benefit. */
export function incomeRateTable(version: number = INCOME_RATE_VERSION): IncomePlanQuote[] {
  return basisFor(version).monthlyPayoutLadder.map((m) => incomePlan(m, version));
}

/** Whether a monthly salary meets the minimum for income protection. */
export function meetsSalaryRequirement(salary: number): boolean {
  return Number.isSafeInteger(salary) && salary >= MINIMUM_SALARY;
}

/** The highest monthly payout a salary allows: 75% of it, and never above the maximum cover. */
export function maximumMonthlyPayoutFor(
  salary: number,
  version: number = INCOME_RATE_VERSION,
): number {
  const b = basisFor(version);
  const share = Math.floor(
    (salary * b.maximumShareOfSalary.numerator) / b.maximumShareOfSalary.denominator,
  );
  return Math.min(share, b.maximumMonthlyPayout);
}

/**
 * The plans offered for a monthly salary, ascending by benefit: for each target share of the salary
 * (a quarter, a half, three quarters) the highest ladder amount at or below it, then, where those
 * coincide (low salaries, or salaries past the maximum cover), the next amounts down the ladder until
 * there are three. A salary under the minimum gets none.
 */
export function incomePlansForSalary(
  salary: number,
  version: number = INCOME_RATE_VERSION,
): IncomePlanQuote[] {
  if (!meetsSalaryRequirement(salary)) return [];
  const b = basisFor(version);
  const ceiling = maximumMonthlyPayoutFor(salary, version);
  const eligible = b.monthlyPayoutLadder.filter((m) => m <= ceiling);
  const chosen = new Set<number>();
  for (const share of b.targetSharesOfSalary) {
    const target = Math.min(Math.floor((salary * share.numerator) / share.denominator), ceiling);
    const rung = eligible.filter((m) => m <= target).at(-1);
    if (rung !== undefined) chosen.add(rung);
  }
  for (const m of [...eligible].reverse()) {
    if (chosen.size >= MINIMUM_PLANS_OFFERED) break;
    chosen.add(m);
  }
  return [...chosen].sort((x, y) => x - y).map((m) => incomePlan(m, version));
}
