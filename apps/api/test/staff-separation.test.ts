import { moneyCopy, staffCopy } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, hospitals, staffMembers } from '../src/db/schema/index.js';
import type { EmailMessage } from '../src/integrations/messaging/types.js';
import { assertMayApproveMoney } from '../src/modules/platform/access/money-approval.js';
import { createStaffService } from '../src/modules/platform/access/staff.service.js';
import { commandLineActor } from '../src/modules/platform/access/audit.js';
import { insertAccessRequest } from '../src/modules/platform/access/staff.repo.js';
import { currentTotp } from '../src/modules/platform/access/totp.js';
import { qrSvg } from '../src/documents/qr.js';
import { DAY, testClock } from './checkout-helpers.js';
import { realProvidersEnv, useTestApp } from './helpers.js';
import { invitationToken, invitedStaff, signedInStaff } from './staff-support.js';

/**
 * Issue 24, 'one administrator can pay a claim alone': nobody changes their own access; granting
 * finance or administrator, or enabling, waits for a second administrator; new staff are invited
 * (no credentials in any answer); money needs two people who did not make each other's access.
 * And Medium 6: the staff second factor is limited per account, and the password step tells nothing.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });

const admin = (app: FastifyInstance) => signedInStaff(app, ['administrator'], 'sep');
const patch = (app: FastifyInstance, cookie: string, id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers: { cookie }, payload });
const auditOf = (recordId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, String(recordId)), eq(auditLog.action, action)));
const rolesOf = async (id: number) =>
  (await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0]!;

describe('access changes (issue 24)', () => {
  it('When an administrator changes their own roles or disables themselves, then it is 403, audited, and nothing changes', async () => {
    const a = await admin(t.app);
    for (const payload of [{ roles: ['administrator', 'claims_officer'] }, { disabled: true }]) {
      const res = await patch(t.app, a.cookie, a.id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(staffCopy.ownAccount);
    }
    expect((await rolesOf(a.id)).roles).toEqual(['administrator']);
    const refused = await auditOf(a.id, 'staff.own_change_refused');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ staffId: a.id });
  });

  it('When an administrator grants finance, then it waits for a second administrator: not the one who asked, not the member; approved, it holds', async () => {
    const a = await admin(t.app);
    const b = await admin(t.app);
    const r = await signedInStaff(t.app, ['reviewer'], 'sep');
    const asked = await patch(t.app, a.cookie, r.id, { roles: ['finance', 'reviewer'] });
    expect(asked.statusCode).toBe(202);
    const pending = asked.json().data.pending_access;
    expect(asked.json().data.roles).toEqual(['reviewer']);
    expect(pending).toMatchObject({ roles: ['finance', 'reviewer'], requested_by: a.id });
    expect((await r.get('/api/admin/payouts')).statusCode).toBe(403);
    // A second ask while one waits: 409.
    expect((await patch(t.app, b.cookie, r.id, { roles: ['administrator'] })).statusCode).toBe(409);
    // The asker cannot approve their own ask.
    const self = await a.post(`/api/admin/staff-access/${pending.id}/decision`, {
      decision: 'approve',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(staffCopy.accessSameApprover);
    expect((await auditOf(r.id, 'staff.access_decision_refused')).length).toBe(1);
    expect((await rolesOf(r.id)).roles).toEqual(['reviewer']);
    const ok = await b.post(`/api/admin/staff-access/${pending.id}/decision`, {
      decision: 'approve',
    });
    expect(ok.statusCode).toBe(200);
    expect((await rolesOf(r.id)).roles).toEqual(['finance', 'reviewer']);
    expect((await r.get('/api/admin/payouts')).statusCode).toBe(200);
    expect((await auditOf(r.id, 'staff.access_approved'))[0]).toMatchObject({ staffId: b.id });
    const again = await b.post(`/api/admin/staff-access/${pending.id}/decision`, {
      decision: 'reject',
    });
    expect(again.statusCode).toBe(409);
    // A role that needs no approval changes at once.
    const now = await patch(t.app, a.cookie, r.id, { roles: ['claims_officer', 'finance'] });
    expect(now.statusCode).toBe(200);
    expect(now.json().data.roles).toEqual(['claims_officer', 'finance']);
  });

  it('When a member asks for their own grant through another administrator, then they cannot approve it themselves', async () => {
    const a = await admin(t.app);
    const b = await admin(t.app);
    const asked = await patch(t.app, a.cookie, b.id, { roles: ['administrator', 'finance'] });
    expect(asked.statusCode).toBe(202);
    const own = await b.post(
      `/api/admin/staff-access/${asked.json().data.pending_access.id}/decision`,
      { decision: 'approve' },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(staffCopy.accessOwnApproval);
    expect((await rolesOf(b.id)).roles).toEqual(['administrator']);
  });

  it("When an administrator gives a hospital's staff member a back-office role (one that needs approval or not), then it is 422 on roles in words, nothing changes and no request waits", async () => {
    const a = await admin(t.app);
    const desk = await a.post('/api/admin/staff', {
      email: `desk.sep${Date.now().toString(36)}@hospital.example`,
      name: 'Front Desk',
      hospital_code: (await t.database.db.select().from(hospitals).limit(1))[0]!.code,
    });
    expect(desk.statusCode).toBe(201);
    const id = desk.json<{ data: { staff: { id: number } } }>().data.staff.id;
    for (const roles of [['reviewer'], ['finance'], ['administrator', 'claims_officer']]) {
      const res = await patch(t.app, a.cookie, id, { roles });
      expect(res.statusCode, roles.join()).toBe(422);
      expect(res.json().errors.roles).toEqual([staffCopy.hospitalStaffNoRoles]);
    }
    expect((await rolesOf(id)).roles).toEqual([]);
    expect(await auditOf(id, 'staff.access_requested')).toEqual([]);
    // A request for finance made before this rule (as the attack left one): approving it is 422 in
    // words and changes nothing; it can be rejected.
    const stale = await insertAccessRequest(t.database.db, {
      staffId: id,
      roles: ['finance'],
      enable: false,
      requestedBy: a.id,
      requestedAt: new Date(),
    });
    const b = await admin(t.app);
    const approve = await b.post(`/api/admin/staff-access/${stale!.id}/decision`, {
      decision: 'approve',
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors.decision).toEqual([staffCopy.hospitalStaffNoRoles]);
    expect((await rolesOf(id)).roles).toEqual([]);
    const reject = await b.post(`/api/admin/staff-access/${stale!.id}/decision`, {
      decision: 'reject',
    });
    expect(reject.statusCode).toBe(200);
    // Disabling them still works (no role involved).
    expect((await patch(t.app, a.cookie, id, { disabled: true })).statusCode).toBe(200);
  });

  it('When an administrator disables someone, then it is at once; enabling them again waits for a second administrator', async () => {
    const a = await admin(t.app);
    const b = await admin(t.app);
    const r = await signedInStaff(t.app, ['reviewer'], 'sep');
    expect((await patch(t.app, a.cookie, r.id, { disabled: true })).statusCode).toBe(200);
    const enable = await patch(t.app, a.cookie, r.id, { disabled: false });
    expect(enable.statusCode).toBe(202);
    expect(enable.json().data).toMatchObject({ disabled: true, pending_access: { enable: true } });
    expect((await rolesOf(r.id)).disabledAt).not.toBeNull();
    const id = enable.json().data.pending_access.id;
    expect(
      (await b.post(`/api/admin/staff-access/${id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    expect((await rolesOf(r.id)).disabledAt).toBeNull();
  });
});

describe('staff invitations (issue 24)', () => {
  it('When an administrator adds a staff member, then the answer holds no credentials and the member is e-mailed a single-use link where they set their password and enrol their authenticator', async () => {
    const a = await admin(t.app);
    const email = `finance.invited${Date.now().toString(36)}@alaafia.ng`;
    const created = await a.post('/api/admin/staff', {
      email,
      name: 'Bola Finance',
      roles: ['finance'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toMatch(/password|totp|recovery/i);
    const body = created.json().data;
    expect(body.staff).toMatchObject({ roles: [], invited: true, second_factor: false });
    expect(body.staff.pending_access).toMatchObject({ roles: ['finance'] });
    expect(body.invitation).toMatchObject({ sent: true, expires_at: '2026-11-27T09:00:00.000Z' });
    // Nobody can sign in as them before they accept.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password: 'anything at all' },
    });
    expect(early.statusCode).toBe(401);

    const token = await invitationToken(t.app, email);
    const open = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/invitation/open', payload: { token } });
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    const secret = opened.json().data.totp_secret as string;
    expect(opened.json().data).toMatchObject({
      email,
      name: 'Bola Finance',
      sign_in_path: '/admin',
    });
    // The key as a QR code to scan (issue 38): an SVG image of the otpauth URI.
    const qr = opened.json().data.totp_qr_svg as string;
    expect(qr).toMatch(/^<svg [^>]*role="img"><title>QR code of your authenticator key<\/title>/);
    expect(qr).toEqual(qrSvg(opened.json().data.totp_uri, 'QR code of your authenticator key'));
    expect((await open()).json().data.totp_secret).toBe(secret);
    const accept = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/invitation/accept', payload });
    const wrong = await accept({ token, password: 'my own staff password', totp: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.totp).toEqual([staffCopy.invitationCode]);
    const ok = await accept({
      token,
      password: 'my own staff password',
      totp: await currentTotp(secret),
    });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(ok.json().data.sign_in_path).toBe('/admin');
    const twice = await accept({
      token,
      password: 'another password here',
      totp: await currentTotp(secret),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.token).toEqual([staffCopy.invitationInvalid]);
    expect((await open()).statusCode).toBe(422);
    const login = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload });
    expect((await login({ email, password: 'my own staff password' })).statusCode).toBe(401);
    expect(
      (await login({ email, password: 'my own staff password', totp: codes[0] })).statusCode,
    ).toBe(200);
    expect((await auditOf(body.staff.id, 'staff.invitation_accepted')).length).toBe(1);
  });

  it("When a hospital's staff member opens and accepts their invitation, then they are sent to the hospital portal's sign-in, with the QR code to scan", async () => {
    const a = await admin(t.app);
    const email = `desk.invited${Date.now().toString(36)}@hospital.example`;
    const [hospital] = await t.database.db.select().from(hospitals).limit(1);
    expect(
      (await a.post('/api/admin/staff', { email, name: 'Desk', hospital_code: hospital!.code }))
        .statusCode,
    ).toBe(201);
    const token = await invitationToken(t.app, email);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/invitation/open',
      payload: { token },
    });
    expect(opened.json().data).toMatchObject({
      sign_in_path: '/hospital',
      totp_qr_svg: expect.stringMatching(/^<svg /),
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/invitation/accept',
      payload: {
        token,
        password: 'my own desk password',
        totp: await currentTotp(opened.json().data.totp_secret),
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.sign_in_path).toBe('/hospital');
  });

  it('When an invitation is more than 72 hours old or replaced by a new one, then its link no longer works', async () => {
    const a = await admin(t.app);
    const email = `reviewer.late${Date.now().toString(36)}@alaafia.ng`;
    const created = await a.post('/api/admin/staff', {
      email,
      name: 'Late Reviewer',
      roles: ['reviewer'],
    });
    const id = created.json().data.staff.id as number;
    const first = await invitationToken(t.app, email);
    clock.advance(73 * 60 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/invitation/open',
      payload: { token: first },
    });
    expect(late.statusCode).toBe(422);
    const b = await admin(t.app);
    const again = await b.post(`/api/admin/staff/${id}/invitation`, {});
    expect(again.statusCode).toBe(201);
    const second = await invitationToken(t.app, email);
    expect(second).not.toBe(first);
    const open = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/invitation/open', payload: { token } });
    expect((await open(second)).statusCode).toBe(200);
    const third = await b.post(`/api/admin/staff/${id}/invitation`, {});
    expect(third.statusCode).toBe(201);
    expect((await open(second)).statusCode).toBe(422);
  });
});

describe('who may approve money (issue 24)', () => {
  it('When the approver created, or changed the access of, the member who started or decided (or the reverse), then they may not approve; 30 days after a change they may; a creator never', async () => {
    const { db } = t.database;
    const a = await signedInStaff(t.app, ['administrator', 'claims_officer'], 'sep');
    const b = await admin(t.app);
    // A invites F as finance; B approves the grant.
    const f = await invitedStaff(t.app, a, b, ['finance'], 'money');
    const finance = { id: f.id, roles: ['finance' as const] };
    const now = clock.now();
    // A created F: F may not approve what A decided, ever.
    await expect(assertMayApproveMoney(db, finance, [a.id], now)).rejects.toThrow(
      moneyCopy.linkedApprover,
    );
    // B changed F's access (approved the grant): not for 30 days.
    await expect(assertMayApproveMoney(db, finance, [b.id], now)).rejects.toThrow(
      moneyCopy.linkedApprover,
    );
    const later = new Date(now.getTime() + 31 * DAY);
    await expect(assertMayApproveMoney(db, finance, [b.id], later)).resolves.toBeUndefined();
    await expect(assertMayApproveMoney(db, finance, [a.id], later)).rejects.toThrow(
      moneyCopy.linkedApprover,
    );
    // The reverse: A (given finance) may not approve what F started.
    await expect(
      assertMayApproveMoney(db, { id: a.id, roles: ['finance'] }, [f.id], later),
    ).rejects.toThrow(moneyCopy.linkedApprover);
    // Nobody approves their own; an unrelated finance member may.
    await expect(assertMayApproveMoney(db, finance, [f.id], now)).rejects.toThrow(
      moneyCopy.sameApprover,
    );
    const other = await signedInStaff(t.app, ['finance'], 'sep');
    await expect(
      assertMayApproveMoney(db, { id: other.id, roles: ['finance'] }, [a.id, f.id], now),
    ).resolves.toBeUndefined();
  });
});

describe('the staff second factor (issue 24, Medium 6)', () => {
  const sent: EmailMessage[] = [];
  const real = useTestApp({
    env: realProvidersEnv,
    overrides: {
      email: {
        reachesInboxes: true,
        send: (m: EmailMessage) => {
          sent.push(m);
          return Promise.resolve({ id: `test-${sent.length}` });
        },
      },
    },
  });
  let n = 0;
  const member = () =>
    createStaffService(real.ctx).createWithCredentials(
      {
        email: `finance.lock${Date.now().toString(36)}${(n += 1)}@alaafia.ng`,
        name: 'Ngozi',
        roles: ['finance'],
      },
      commandLineActor,
    );
  const login = (payload: object, ip: string) =>
    real.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload,
      remoteAddress: ip,
    });

  it('When the password is right or wrong but no code is given, then the answer is the same', async () => {
    const c = await member();
    const right = await login({ email: c.staff.email, password: c.password }, '10.0.0.1');
    const wrong = await login({ email: c.staff.email, password: 'not the password' }, '10.0.0.1');
    const nobody = await login(
      { email: 'nobody@alaafia.ng', password: 'whatever it is' },
      '10.0.0.1',
    );
    expect(right.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(nobody.json()).toEqual(right.json());
    expect(right.json().errors.totp).toEqual([staffCopy.codeRequired]);
  });

  // Issue 38, item 9: nobody locks a member out from outside.
  const withCode = async (
    c: { staff: { email: string }; totp_secret: string },
    password: string,
  ) => ({
    email: c.staff.email,
    password,
    totp: password === 'not the password' ? '000000' : await currentTotp(c.totp_secret),
  });

  it('When a stranger gives a wrong password with code 000000 from one address, then that address waits after 5 and the member signs in at another address; nothing is paused or e-mailed', async () => {
    const c = await member();
    const before = sent.length;
    for (let i = 0; i < 5; i += 1) {
      const res = await login(await withCode(c, 'not the password'), '10.2.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(await withCode(c, 'not the password'), '10.2.0.1')).statusCode).toBe(429);
    // The right password and code from the stranger's address waits out the window there too.
    expect((await login(await withCode(c, c.password), '10.2.0.1')).statusCode).toBe(429);
    const owner = await login(await withCode(c, c.password), '10.2.9.9');
    expect(owner.statusCode).toBe(200);
    await real.app.jobs.runDueJobs();
    expect(sent.slice(before).filter((m) => m.to === c.staff.email)).toHaveLength(0);
  });

  it('When wrong passwords for one account come from many addresses (20 in the window), then an address that has tried waits and a new address still signs in with the right password and code', async () => {
    const c = await member();
    for (let i = 0; i < 20; i += 1)
      expect((await login(await withCode(c, 'not the password'), `10.3.${i}.1`)).statusCode).toBe(
        401,
      );
    // An attacking address gets no second guess while the account is under attack...
    expect((await login(await withCode(c, 'not the password'), '10.3.0.1')).statusCode).toBe(429);
    // ... but a fresh one gets one (guessing stays slow: one try an address), and the member signs in.
    expect((await login(await withCode(c, 'not the password'), '10.3.99.1')).statusCode).toBe(401);
    expect((await login(await withCode(c, c.password), '10.3.200.1')).statusCode).toBe(200);
  });

  it('When wrong passwords for a back-office member are tried at the hospital door, then the back office keeps its own counters: the member signs in there from the same address', async () => {
    const c = await member();
    for (let i = 0; i < 6; i += 1)
      await real.app.inject({
        method: 'POST',
        url: '/api/hospital/auth/login',
        payload: await withCode(c, i < 5 ? 'not the password' : c.password),
        remoteAddress: '10.4.0.1',
      });
    const hospitalDoor = await real.app.inject({
      method: 'POST',
      url: '/api/hospital/auth/login',
      payload: await withCode(c, 'not the password'),
      remoteAddress: '10.4.0.1',
    });
    expect(hospitalDoor.statusCode).toBe(429);
    expect((await login(await withCode(c, c.password), '10.4.0.1')).statusCode).toBe(200);
  });

  it('When 5 wrong codes after the right password come from different addresses, then every further try is 429, the right code too, and the member is e-mailed once', async () => {
    const c = await member();
    for (let i = 0; i < 5; i += 1) {
      const res = await login(
        { email: c.staff.email, password: c.password, totp: String(100000 + i) },
        `10.1.${i}.1`,
      );
      expect(res.statusCode).toBe(401);
    }
    const right = await login(
      { email: c.staff.email, password: c.password, totp: await currentTotp(c.totp_secret) },
      '10.9.9.9',
    );
    expect(right.statusCode).toBe(429);
    const recovery = await login(
      { email: c.staff.email, password: c.password, totp: c.recovery_codes[0] },
      '10.9.9.8',
    );
    expect(recovery.statusCode).toBe(429);
    // The notice goes through messaging: queued with its record, sent by the delivery job.
    await real.app.jobs.runDueJobs();
    await real.app.jobs.runDueJobs();
    const toThem = sent.filter((m) => m.to === c.staff.email);
    expect(toThem).toHaveLength(1);
    expect(toThem[0]!.subject).toBe('Sign-in to your Alaafia back-office account is paused');
    expect(toThem[0]!.text).toContain(
      'Someone entered your password and then 5 wrong authenticator codes',
    );
  });
});
