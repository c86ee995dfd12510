import type { ClaimProductUid } from './claims.js';
import type { WizardDefinition, WizardStage } from './wizard.js';

/**
 * The claim wizard (issue 17), opened by 'Make a claim' on an active income-protection or HealthCash
 * tile. The spec has no claim screens, so the stages are ours, in the shape of the other wizards:
 * the reason (income) or benefit (HealthCash) first; a not-covered reason is explained (5) and no
 * claim is made; then the date (and, for HealthCash, the amount), the documents, the bank account,
 * the review and the answer.
 */
export type ClaimStage = 0 | 5 | 10 | 20 | 30 | 40 | 100;

const claimStages = [
  { stage: 0, screen: 'reason', title: 'What happened' },
  { stage: 5, screen: 'not-covered', title: 'Not covered' },
  { stage: 10, screen: 'dates', title: 'When it happened' },
  { stage: 20, screen: 'documents', title: 'Documents' },
  { stage: 30, screen: 'bank-account', title: 'Bank account' },
  { stage: 40, screen: 'review', title: 'Review' },
  { stage: 100, screen: 'submitted', title: 'Claim made' },
] as const satisfies readonly WizardStage<ClaimStage>[];

/** The claim wizard's screen keys, read from its table: the web app maps each to a component. */
export type ClaimScreen = (typeof claimStages)[number]['screen'];

export const claimWizard: WizardDefinition<ClaimStage, ClaimScreen> = {
  id: 'claim',
  stages: claimStages,
  goBack: {
    0: 'close',
    5: 0,
    10: 0,
    20: 10,
    30: 20,
    40: 30,
    // The claim is made: there is nothing to go back to.
    100: 'close',
  },
};

/** The products a claim can be made on, and the wizard route's segment for each. */
export const CLAIM_ROUTE_SEGMENTS: Readonly<Record<ClaimProductUid, string>> = {
  EI: 'income',
  HTCI: 'health-cash',
};

export function isClaimProduct(uid: string): uid is ClaimProductUid {
  return Object.hasOwn(CLAIM_ROUTE_SEGMENTS, uid);
}

/** What the wizard has gathered so far (kept by the wizard, never trusted by the server). */
export interface ClaimDraft {
  /** EI: the reason; HTCI: the benefit. */
  choice: string | null;
  date: string | null;
  /** HTCI only: the amount claimed, in naira. */
  amount: number | null;
  /** EI only: told of the job loss before buying the policy (the exclusion's question); null: not answered. */
  noticeBeforePurchase: boolean | null;
  documents: readonly string[];
  bankCode: string | null;
  accountNumber: string | null;
}

export const EMPTY_CLAIM_DRAFT: ClaimDraft = {
  choice: null,
  date: null,
  amount: null,
  noticeBeforePurchase: null,
  documents: [],
  bankCode: null,
  accountNumber: null,
};

/**
 * Where the wizard goes when a later stage lacks what it needs (a reload keeps the stage in its
 * cookie, while the draft lives in the page): back to the first stage whose answer is missing.
 */
export function claimStageFallback(
  stage: ClaimStage,
  draft: ClaimDraft,
  product: ClaimProductUid,
): ClaimStage {
  if (stage === 0 || stage === 5 || stage === 100) return stage;
  if (!draft.choice) return 0;
  if (stage === 10) return stage;
  if (!draft.date || (product === 'HTCI' && !draft.amount)) return 10;
  if (product === 'EI' && draft.noticeBeforePurchase === null) return 10;
  if (stage === 20) return stage;
  if (draft.documents.length === 0) return 20;
  if (stage === 30) return stage;
  if (!draft.bankCode || !draft.accountNumber) return 30;
  return stage;
}
