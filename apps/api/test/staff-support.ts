import { lagosDate } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';

let made = 0;

/**
 * A staff member made through the sandbox (no second factor) and signed in: their id, address and
 * staff cookie, and GET/POST under it. Unique in the run (`tag` names the test file in the address).
 * `signInAgain` signs in again when a request meets 401: for a test that moves the clock by days,
 * past the staff session's idle limit.
 */
export async function signedInStaff(
  app: FastifyInstance,
  roles: string[],
  tag: string,
  { signInAgain = false }: { signInAgain?: boolean } = {},
) {
  const email = `${roles[0]}.${tag}${Date.now().toString(36)}${(made += 1)}@alaafia.ng`;
  const password = 'staff password 123';
  const created = await app.inject({
    method: 'POST',
    url: '/api/sandbox/staff',
    payload: { email, password, roles },
  });
  if (created.statusCode !== 201) throw new Error(`staff not made: ${created.body}`);
  let cookie = '';
  let id = 0;
  const signIn = async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password },
    });
    const c = login.cookies.find((x) => x.name === 'alaafia_staff');
    if (!c) throw new Error(`staff not signed in: ${login.body}`);
    cookie = `alaafia_staff=${c.value}`;
    id = login.json<{ data: { id: number } }>().data.id;
  };
  await signIn();
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const go = () =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const res = await go();
    if (!signInAgain || res.statusCode !== 401) return res;
    await signIn();
    return go();
  };
  return {
    id,
    email,
    /** The staff cookie as a Cookie header value (the latest, when signed in again). */
    get cookie() {
      return cookie;
    },
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
  };
}

type Signed = Awaited<ReturnType<typeof signedInStaff>>;

/** The token of the newest invitation e-mailed to `email` (the outbox), from the link's fragment. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${email}` });
  const messages = res
    .json<{ data: { subject: string | null; body: string; created_at: string }[] }>()
    .data.filter((m) => m.subject === 'Your invitation to the Alaafia back office')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const token = /\/admin\/invitation#([\w-]+)/.exec(messages.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}: ${res.body}`);
  return token;
}

/**
 * A staff member as the back office makes one (issue 24): `admin` invites them, `approver` (a
 * second administrator) approves the roles that need it, and they accept the e-mailed invitation
 * with their own password and authenticator, then sign in with a code.
 */
export async function invitedStaff(
  app: FastifyInstance,
  admin: Signed,
  approver: Signed | null,
  roles: string[],
  tag: string,
) {
  const email = `${roles[0]}.inv.${tag}${Date.now().toString(36)}${(made += 1)}@alaafia.ng`;
  const created = await admin.post('/api/admin/staff', { email, name: 'Invited Member', roles });
  if (created.statusCode !== 201) throw new Error(`not invited: ${created.body}`);
  const staff = created.json<{
    data: { staff: { id: number; pending_access: { id: number } | null } };
  }>().data.staff;
  if (staff.pending_access && approver) {
    const ok = await approver.post(`/api/admin/staff-access/${staff.pending_access.id}/decision`, {
      decision: 'approve',
    });
    if (ok.statusCode !== 200) throw new Error(`not approved: ${ok.body}`);
  }
  const token = await invitationToken(app, email);
  const opened = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/invitation/open',
    payload: { token },
  });
  const secret = opened.json<{ data: { totp_secret: string } }>().data.totp_secret;
  const password = 'my own staff password';
  const { currentTotp } = await import('../src/modules/platform/access/totp.js');
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/invitation/accept',
    payload: { token, password, totp: await currentTotp(secret) },
  });
  if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
  const codes = accepted.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
  // The code of this 30-second step was spent accepting: sign in with a recovery code.
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, totp: codes[0] },
  });
  const c = login.cookies.find((x) => x.name === 'alaafia_staff');
  if (!c) throw new Error(`not signed in: ${login.body}`);
  const cookie = `alaafia_staff=${c.value}`;
  return {
    id: staff.id,
    email,
    password,
    secret,
    codes,
    cookie,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}

/**
 * Pays every unpaid invoice of a sponsor by bank transfer (sponsors pay before cover, issue 27):
 * one new finance member records each transfer, a second approves it.
 */
export async function paySponsorInvoices(app: FastifyInstance, sponsorId: number) {
  const maker = await signedInStaff(app, ['finance'], 'payer');
  const checker = await signedInStaff(app, ['finance'], 'payer');
  const unpaid = (
    await maker.get(`/api/admin/sponsor-invoices?status=unpaid&sponsor_id=${sponsorId}`)
  ).json<{ data: { id: number; total_kobo: number; issued_on: string }[] }>().data;
  for (const invoice of unpaid) {
    const recorded = await maker.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
      amount: invoice.total_kobo / 100,
      bank_reference: `TRF/${invoice.id}`,
      received_on: invoice.issued_on,
    });
    if (recorded.statusCode !== 200) throw new Error(`transfer not recorded: ${recorded.body}`);
    const approved = await checker.post(`/api/admin/sponsor-invoices/${invoice.id}/approve`, {});
    if (approved.statusCode !== 200) throw new Error(`transfer not approved: ${approved.body}`);
  }
  return unpaid.length;
}

let topUps = 0;

/**
 * Tops our Paystack balance up by `amountKobo` as finance does (docs/operations.md, 'Topping up the
 * Paystack balance'): on the sandbox provider's side (its dashboard; `atProvider: false` for a test
 * whose Paystack is a mock), then recorded by one finance member and approved by a second, which
 * posts it. Payouts are sent only when the balance covers them (docs/business-rules.md, 'Paystack's
 * balance').
 */
export async function topUpPaystack(
  app: FastifyInstance,
  amountKobo: number,
  { atProvider = true }: { atProvider?: boolean } = {},
) {
  if (atProvider) {
    const topped = await app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/top-up',
      payload: { amount_kobo: amountKobo },
    });
    if (topped.statusCode !== 200) throw new Error(`sandbox top-up: ${topped.body}`);
  }
  const recorder = await signedInStaff(app, ['finance'], 'topup-r');
  const approver = await signedInStaff(app, ['finance'], 'topup-a');
  const recorded = await recorder.post('/api/admin/finance/paystack-top-ups', {
    amount_kobo: amountKobo,
    bank_reference: `TOPUP-${Date.now().toString(36)}-${(topUps += 1)}`,
    made_on: lagosDate(app.ctx.now()),
  });
  if (recorded.statusCode !== 201) throw new Error(`top-up record: ${recorded.body}`);
  const id = recorded.json<{ data: { id: number } }>().data.id;
  const approved = await approver.post(`/api/admin/finance/paystack-top-ups/${id}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(`top-up approve: ${approved.body}`);
  return approved.json<{ data: { id: number; amount_kobo: number } }>().data;
}
