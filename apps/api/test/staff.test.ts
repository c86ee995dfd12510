import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, staffMembers } from '../src/db/schema/index.js';
import { AUDIT_ACTIONS, commandLineActor } from '../src/modules/platform/access/audit.js';
import { createStaffService } from '../src/modules/platform/access/staff.service.js';
import { currentTotp } from '../src/modules/platform/access/totp.js';
import { MINUTE, testClock } from './checkout-helpers.js';
import { realProvidersEnv, signUp, useTestApp } from './helpers.js';

const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });

let n = 0;
const staffEmail = (role: string) => `${role}.${Date.now().toString(36)}${(n += 1)}@alaafia.ng`;

function staffCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'alaafia_staff');
  if (!c) throw new Error(`no staff cookie: ${res.statusCode} ${res.body}`);
  return `alaafia_staff=${c.value}`;
}

// Not the shared signedInStaff (staff-support.ts): the staff module's own test checks each step
// (the sandbox's 201 with the new member's id, the sign-in's 200) where the others assume them.
async function sandboxStaff(app: FastifyInstance, roles: string[]) {
  const email = staffEmail(roles[0]!);
  const password = 'staff password 123';
  const created = await app.inject({
    method: 'POST',
    url: '/api/sandbox/staff',
    payload: { email, password, roles },
  });
  expect(created.statusCode).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  return {
    id: created.json<{ data: { id: number } }>().data.id,
    email,
    cookie: staffCookie(login),
  };
}

/** Every /api/admin operation of the published document, with a sample id in its path. */
function adminOperations(app: FastifyInstance) {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(
      ([p]) =>
        p.startsWith('/api/admin/') &&
        !p.startsWith('/api/admin/auth/log') &&
        // The invitation page's calls: public, the e-mailed token is the proof (staff-separation.test.ts).
        !p.startsWith('/api/admin/auth/invitation/'),
    )
    .flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: p.replace(/\{[^}]+\}/g, '1') })),
    );
}

describe('back-office staff and access', () => {
  it('When a customer (or nobody) calls any /api/admin route, then it is 401; a staff cookie signs nobody in on customer routes', async () => {
    const customer = await signUp(t.app);
    const ops = adminOperations(t.app);
    expect(ops.length).toBeGreaterThanOrEqual(5);
    for (const op of ops) {
      for (const cookie of [customer.cookie, undefined]) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: op.url,
          ...(cookie ? { headers: { cookie } } : {}),
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
        expect([op, res.statusCode]).toEqual([op, 401]);
      }
    }
    const admin = await sandboxStaff(t.app, ['administrator']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${customer.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('When staff sign in, then the cookie is their own (path /api/admin, HttpOnly, strict) and each route checks its role', async () => {
    const email = staffEmail('reviewer');
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/staff',
      payload: { email, password: 'staff password 123', role: 'reviewer' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password: 'staff password 123' },
    });
    const cookie = login.cookies.find((c) => c.name === 'alaafia_staff')!;
    expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    // Beside it, the pages' hint that someone is signed in (issue 38): no secret, path /admin.
    const hint = login.cookies.find((c) => c.name === 'alaafia_staff_in');
    expect(hint).toMatchObject({ value: '1', path: '/admin', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie: staffCookie(login) },
    });
    expect(me.json()).toMatchObject({ data: { email, roles: ['reviewer'] } });
    const staffList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { cookie: staffCookie(login) },
    });
    expect(staffList.statusCode).toBe(403);
  });

  it('When a staff session is idle for 15 minutes, then it has ended; within 15 minutes it goes on', async () => {
    const s = await sandboxStaff(t.app, ['reviewer']);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie: s.cookie } });
    clock.advance(14 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    const over = await me();
    expect(over.statusCode).toBe(401);
    // The session is over: its cookie and the pages' hint are cleared, so the page asks no more.
    expect(
      over.cookies
        .filter((c) => c.name === 'alaafia_staff' || c.name === 'alaafia_staff_in')
        .map((c) => [c.name, c.value, c.path]),
    ).toEqual([
      ['alaafia_staff', '', '/api/admin'],
      ['alaafia_staff_in', '', '/admin'],
    ]);
  });

  it('When an administrator disables a staff member, then their sessions end at once; nobody can disable themselves', async () => {
    const admin = await sandboxStaff(t.app, ['administrator']);
    const reviewer = await sandboxStaff(t.app, ['reviewer']);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${admin.id}`,
      headers: { cookie: admin.cookie },
      payload: { disabled: true },
    });
    expect(self.statusCode).toBe(403);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${reviewer.id}`,
      headers: { cookie: admin.cookie },
      payload: { disabled: true },
    });
    expect(off.json()).toMatchObject({ data: { disabled: true } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie: reviewer.cookie },
    });
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: reviewer.email, password: 'staff password 123' },
    });
    expect(again.statusCode).toBe(403);
  });

  it('When an administrator creates staff with bad input, then it is 422 and nobody is created', async () => {
    const admin = await sandboxStaff(t.app, ['administrator']);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(staffMembers);
    for (const payload of [
      { email: 'not-an-email', name: 'Ada', roles: ['reviewer'] },
      { email: 'ada@alaafia.ng', name: 'Ada', roles: ['superuser'] },
      { email: 'ada@alaafia.ng', name: 'Ada', roles: [] },
      { email: 'ada@alaafia.ng', name: '', roles: ['finance'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { cookie: admin.cookie },
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(staffMembers);
    expect(after).toEqual(before);
  });

  it('When staff act, then the audit log has a row for each action, the database refuses to change or delete it, and it exports as CSV', async () => {
    const admin = await sandboxStaff(t.app, ['administrator']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: admin.cookie },
      payload: { email: staffEmail('finance'), name: 'Bola Finance', roles: ['finance'] },
    });
    expect(created.statusCode).toBe(201);
    const newId = created.json<{ data: { staff: { id: number } } }>().data.staff.id;
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, admin.id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'staff.signed_in',
      'staff.created',
      'staff.invited',
      'staff.access_requested',
    ]);
    expect(rows[1]).toMatchObject({
      recordType: 'staff',
      recordId: String(newId),
      roles: ['administrator'],
      staffEmail: admin.email,
    });
    expect(JSON.stringify(rows[1]!.after)).not.toMatch(/password|totp|recovery/);
    await expect(
      t.database.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(auditLog).where(eq(auditLog.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?format=csv&staff_id=${admin.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('action');
    expect(lines).toHaveLength(5);
    const exported = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'audit.exported'));
    expect(exported.at(-1)).toMatchObject({ staffId: admin.id });
  });

  it('When an administrator filters the audit log (issue 30), then the actors and actions come as lists, a date range takes Lagos days (the end day whole), and a backwards or malformed range is 422 and changes nothing', async () => {
    const admin = await sandboxStaff(t.app, ['administrator']);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    const choices = await get('/api/admin/audit/choices');
    expect(choices.statusCode).toBe(200);
    const data = choices.json<{
      data: { actions: string[]; actors: { staff_id: number; email: string }[] };
    }>().data;
    expect(data.actions).toContain('staff.signed_in');
    expect(data.actions).toEqual([...new Set(data.actions)].sort());
    expect(data.actors).toContainEqual({ staff_id: admin.id, email: admin.email });
    const finance = await sandboxStaff(t.app, ['finance']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/audit/choices',
          headers: { cookie: finance.cookie },
        })
      ).statusCode,
    ).toBe(403);

    // The admin signed in at 09:00 UTC on 24 November (10:00 in Lagos).
    const on = (from: string, to: string) =>
      get(`/api/admin/audit?staff_id=${admin.id}&action=staff.signed_in&from=${from}&to=${to}`);
    const sameDay = await on('2026-11-24', '2026-11-24');
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json<{ data: unknown[] }>().data).toHaveLength(1);
    const dayBefore = await on('2026-11-23', '2026-11-23');
    expect(dayBefore.json<{ data: unknown[] }>().data).toHaveLength(0);

    const rowsBefore = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const backwards = await on('2026-11-25', '2026-11-24');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['The end date must be on or after the start date']);
    const malformed = await on('24/11/2026', '2026-11-24');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.from).toEqual(['Please enter a date as YYYY-MM-DD']);
    const rowsAfter = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(rowsAfter).toEqual(rowsBefore);
  });
});

