import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { maskMessage } from '../src/modules/backoffice/customer-lookup.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();
let n = 0;

async function staff(app: FastifyInstance, roles: string[]) {
  const email = `${roles[0]}.bo${Date.now().toString(36)}${(n += 1)}@alaafia.ng`;
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/staff',
    payload: { email, password: 'staff password 123', roles },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: 'staff password 123' },
  });
  const c = login.cookies.find((x) => x.name === 'alaafia_staff')!;
  const cookie = `alaafia_staff=${c.value}`;
  const id = login.json<{ data: { id: number } }>().data.id;
  return {
    id,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}

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
      .where(eq(auditLog.staffId, reviewer.id));
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
