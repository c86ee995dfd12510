import { z } from './zod.js';

// ---------------------------------------------------------------------------------------------
// A policy's states, the moves between them and who may make them (issue 26), as claims have
// (CLAIM_MOVES in claims.ts). The API moves a policy only through movePolicy() (modules/cover/policies),
// which writes each move to the policy's history (policy_events). docs/business-rules.md,
// 'The life of a policy', 'Policy history'.
// ---------------------------------------------------------------------------------------------

import { POLICY_STATUSES, type PolicyStatus } from './statuses.js';

export const policyStatusSchema = z.enum(POLICY_STATUSES);

/** Who moves a policy: the customer, a member of staff, or the system (a job, a webhook). */
export const POLICY_ACTORS = ['customer', 'staff', 'system'] as const;
export type PolicyActor = (typeof POLICY_ACTORS)[number];

/**
 * Why a policy moved: each history row carries one, and the customer reads it in plain words
 * (POLICY_REASON_COPY). 'created' and 'history_began' are not moves but the first row of a history.
 */
export const POLICY_MOVE_REASONS = [
  'created',
  'history_began',
  'payment_overdue',
  'chargeback',
  'verification_overdue',
  'unpaid_while_paused',
  'paid',
  'verified',
  'reactivated',
  'sponsor_cover',
  'premium_waived',
  'cancelled_by_customer',
  'sponsorship_ended',
  'policyholder_died',
] as const;
export type PolicyMoveReason = (typeof POLICY_MOVE_REASONS)[number];

/**
 * The allowed moves, each with its reasons and who may make it:
 * active → paused (grace over, a lost chargeback, identity not verified in time) → lapsed (still
 * unpaid or unverified 60 days later); paused, lapsed or cancelled → active (paid, verified,
 * reactivated in its paid time, a sponsor's cover, premiums waived); active or paused → cancelled
 * (the customer, the end of sponsored cover, the policyholder's death).
 */
export const POLICY_MOVES: readonly {
  from: PolicyStatus;
  to: PolicyStatus;
  by: readonly PolicyActor[];
  why: readonly PolicyMoveReason[];
}[] = [
  {
    from: 'active',
    to: 'paused',
    by: ['system'],
    why: ['payment_overdue', 'chargeback', 'verification_overdue'],
  },
  { from: 'paused', to: 'lapsed', by: ['system'], why: ['unpaid_while_paused'] },
  {
    from: 'paused',
    to: 'active',
    by: ['customer', 'staff', 'system'],
    why: ['paid', 'verified', 'reactivated', 'sponsor_cover', 'premium_waived'],
  },
  {
    from: 'lapsed',
    to: 'active',
    by: ['customer', 'system'],
    why: ['paid', 'reactivated', 'sponsor_cover'],
  },
  {
    from: 'cancelled',
    to: 'active',
    by: ['customer', 'system'],
    why: ['paid', 'reactivated', 'sponsor_cover'],
  },
  {
    from: 'active',
    to: 'cancelled',
    by: ['customer', 'staff', 'system'],
    why: ['cancelled_by_customer', 'sponsorship_ended', 'policyholder_died'],
  },
  {
    from: 'paused',
    to: 'cancelled',
    by: ['customer', 'staff'],
    why: ['cancelled_by_customer', 'policyholder_died'],
  },
];

export function canMovePolicy(
  from: PolicyStatus,
  to: PolicyStatus,
  actor: PolicyActor,
  why: PolicyMoveReason,
): boolean {
  return POLICY_MOVES.some(
    (m) => m.from === from && m.to === to && m.by.includes(actor) && m.why.includes(why),
  );
}

/** A policy's move the table (POLICY_MOVES) does not allow now (`errors.policyMove.*`). */
export const policyMoveCopy = {
  notNow: 'This policy cannot be changed that way now.',
} as const;

/** What the customer reads for each row of their policy's history: plain words. */
export const POLICY_REASON_COPY: Record<PolicyMoveReason, string> = {
  created: 'Your cover started.',
  history_began:
    'Your policy was already in place when we started keeping this history. Earlier changes are not shown.',
  payment_overdue: 'Cover paused: the premium was not paid by the end of the grace period.',
  chargeback: 'Cover paused: a payment for it was taken back through your bank.',
  verification_overdue: 'Cover paused: your identity was not verified in time.',
  unpaid_while_paused: 'Cover ended (lapsed): it stayed paused for 60 days.',
  paid: 'Cover on again: your payment was received.',
  verified: 'Cover on again: your identity is verified.',
  reactivated: 'Cover on again: you renewed it within the time already paid for.',
  sponsor_cover: 'Cover on again: your sponsor is paying for it.',
  premium_waived: 'Cover on again: premiums are waived while income payments are made.',
  cancelled_by_customer: 'Cancelled at your request.',
  sponsorship_ended: 'Cover ended with the sponsorship.',
  policyholder_died: 'Cover ended after the death of the policyholder.',
};

/** One row of a policy's history, as the API answers it. */
export const policyEventSchema = z.object({
  at: z.string().describe('when it happened (ISO 8601)'),
  from: policyStatusSchema.nullable().describe('null for the first row'),
  to: policyStatusSchema,
  reason: z.enum(POLICY_MOVE_REASONS),
  text: z.string().describe('what happened, in plain words'),
  by: z
    .enum(['customer', 'staff', 'system'])
    .describe('who made the change: the customer, a member of staff, or Alaafia automatically'),
});
export type PolicyEventAnswer = z.infer<typeof policyEventSchema>;

export const policyHistorySchema = z.object({
  policy_number: z.string(),
  events: z.array(policyEventSchema).describe('oldest first'),
});
export type PolicyHistoryAnswer = z.infer<typeof policyHistorySchema>;

/**
 * What a policy's history says about cover on a Lagos day (issue 25's gap): the status of the last
 * row on or before that day (a pause on the day of the event leaves it uncovered, a resume on it
 * covers it). 'off' when the policy was paused, lapsed or cancelled that day; 'unknown' when the
 * day is before the history began (a policy older than its history: a person must judge); 'on'
 * otherwise (the paid-through rules still apply: claimCoverWasOn). Rows are oldest first, each with
 * its Lagos day.
 */
export function coverFromHistory(
  rows: readonly { on: string; to: PolicyStatus; reason: PolicyMoveReason }[],
  day: string,
): 'on' | 'off' | 'unknown' {
  let last: (typeof rows)[number] | undefined;
  for (const row of rows) if (row.on <= day) last = row;
  if (!last) return rows[0]?.reason === 'history_began' ? 'unknown' : 'on';
  return last.to === 'active' ? 'on' : 'off';
}
