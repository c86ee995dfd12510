import { EI_COVERED_REASONS } from './claim-terms.js';

/*
 * A file of its own (not ussd.ts, which the web app uses): the claims' terms it needs stay out of
 * the web's shared domain chunk.
 */

/**
 * Report a claim (docs/business-rules.md, 'USSD'): what a caller can say happened, per product they
 * hold. HealthCash's benefits but death by accident (the next of kin's claim); income protection's
 * covered reasons for losing a job (an uncovered one would be refused at filing).
 */
export const USSD_CLAIM_EVENTS = {
  HTCI: ['accident_emergency', 'permanent_disability'],
  EI: EI_COVERED_REASONS,
} as const satisfies Record<string, readonly string[]>;
export type UssdClaimProduct = keyof typeof USSD_CLAIM_EVENTS;
export const isUssdClaimProduct = (uid: string): uid is UssdClaimProduct =>
  Object.hasOwn(USSD_CLAIM_EVENTS, uid);
