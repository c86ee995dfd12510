import { addWorkingDays } from './lagos-time.js';

/**
 * The complaints' words, categories and moves with no zod in them (issue 38: the help page shows the
 * categories to anyone who opens it, and loads the complaint's schemas, with zod, only when the form
 * is used). complaints.ts re-exports all of it; the schemas stay there.
 */

/** The working days (Lagos, skipping weekends and public holidays) within which we answer in full. */
export const COMPLAINT_ANSWER_WORKING_DAYS = 10;

export const COMPLAINT_CATEGORIES = {
  claim: 'A claim',
  payment: 'A payment or refund',
  policy: 'My policy or cover',
  verification: 'Verifying my identity',
  hospital: 'My hospital',
  service: 'How we treated me',
  other: 'Something else',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const COMPLAINT_CATEGORY_KEYS = Object.keys(COMPLAINT_CATEGORIES) as [
  ComplaintCategory,
  ...ComplaintCategory[],
];

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  open: 'Received',
  in_progress: 'Being looked into',
  resolved: 'Answered',
};

/** Who may move a complaint where: staff take an open one, then answer it; an answer is final. */
export const COMPLAINT_MOVES: readonly { from: ComplaintStatus; to: ComplaintStatus }[] = [
  { from: 'open', to: 'in_progress' },
  { from: 'open', to: 'resolved' },
  { from: 'in_progress', to: 'resolved' },
];
export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return COMPLAINT_MOVES.some((m) => m.from === from && m.to === to);
}

/** The Lagos day by which a complaint filed on `filedOnLagosDay` gets its full answer. */
export function complaintAnswerDueBy(filedOnLagosDay: string): string {
  return addWorkingDays(filedOnLagosDay, COMPLAINT_ANSWER_WORKING_DAYS);
}

export const complaintCopy = {
  categoryRequired: 'Please choose what your complaint is about',
  descriptionRequired: 'Please tell us what happened (at least 20 characters)',
  descriptionTooLong: 'Please keep your complaint under 3,000 characters',
  nameRequired: 'Please enter your full name',
  policyUnknown: 'Choose one of your policies, or leave it empty',
  responseRequired: 'Please write the answer the customer will read (at least 20 characters)',
  alreadyAnswered: 'This complaint has already been answered.',
  alreadyTaken: 'Someone else is already looking into this complaint.',
  unknown: 'Unknown complaint',
  tooMany: 'You have sent several complaints in a short time. Please call or write to us instead.',
} as const;
