import { PRODUCT_UIDS } from './constants.js';
import type { ProductUid } from './customer.js';
import type { Premium } from './premium.js';
import { formatCalendarDate } from './dates.js';
import { formatNaira } from './money.js';

/** The dashboard's product tiles (dashboard-and-kyc.md section 4, 'Policy tiles'). */
export const ACTIVE_TILE_TITLES: Readonly<Record<ProductUid, string>> = {
  EI: 'Income Protected',
  HI: 'Health Insured',
  HTCI: 'Health Cash',
  BI: 'Business Insured',
  CL: 'Credit Life Insured',
};

/** The spec names three; 'Insure my business' and 'Get Credit Life' are ours, in the same style. */
export const INACTIVE_TILE_TITLES: Readonly<Record<ProductUid, string>> = {
  EI: 'Protect your income',
  HI: 'Insure my health',
  HTCI: 'Get Health Cash',
  BI: 'Insure my business',
  CL: 'Get Credit Life',
};

export const tileCopy = {
  active: 'Active',
  overdue: 'Payment overdue',
  paused: 'Paused',
  overdueText:
    'Your premium of {premium} was due on {due}. Your cover continues until {grace_ends_on}: pay now to keep it.',
  pausedText:
    'Your cover is paused because the premium was not paid. Pay now to resume it at once. Unpaid, the policy ends on {lapses_on}.',
  pausedForVerificationText:
    'Your cover is paused because your verification is not complete. Complete it to resume your cover at once.',
  downloadPolicy: 'Download Policy',
  sponsored: 'Free coverage until {next_payment_date}. Courtesy of {company}',
} as const;

export type TileAction =
  /** A link to the Income Protection marketing page. */
  | { kind: 'explore-income'; label: 'Explore Income Protection' }
  /** Selects the product and opens the renewal confirm modal. */
  | { kind: 'renew'; label: 'Renew Now' }
  /** Opens the purchase modal. */
  | { kind: 'buy'; label: 'Buy Now' }
  /** A link to the product's marketing page. */
  | { kind: 'explore'; label: 'Explore' }
  /** Ours (issue 15): an overdue or paused policy's premium, paid as 'Renew Now' pays it. */
  | { kind: 'pay'; label: 'Pay now' }
  /** Ours (issue 15): a policy paused until identity verification is finished. */
  | { kind: 'verify'; label: 'Complete verification' };

export interface PolicyTile {
  product: ProductUid;
  active: boolean;
  title: string;
  /** Which titles `title` is from (ACTIVE_TILE_TITLES or INACTIVE_TILE_TITLES), for a translated page. */
  titleCopy: 'active' | 'inactive';
  /** Active tiles: the 'Active' badge and the 'Download Policy' link to this document. */
  policyDocument: string | null;
  /**
   * Active tiles paid for by a sponsor: tileCopy.sponsored's text, and its values (the sponsor and
   * the day as the server sends it) for a page that says it from the catalogue in its language
   * (`dashboard.tile.sponsored`, the day written by the page: docs/architecture.md, 'Languages').
   */
  sponsored: SponsoredNotice | null;
  /** Inactive tiles; and 'Pay now' on an overdue active tile. */
  action: TileAction | null;
  /** Ours (issue 15): 'Payment overdue' or 'Paused', with what it means and until when. */
  paymentNotice: PaymentNotice | null;
}

/**
 * 'Payment overdue' or 'Paused' with its text; `copy` names tileCopy's text and `values` its
 * placeholders (already formatted), so a page in another language says it from the catalogue
 * (docs/architecture.md, 'Languages').
 */
export interface PaymentNotice {
  label: string;
  text: string;
  copy: 'overdueText' | 'pausedText' | 'pausedForVerificationText';
  values: Readonly<Record<string, string>>;
}

/** tileCopy's text with its placeholders filled in. */
function noticeText(copy: PaymentNotice['copy'], values: PaymentNotice['values']): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    tileCopy[copy] as string,
  );
}

/** 'Free coverage until {next_payment_date}. Courtesy of {company}', and what fills it. */
export interface SponsoredNotice {
  text: string;
  values: { company: string; next_payment_date: string };
}

type TileSource = Pick<
  Premium,
  | 'product_prefix_code'
  | 'active'
  | 'company'
  | 'next_payment_date'
  | 'policy_document'
  | 'date_cancelled'
  | 'payment_state'
  | 'grace_ends_on'
  | 'lapses_on'
  | 'paused_reason'
> & { premium?: number };

/** 'Free coverage until {next_payment_date}. Courtesy of {company}', the date as the server sends it. */
export function sponsoredText(company: string, nextPaymentDate: string): string {
  return tileCopy.sponsored
    .replace('{next_payment_date}', nextPaymentDate)
    .replace('{company}', company);
}

