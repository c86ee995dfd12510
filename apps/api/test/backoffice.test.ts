import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentReferences, refundRequests, refunds } from '../src/db/schema/index.js';
import { maskMessage } from '../src/views/customer-lookup.js';
import { queueRefund } from '../src/modules/sales/payments/queue-refund.js';
import {
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';
import { signUp, useTestApp } from './helpers.js';
import { backofficeSupport } from './backoffice-support.js';

const t = useTestApp();
const { staff, paidHealthCash } = backofficeSupport(t);

/** A customer with a BVN verified through the sandbox (the code from the outbox). */
async function customerWithBvn() {
  const c = await signUp(t.app);
  const kyc = kycClient(t.app, c.id, c.cookie);
  const bvn = ownValue('digits11');
  expect((await kyc.bvn(bvn)).statusCode).toBeLessThan(300);
  const code = await latestCode(t.app, c.body.phone_number);
  expect((await kyc.verify(code)).statusCode).toBeLessThan(300);
  return { ...c, bvn, code };
}

describe('customer look-up (back office)', () => {
  it('When staff search a whole e-mail address, then only its customer is found; a part of an address finds every customer whose address holds it', async () => {
    const stamp = Date.now().toString(36);
    const ada = await signUp(t.app, { email: `ada.${stamp}@mail.example` });
    const bada = await signUp(t.app, { email: `bada.${stamp}@mail.example` });
    const officer = await staff(t.app, ['claims_officer']);
    const ids = async (q: string) =>
      (await officer.get(`/api/admin/customers?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((x: { id: number }) => x.id)
        .sort();
    expect(await ids(`ADA.${stamp}@mail.example`)).toEqual([ada.id]);
    expect(await ids(`bada.${stamp}@mail.example`)).toEqual([bada.id]);
    expect(await ids(`da.${stamp}@mail.example`)).toEqual([ada.id, bada.id].sort());
  });

  it('When staff look a customer up by phone or e-mail, then they see the KYC state with the BVN masked and the messages with codes masked, and each look is audited', async () => {
    const c = await customerWithBvn();
    const reviewer = await staff(t.app, ['claims_officer']);
    const search = await reviewer.get(
      `/api/admin/customers?q=${encodeURIComponent(c.body.phone_number)}`,
    );
    expect(search.json().data).toEqual([expect.objectContaining({ id: c.id })]);
    const byEmail = await reviewer.get(
      `/api/admin/customers?q=${encodeURIComponent(c.body.email)}`,
    );
    expect(byEmail.json().data.map((x: { id: number }) => x.id)).toContain(c.id);

    const profile = await reviewer.get(`/api/admin/customers/${c.id}`);
    expect(profile.statusCode).toBe(200);
    const body = profile.body;
    expect(body).not.toContain(c.bvn);
    expect(body).not.toContain(`code is ${c.code}`);
    const data = profile.json().data;
    expect(data.kyc.documents[0]).toMatchObject({
      type: 'bvn',
      number: `••••••${c.bvn.slice(-4)}`,
    });
    expect(data.messages.length).toBeGreaterThan(0);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, reviewer.id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'staff.signed_in',
      'customer.searched',
      'customer.searched',
      'customer.viewed',
    ]);
  });

  it('When a reviewer reveals a full identity number, then it is shown with a reason and recorded; other roles and a missing reason are refused', async () => {
    const c = await customerWithBvn();
    const finance = await staff(t.app, ['finance']);
    const profile = await finance.get(`/api/admin/customers/${c.id}`);
    const docId = profile.json().data.kyc.documents[0].id as number;
    const url = `/api/admin/customers/${c.id}/identity-documents/${docId}/reveal`;
    expect((await finance.post(url, { reason: 'checking a payout name' })).statusCode).toBe(403);
    const reviewer = await staff(t.app, ['reviewer']);
    expect((await reviewer.post(url, {})).statusCode).toBe(422);
    expect(
      (
        await reviewer.post(
          `/api/admin/customers/${c.id + 1000}/identity-documents/${docId}/reveal`,
          {
            reason: 'checking the name on the ID',
          },
        )
      ).statusCode,
    ).toBe(404);
    const shown = await reviewer.post(url, { reason: 'checking the name on the ID' });
    expect(shown.json().data).toMatchObject({ type: 'bvn', number: c.bvn });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, reviewer.id), eq(auditLog.action, 'identity.revealed')));
    expect(row).toMatchObject({ recordType: 'identity_document', recordId: String(docId) });
    expect(row!.after).toMatchObject({ reason: 'checking the name on the ID', customer_id: c.id });
    expect(JSON.stringify(row)).not.toContain(c.bvn);
  });

  it('When a message holds a code or a reset link, then staff see it masked', () => {
    expect(maskMessage('Your Alaafia code is 4821. It expires in 10 minutes.')).toBe(
      'Your Alaafia code is ••••. It expires in 10 minutes.',
    );
    expect(
      maskMessage('Reset it here: http://localhost:3000/auth/reset-password?token=abc.def-1 now'),
    ).toBe('Reset it here: http://localhost:3000/auth/reset-password?… now');
  });
});

describe('leads (back office)', () => {
  it('When a reviewer lists or exports leads, then they get them newest first, the export as CSV and audited; a finance member is refused', async () => {
    const c = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/local/customers/lead/create',
      headers: { cookie: c.cookie },
      payload: {
        name: 'Chinedu Okeke',
        email: c.body.email,
        phone: c.body.phone_number,
        uid: c.id,
        completion_failed_reason: 'Salary below the minimum for income protection',
        salary: 25_000,
      },
    });
    expect(created.statusCode).toBe(201);
    const reviewer = await staff(t.app, ['reviewer']);
    const list = await reviewer.get('/api/admin/leads');
    expect(list.json().data[0]).toMatchObject({
      customer_id: c.id,
      reason: 'Salary below the minimum for income protection',
      salary: 25_000,
    });
    expect((await reviewer.get('/api/admin/leads?from=yesterday')).statusCode).toBe(422);
    const csv = await reviewer.get('/api/admin/leads?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'id,customer_id,name,email,phone,reason,salary,created_at',
    );
    expect(csv.body).toContain(c.body.email.toLowerCase());
    const exported = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, reviewer.id), eq(auditLog.action, 'leads.exported')));
    expect(exported).toHaveLength(1);
    const finance = await staff(t.app, ['finance']);
    expect((await finance.get('/api/admin/leads')).statusCode).toBe(403);
  });
});

describe('refunds need two finance members (maker-checker)', () => {
  it('When a refund is more than what was paid, names no paid payment, or is rejected, then nothing is queued', async () => {
    const { reference, amountKobo } = await paidHealthCash();
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    expect(
      (
        await maker.post('/api/admin/refunds', {
          reference,
          amount_kobo: amountKobo + 1,
          reason: 'Too much on purpose',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await maker.post('/api/admin/refunds', {
          reference: 'ALF-NOT-A-REFERENCE',
          reason: 'No such payment',
        })
      ).statusCode,
    ).toBe(422);
    const started = await maker.post('/api/admin/refunds', { reference, reason: 'Goodwill' });
    const id = started.json().data.id as number;
    const rejected = await checker.post(`/api/admin/refunds/${id}/decision`, {
      decision: 'reject',
      reason: 'Not covered by our refund policy',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', refund_id: null });
    const queued = await t.database.db
      .select()
      .from(refunds)
      .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
      .where(and(eq(paymentReferences.reference, reference), eq(refunds.reason, 'staff')));
    expect(queued).toHaveLength(0);
    // Rejected: a new request for the same payment may be started.
    expect(
      (await maker.post('/api/admin/refunds', { reference, reason: 'Goodwill, approved' }))
        .statusCode,
    ).toBe(201);
  });

  it('When the ₦50 of a free-month payment is still on its way, then no other refund of that money can be started: every refund not cancelled counts', async () => {
    const c = await signUp(t.app);
    const { health } = await seededPlans(t);
    await fillCart(t.app, c, [{ plan_id: health.planId }]);
    const { reference, amount_kobo } = await cardReference(t.app, c);
    expect(amount_kobo).toBe(5000);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, reference));
    // The ₦50 goes back by the refund job, not run yet: the refund is pending.
    const [verification] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReferenceId, ref!.id));
    expect(verification).toMatchObject({
      reason: 'card_verification',
      amountKobo: 5000,
      status: 'pending',
    });
    const maker = await staff(t.app, ['finance']);
    for (const body of [{}, { amount_kobo: 1 }]) {
      const res = await maker.post('/api/admin/refunds', {
        reference,
        reason: 'Goodwill',
        ...body,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount_kobo).toEqual([
        'This is more than what is left to refund on this payment. ₦0 is left, counting refunds already sent or on their way.',
      ]);
    }
    expect(
      await t.database.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.paymentReferenceId, ref!.id)),
    ).toEqual([]);
  });

  it('When another refund of the payment is queued between start and approval, then approving more than is left is refused and nothing is queued', async () => {
    const { c, reference, amountKobo } = await paidHealthCash();
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, reference));
    const counted = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReferenceId, ref!.id));
    const out = counted.reduce((sum, r) => sum + (r.amountKobo ?? amountKobo), 0);
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    // All that is left, pending refunds (the ₦50) counted.
    const started = await maker.post('/api/admin/refunds', { reference, reason: 'Goodwill' });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.amount_kobo).toBe(amountKobo - out);
    const id = started.json().data.id as number;
    // Meanwhile the payments module queues ₦100 of the same money back.
    await queueRefund(
      t.database.db,
      { id: ref!.id, customerId: c.id },
      'amount_mismatch',
      100_00,
      new Date(),
    );
    const approved = await checker.post(`/api/admin/refunds/${id}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(422);
    expect(approved.json().errors.amount_kobo[0]).toMatch(/more than what is left/);
    const [request] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, id));
    expect(request).toMatchObject({ status: 'awaiting_approval', refundId: null });
    const staffRefunds = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentReferenceId, ref!.id), eq(refunds.reason, 'staff')));
    expect(staffRefunds).toEqual([]);
  });
});
