import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { reviewsSupport } from './reviews-support.js';

// The back office's work queues (issue 16) under decisions that arrive at once: two reviewers
// deciding one letter together (the decision updates the review only while it is pending; on a
// server the second update waits on the first's row lock), where PGlite (one connection) and a
// PostgreSQL server (concurrent transactions) may differ, so this file is on the drivers list
// (test/postgres-suite.ts) and runs on both in CI. The rest of the queues is reviews.test.ts's
// (docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
const t = useTestApp();
const { staff, itemOf, customerWithLetter, notificationsOf, auditOf } = reviewsSupport(t);

describe('employment letters (income protection)', () => {
  it('When two reviewers decide the same letter at once, then one wins and the other is 409', async () => {
    const c = await customerWithLetter();
    const [a, b] = [await staff(t.app, ['reviewer']), await staff(t.app, ['reviewer'])];
    const item = (await itemOf(a, 'employment', c.id))!;
    const answers = await Promise.all([
      a.decide(item.id, { decision: 'approve' }),
      b.decide(item.id, { decision: 'reject', reason: 'The letter is from another company.' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decisions = (await auditOf(item.id)).filter((r) => r.action.startsWith('review.'));
    expect(decisions).toHaveLength(1);
    const told = (await notificationsOf(c.id)).filter((x) => x.event.startsWith('employment.'));
    expect(told).toHaveLength(1);
  });
});