/** The action of an inactive tile; cancelled means date_cancelled is set. */
export function inactiveTileAction(product: ProductUid, cancelled: boolean): TileAction | null {
  switch (product) {
    case 'EI':
      return { kind: 'explore-income', label: 'Explore Income Protection' };
    case 'HI':
    case 'HTCI':
      return cancelled ? { kind: 'renew', label: 'Renew Now' } : { kind: 'buy', label: 'Buy Now' };
    case 'BI':
    case 'CL':
      return cancelled ? null : { kind: 'explore', label: 'Explore' };
  }
}

function notice(
  label: string,
  copy: PaymentNotice['copy'],
  values: PaymentNotice['values'],
): PaymentNotice {
  return { label, text: noticeText(copy, values), copy, values };
}

function overdueNotice(premium: TileSource): PaymentNotice {
  return notice(tileCopy.overdue, 'overdueText', {
    premium: formatNaira(premium.premium ?? 0),
    due: formatCalendarDate(premium.next_payment_date!),
    grace_ends_on: formatCalendarDate(premium.grace_ends_on!),
  });
}

export function tileForPremium(premium: TileSource): PolicyTile {
  const product = premium.product_prefix_code;
  const pay: TileAction = { kind: 'pay', label: 'Pay now' };
  if (premium.active) {
    const sponsored: SponsoredNotice | null =
      premium.company && premium.next_payment_date
        ? {
            text: sponsoredText(premium.company, premium.next_payment_date),
            values: { company: premium.company, next_payment_date: premium.next_payment_date },
          }
        : null;
    const overdue =
      premium.payment_state === 'overdue' && premium.next_payment_date && premium.grace_ends_on;
    return {
      product,
      active: true,
      title: ACTIVE_TILE_TITLES[product],
      titleCopy: 'active',
      policyDocument: premium.policy_document,
      sponsored,
      action: overdue ? pay : null,
      paymentNotice: overdue ? overdueNotice(premium) : null,
    };
  }
  if (premium.payment_state === 'paused' && premium.paused_reason === 'verification') {
    return {
      product,
      active: false,
      title: ACTIVE_TILE_TITLES[product],
      titleCopy: 'active',
      policyDocument: null,
      sponsored: null,
      action: { kind: 'verify', label: 'Complete verification' },
      paymentNotice: notice(tileCopy.paused, 'pausedForVerificationText', {}),
    };
  }
  if (premium.payment_state === 'paused') {
    return {
      product,
      active: false,
      title: ACTIVE_TILE_TITLES[product],
      titleCopy: 'active',
      policyDocument: null,
      sponsored: null,
      action: pay,
      paymentNotice: notice(tileCopy.paused, 'pausedText', {
        lapses_on: premium.lapses_on ? formatCalendarDate(premium.lapses_on) : '',
      }),
    };
  }
  return {
    product,
    active: false,
    title: INACTIVE_TILE_TITLES[product],
    titleCopy: 'inactive',
    policyDocument: null,
    sponsored: null,
    action: inactiveTileAction(product, Boolean(premium.date_cancelled)),
    paymentNotice: null,
  };
}

/** A purchasable tile for a product the customer does not hold. */
export function tileForMissingProduct(product: ProductUid): PolicyTile {
  return {
    product,
    active: false,
    title: INACTIVE_TILE_TITLES[product],
    titleCopy: 'inactive',
    policyDocument: null,
    sponsored: null,
    action: inactiveTileAction(product, false),
    paymentNotice: null,
  };
}

/**
 * One premium per product, where the product first appears: the active policy, else the newest one
 * (GET premiums lists oldest first). A customer who cancelled and bought again holds two policies of
 * a product but has one tile for it.
 */
export function currentPremiums<T extends TileSource>(premiums: readonly T[]): T[] {
  const chosen = new Map<ProductUid, T>();
  for (const premium of premiums) {
    const held = chosen.get(premium.product_prefix_code);
    if (!held || !held.active) chosen.set(premium.product_prefix_code, premium);
  }
  return [...chosen.values()];
}

/**
 * A tile per product held (currentPremiums), in the order given; then the products the customer
 * lacks, in the order of PRODUCT_UIDS, with Income Protection always last when missing.
 */
export function buildTiles(premiums: readonly TileSource[]): PolicyTile[] {
  const current = currentPremiums(premiums);
  const held = new Set(current.map((p) => p.product_prefix_code));
  const missing = PRODUCT_UIDS.filter((uid) => !held.has(uid));
  const ordered = [
    ...missing.filter((uid) => uid !== 'EI'),
    ...missing.filter((uid) => uid === 'EI'),
  ];
  return [...current.map(tileForPremium), ...ordered.map(tileForMissingProduct)];
}
