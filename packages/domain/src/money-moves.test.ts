import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES } from './claims.js';
import { canMovePayout, canMoveRefund, PAYOUT_MOVES, REFUND_MOVES } from './money-moves.js';
import { REFUND_STATUSES } from './statuses.js';

describe('PAYOUT_MOVES and REFUND_MOVES', () => {
  it('When a payout is paid or cancelled, then it is never approved or sent again without a failure first', () => {
    expect(canMovePayout('awaiting_approval', 'approved')).toBe(true);
    expect(canMovePayout('approved', 'sending')).toBe(true);
    expect(canMovePayout('paid', 'sending')).toBe(false);
    expect(canMovePayout('paid', 'approved')).toBe(false);
    expect(canMovePayout('cancelled', 'approved')).toBe(false);
    expect(canMovePayout('sending', 'cancelled')).toBe(false);
    expect(canMovePayout('scheduled', 'sending')).toBe(false);
    expect(canMovePayout('reversed', 'approved')).toBe(true);
  });

  it('When a refund is processed, then it never moves again; a held one is never requested by itself after cancellation', () => {
    for (const to of REFUND_STATUSES) expect(canMoveRefund('processed', to)).toBe(false);
    expect(canMoveRefund('cancelled', 'requested')).toBe(false);
    expect(canMoveRefund('cancelled', 'pending')).toBe(false);
    expect(canMoveRefund('held', 'pending')).toBe(true);
    expect(canMoveRefund('requested', 'pending')).toBe(false);
  });

  it('When a move is listed, then its states are known and none stays where it is', () => {
    for (const m of PAYOUT_MOVES) {
      expect(PAYOUT_STATUSES).toContain(m.from);
      expect(m.from).not.toBe(m.to);
    }
    for (const m of REFUND_MOVES) {
      expect(REFUND_STATUSES).toContain(m.to);
      expect(m.from).not.toBe(m.to);
    }
  });
});
