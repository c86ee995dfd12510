import { describe, expect, it } from 'vitest';
import { canMovePayout, canMoveRefund } from './money-moves.js';

/**
 * A payout's and a refund's moves as docs/business-rules.md describes them: every move finance and
 * the provider rely on is allowed (issue 43).
 */
describe('a payout’s moves', () => {
  it('When a later part is confirmed, a sending payout ends, a paid one comes back, or the payments stop, then the move is allowed', () => {
    const moves = [
      ['scheduled', 'awaiting_approval'],
      ['failed', 'approved'],
      ['sending', 'paid'],
      ['sending', 'failed'],
      ['sending', 'reversed'],
      ['paid', 'failed'],
      ['paid', 'reversed'],
      ['scheduled', 'cancelled'],
      ['awaiting_approval', 'cancelled'],
      ['approved', 'cancelled'],
    ] as const;
    for (const [from, to] of moves) expect(canMovePayout(from, to), `${from}→${to}`).toBe(true);
    expect(canMovePayout('sending', 'cancelled')).toBe(false);
    expect(canMovePayout('paid', 'cancelled')).toBe(false);
  });
});

describe('a refund’s moves', () => {
  it('When a chargeback holds or ends a refund, the provider takes it, or a failed one is processed after all, then the move is allowed', () => {
    const moves = [
      ['pending', 'held'],
      ['pending', 'cancelled'],
      ['held', 'cancelled'],
      ['pending', 'requested'],
      ['held', 'requested'],
      ['failed', 'processed'],
      ['needs-attention', 'processed'],
    ] as const;
    for (const [from, to] of moves) expect(canMoveRefund(from, to), `${from}→${to}`).toBe(true);
    expect(canMoveRefund('processed', 'failed')).toBe(false);
  });
});
