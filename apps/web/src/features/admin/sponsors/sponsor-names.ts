import type { SPONSORED_PRODUCTS } from '@alaafia/domain';

/** How the back office names a sponsored product and an enrolment's status. */
export const PRODUCT_NAMES: Record<(typeof SPONSORED_PRODUCTS)[number], string> = {
  EI: 'Income protection (EI)',
  HI: 'Health (HI)',
  HTCI: 'HealthCash (HTCI)',
};

export const STATUS_NAMES = {
  awaiting_payment: 'Invoiced, not paid',
  pending: 'Waiting for sign-up',
  active: 'Covered',
  ended: 'Ended',
} as const;
