import type { ProductUid } from './customer.js';

/**
 * The business constants of the specification (the "Business constants and limits" section of each
 * document), in one place. Other modules import them rather than repeat the numbers.
 */

/** The brand, used where the spec's copy says {product} for the company rather than a product line. */
export const BRAND_NAME = 'Alaafia';

// Money and payment (income-protection.md section 9, health-plans.md section 9).
export const CURRENCY = 'NGN';
export const MINIMUM_SALARY = 30_000;
/**
 * What 'monthly salary' means wherever it is asked (the public quote, the wizard): take-home pay,
 * the figure the pricing caps the payout against (75% of it; docs/business-rules.md, "Who can buy").
 * A salary before tax would let the payout reach about what the customer lives on (issue 30).
 */
export const SALARY_MEANING = 'Your take-home pay each month, after tax and pension';
export const PAYOUT_MONTHS = 6;
export const DEFAULT_REFERRAL_DISCOUNT_PERCENT = 5;
export const CARD_VERIFICATION_CHARGE = 50;
export const NEXT_OF_KIN_PAYOUT = 500_000;

export type TransferOption = 'Quarterly' | 'yearly';
export const DEFAULT_TRANSFER_OPTION: TransferOption = 'Quarterly';

/** Bank transfer: 'Quarterly' is 3 months, anything else 12. */
export function transferMonths(option: string): 3 | 12 {
  return option === 'Quarterly' ? 3 : 12;
}

// Places.
export const LAGOS_STATE_ID = 25;
export const LAGOS_STATE_SHORT_NAME = 'LA';
export const FCT_STATE_ID = 15;
/** @alias Where a customer lives when they have not said: Lagos. */
export const DEFAULT_STATE_ID = LAGOS_STATE_ID;

// Timing (milliseconds).
export const DELAYS_MS = {
  beforeProgress30: 500,
  beforeStage40: 500,
  beforeProgress50: 1000,
} as const;

/** The health wizards' simulated loading: ten ticks of 500 ms, progress rising by 10 per tick. */
export const LOADING_TIMER = { ticks: 10, tickMs: 500, stepPercent: 10 } as const;

export const ADDRESS_AUTOCOMPLETE = {
  debounceMs: 300,
  minLength: 0,
  mapsLoaderRetries: 3,
} as const;

// Layout (pixels).
export const MODAL_WIDTHS = { lg: 854, md: 554, sm: 354 } as const;
export const WIZARD_MODAL = { width: 833, contentHeight: 618 } as const;

// Lists and limits.
export const BANK_PAGE_SIZE = 50;
export const OTP_LENGTH = 4;
export const BVN_LENGTH = 11;
export const NIN_LENGTH = 11;
/** NUBAN, the Nigerian bank account number. */
export const ACCOUNT_NUMBER_LENGTH = 10;
export const NEXT_OF_KIN_PHONE_LENGTH = 11;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const COUNTER_MINIMUM = 1;

// Products (dashboard-and-kyc.md section 1; health-plans.md sections 3 and 9).
export const PRODUCT_UIDS = [
  'EI',
  'HI',
  'HTCI',
  'BI',
  'CL',
] as const satisfies readonly ProductUid[];

/** The product line names of dashboard-and-kyc.md section 1. */
export const PRODUCT_LINES: Readonly<Record<ProductUid, string>> = {
  EI: 'Income Protection',
  HI: 'Health Insurance',
  HTCI: 'Health Cash',
  BI: 'Business Insurance',
  CL: 'Credit Life Insurance',
};

/** The product titles, also the product ids in a customer's customer_products. */
export const PRODUCT_TITLES: Readonly<Record<ProductUid, string>> = {
  EI: 'Income Protection Insurance',
  HI: 'Health Insurance',
  HTCI: 'HealthCash Insurance',
  BI: 'Business Insurance',
  CL: 'Credit Life Insurance',
};

export const PLAN_UNITS = { month: 'Month', year: 'Year' } as const;
/** The monthly health plan offered: unit 'Month' and this name. */
export const HEALTH_PLAN_NAME = 'SMEDAN';
