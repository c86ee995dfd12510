import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  customerNames,
  customers,
  paymentReferences,
  refunds,
} from '../src/db/schema/index.js';
import { backofficeSupport } from './backoffice-support.js';
import { signUp, useTestApp } from './helpers.js';

// The back office where PGlite (one connection, its own build of pg_trgm) and a PostgreSQL server
// (concurrent transactions and row locks; pg_trgm from its contrib, where the migration could create
// it) may differ, so this file is on the drivers list (test/postgres-suite.ts) and runs on both in
// CI: a refund approved twice at once (the request's row locked, the refund queued once), and the
// customer search read from the trigram indexes. The rest of the back office is backoffice.test.ts's
// (docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
const t = useTestApp();
const { staff, paidHealthCash } = backofficeSupport(t);

describe('customer look-up (back office)', () => {
  it('When staff search by a fragment of a name, then the customers whose name holds it are found, through the trigram index', async () => {
    const c = await signUp(t.app, { first_name: 'Oluwaseun', last_name: 'Adeyinka-Bankole' });
    await signUp(t.app, { first_name: 'Chinedu', last_name: 'Okonkwo' });
    const officer = await staff(t.app, ['claims_officer']);
    const found = await officer.get(`/api/admin/customers?q=${encodeURIComponent('yinka-ban')}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const whole = await officer.get(`/api/admin/customers?q=${encodeURIComponent('seun adey')}`);
    expect(whole.json().data.map((x: { id: number }) => x.id)).toEqual([c.id]);

    // The search's expressions are the indexes' (migrations 0037 and 0048): the planner, told not to
    // scan a table nor walk a whole index, reads the trigram indexes (on PGlite too: pg_trgm is
    // loaded as an extension). A part of a name is looked for among the distinct names, then each
    // name's customers in order. (Told only the first, on a table of a few rows whose statistics
    // PostgreSQL's autovacuum had taken, it walked customer_names' primary key instead.)
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      return tx.execute(sql`explain select c.id
        from (select name from customer_names where name ilike '%yinka%') n
        cross join lateral (select * from customers c
          where lower(c.first_name || ' ' || c.last_name) = n.name order by c.id desc limit 20) c
        where true union all select id from customers where email ilike '%yinka%'`);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('customers_email_trgm_idx');
    expect(text).toContain('customer_names_trgm_idx');
    // Each name's customers come from customers_full_name_idx on a large table; on a test database of
    // a few rows PostgreSQL may walk the primary key instead, so the plan is not pinned there
    // (bench:scale measures it at 1M: docs/performance.md).
    // A renamed customer is found by the new name, and still listed under no other.
    const renamed = await signUp(t.app, { first_name: 'Temitope', last_name: 'Ogunleye' });
    await t.database.db
      .update(customers)
      .set({ firstName: 'Temitayo' })
      .where(eq(customers.id, renamed.id));
    const byNew = await officer.get(`/api/admin/customers?q=${encodeURIComponent('tayo ogun')}`);
    expect(byNew.json().data.map((x: { id: number }) => x.id)).toEqual([renamed.id]);
    const byOld = await officer.get(`/api/admin/customers?q=${encodeURIComponent('tope ogun')}`);
    expect(byOld.json().data).toEqual([]);
    // The old name is not kept once no customer has it; a name two customers share stays while one does.
    const names = async () => (await t.database.db.select().from(customerNames)).map((n) => n.name);
    expect(await names()).not.toContain('temitope ogunleye');
    expect(await names()).toContain('temitayo ogunleye');
    const twin = await signUp(t.app, { first_name: 'Temitayo', last_name: 'Ogunleye' });
    await t.database.db
      .update(customers)
      .set({ lastName: 'Ogunlade' })
      .where(eq(customers.id, twin.id));
    expect(await names()).toContain('temitayo ogunleye');
    expect(await names()).toContain('temitayo ogunlade');
  });
});

describe('refunds need two finance members (maker-checker)', () => {
  it('When a finance member starts a refund, then nothing is sent until a different finance member approves it, and the refund is queued once', async () => {
    const { reference, amountKobo } = await paidHealthCash();
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const reviewer = await staff(t.app, ['reviewer', 'administrator']);
    const started = await maker.post('/api/admin/refunds', {
      reference,
      amount_kobo: 500_00,
      reason: 'Customer was charged twice by mistake',
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().data.id as number;
    const refundRows = () =>
      t.database.db
        .select()
        .from(refunds)
        .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
        .where(and(eq(paymentReferences.reference, reference), eq(refunds.reason, 'staff')));
    expect(await refundRows()).toHaveLength(0);

    const decide = (who: typeof maker, decision: string) =>
      who.post(`/api/admin/refunds/${id}/decision`, { decision });
    expect((await decide(maker, 'approve')).statusCode).toBe(403);
    expect((await decide(reviewer, 'approve')).statusCode).toBe(403);
    expect(await refundRows()).toHaveLength(0);
    const [first, second] = await Promise.all([
      decide(checker, 'approve'),
      decide(checker, 'approve'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = await refundRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refunds.amountKobo).toBe(500_00);
    await t.app.jobs.runDueJobs();
    const [sent] = await refundRows();
    expect(sent!.refunds.status).not.toBe('pending');

    // A second refund of the same payment cannot be started while one was approved.
    const again = await maker.post('/api/admin/refunds', {
      reference,
      reason: 'Customer asked again',
    });
    expect(again.statusCode).toBe(409);
    expect(amountKobo).toBeGreaterThan(500_00);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.recordType, 'refund_request'), eq(auditLog.recordId, String(id))))
        .orderBy(auditLog.id)
    ).map((r) => [r.action, r.staffId]);
    expect(actions).toEqual([
      ['refund.started', maker.id],
      ['refund.approved', checker.id],
    ]);
  });
});
