import { describe, expect, it } from 'vitest';
import {
  canMovePolicy,
  coverFromHistory,
  POLICY_MOVE_REASONS,
  POLICY_MOVES,
  POLICY_REASON_COPY,
} from './policy-moves.js';
import { POLICY_STATUSES } from './statuses.js';

describe('POLICY_MOVES', () => {
  it('When a move is listed, then only its actors may make it and only for its reasons', () => {
    expect(canMovePolicy('active', 'paused', 'system', 'payment_overdue')).toBe(true);
    expect(canMovePolicy('active', 'paused', 'customer', 'payment_overdue')).toBe(false);
    expect(canMovePolicy('active', 'paused', 'system', 'cancelled_by_customer')).toBe(false);
    expect(canMovePolicy('paused', 'lapsed', 'system', 'unpaid_while_paused')).toBe(true);
    expect(canMovePolicy('active', 'cancelled', 'customer', 'cancelled_by_customer')).toBe(true);
    expect(canMovePolicy('paused', 'cancelled', 'staff', 'policyholder_died')).toBe(true);
  });

  it('When a move is not listed, then it is refused: an active policy never lapses at once, a lapsed one is never paused, and nothing moves to where it is', () => {
    expect(canMovePolicy('active', 'lapsed', 'system', 'unpaid_while_paused')).toBe(false);
    expect(canMovePolicy('lapsed', 'paused', 'system', 'payment_overdue')).toBe(false);
    expect(canMovePolicy('cancelled', 'lapsed', 'system', 'unpaid_while_paused')).toBe(false);
    for (const s of POLICY_STATUSES)
      for (const r of POLICY_MOVE_REASONS) expect(canMovePolicy(s, s, 'system', r)).toBe(false);
  });

  it('When a move is listed, then its states and reasons are known and every reason reads in plain words', () => {
    for (const m of POLICY_MOVES) {
      expect(POLICY_STATUSES).toContain(m.from);
      expect(POLICY_STATUSES).toContain(m.to);
      for (const r of m.why) expect(POLICY_MOVE_REASONS).toContain(r);
    }
    for (const r of POLICY_MOVE_REASONS) expect(POLICY_REASON_COPY[r]).toMatch(/\.$/);
  });
});

describe('coverFromHistory', () => {
  const history = [
    { on: '2026-01-10', to: 'active' as const, reason: 'created' as const },
    { on: '2026-03-10', to: 'paused' as const, reason: 'payment_overdue' as const },
    { on: '2026-03-20', to: 'active' as const, reason: 'paid' as const },
  ];
  it('When the day falls inside an ended pause, then cover was off; on the day of the pause too; from the resume, on', () => {
    expect(coverFromHistory(history, '2026-02-01')).toBe('on');
    expect(coverFromHistory(history, '2026-03-10')).toBe('off');
    expect(coverFromHistory(history, '2026-03-19')).toBe('off');
    expect(coverFromHistory(history, '2026-03-20')).toBe('on');
  });

  it('When the day is before a history that began late, then it is unknown (a person judges); with no history, the other rules decide', () => {
    const late = [{ on: '2026-04-01', to: 'active' as const, reason: 'history_began' as const }];
    expect(coverFromHistory(late, '2026-03-01')).toBe('unknown');
    expect(coverFromHistory(late, '2026-04-02')).toBe('on');
    expect(coverFromHistory([], '2026-04-02')).toBe('on');
  });
});
