import { describe, expect, it } from 'vitest';
import {
  canMovePolicy,
  policyEventSchema,
  policyHistorySchema,
  type PolicyActor,
  type PolicyMoveReason,
} from './policy-moves.js';
import type { PolicyStatus } from './statuses.js';

/**
 * Who may bring a policy's cover back on or end it, and for which reasons (docs/business-rules.md,
 * 'Policy states'): each actor and reason of the moves the product relies on (issue 43).
 */
const each = (
  from: PolicyStatus,
  to: PolicyStatus,
  actors: PolicyActor[],
  reasons: PolicyMoveReason[],
) => {
  for (const actor of actors)
    for (const why of reasons)
      expect(canMovePolicy(from, to, actor, why), `${from}→${to} ${actor} ${why}`).toBe(true);
};

describe('cover back on', () => {
  it('When a paused policy is paid, verified, renewed, sponsored or waived, then the customer, staff or the system may put it back on', () => {
    each(
      'paused',
      'active',
      ['customer', 'staff', 'system'],
      ['paid', 'verified', 'reactivated', 'sponsor_cover', 'premium_waived'],
    );
  });

  it('When a lapsed or cancelled policy is paid, renewed or sponsored, then the customer or the system may put it back on; staff may not', () => {
    for (const from of ['lapsed', 'cancelled'] as const) {
      each(from, 'active', ['customer', 'system'], ['paid', 'reactivated', 'sponsor_cover']);
      expect(canMovePolicy(from, 'active', 'staff', 'paid')).toBe(false);
      expect(canMovePolicy(from, 'active', 'system', 'verified')).toBe(false);
    }
  });
});

describe('cover ended', () => {
  it('When an active policy is cancelled by request, with the sponsorship or on a death, then the customer, staff or the system may end it', () => {
    each(
      'active',
      'cancelled',
      ['customer', 'staff', 'system'],
      ['cancelled_by_customer', 'sponsorship_ended', 'policyholder_died'],
    );
  });

  it('When a paused policy is cancelled by request or on a death, then the customer or staff may end it; the system may not', () => {
    each(
      'paused',
      'cancelled',
      ['customer', 'staff'],
      ['cancelled_by_customer', 'policyholder_died'],
    );
    expect(canMovePolicy('paused', 'cancelled', 'system', 'cancelled_by_customer')).toBe(false);
  });
});

describe('the history as the API answers it', () => {
  it('When a history is answered, then each row keeps who made the change: the customer, staff or the system', () => {
    const row = {
      at: '2026-12-07T10:00:00.000Z',
      from: 'paused',
      to: 'active',
      reason: 'paid',
      text: 'Cover on again: your payment was received.',
      by: 'customer',
    };
    const history = {
      policy_number: 'ALF-HI-000123',
      events: (['customer', 'staff', 'system'] as const).map((by) => ({ ...row, by })),
    };
    expect(policyHistorySchema.parse(history)).toEqual(history);
    expect(policyEventSchema.safeParse({ ...row, by: 'robot' }).success).toBe(false);
  });
});