describe('the second factor (sandbox off)', () => {
  const real = useTestApp({ env: realProvidersEnv });

  async function createWithTotp() {
    const created = await createStaffService(real.ctx).createWithCredentials(
      { email: staffEmail('finance'), name: 'Ngozi Finance', roles: ['finance'] },
      commandLineActor,
    );
    return created;
  }

  it('When the sandbox is off, then a staff member needs the authenticator code; a wrong or reused code is refused; a recovery code works once', async () => {
    const c = await createWithTotp();
    const login = (totp?: string) =>
      real.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: c.staff.email, password: c.password, ...(totp ? { totp } : {}) },
      });
    const missing = await login();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ errors: { totp: [expect.any(String)] } });
    expect((await login('000000')).statusCode).toBe(401);
    const code = await currentTotp(c.totp_secret);
    const ok = await login(code);
    expect(ok.statusCode).toBe(200);
    expect((await login(code)).statusCode).toBe(401);
    expect((await login(c.recovery_codes[0])).statusCode).toBe(200);
    expect((await login(c.recovery_codes[0])).statusCode).toBe(401);
    const wrongPassword = await real.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: c.staff.email, password: 'not it', totp: c.recovery_codes[1] },
    });
    expect(wrongPassword.statusCode).toBe(401);
    // The second recovery code was not spent by the wrong password.
    expect((await login(c.recovery_codes[1])).statusCode).toBe(200);
  });

  it('When the sandbox is off, then the sandbox staff route does not exist', async () => {
    const res = await real.app.inject({
      method: 'POST',
      url: '/api/sandbox/staff',
      payload: { email: 'x@alaafia.ng', password: 'staff password 123', role: 'reviewer' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('audit action names (issue 26)', () => {
  it('When the log holds a row under an old action name, then it is listed, filtered and offered under today’s name; the writer uses the one naming pattern', async () => {
    const admin = await sandboxStaff(t.app, ['administrator']);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    // A row written before the rename: the log is append-only, so it keeps its name.
    await t.database.db.insert(auditLog).values({
      at: clock.now(),
      staffId: admin.id,
      staffEmail: admin.email,
      roles: ['administrator'],
      action: 'complaint.take',
      recordType: 'complaint',
      recordId: 'CMP-OLD-NAME',
    });
    const filtered = await get(`/api/admin/audit?action=complaint.taken&staff_id=${admin.id}`);
    expect(filtered.statusCode).toBe(200);
    const rows = filtered.json<{ data: { action: string; record_id: string | null }[] }>().data;
    expect(rows.map((r) => [r.action, r.record_id])).toEqual([['complaint.taken', 'CMP-OLD-NAME']]);
    const choices = await get('/api/admin/audit/choices');
    const actions = choices.json<{ data: { actions: string[] } }>().data.actions;
    expect(actions).toContain('complaint.taken');
    expect(actions).not.toContain('complaint.take');
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});
