import { nairaToKobo } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { financeItems, payoutTransfers, payouts } from '../src/db/schema/index.js';
import { PaystackClient } from '../src/integrations/payments/paystack.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import { journalFor } from '../src/modules/platform/ledger/index.js';
import { api, testClock } from './checkout-helpers.js';
import { healthCashClaim, uploadClaimDocument } from './claims-support.js';
import { useTestApp } from './helpers.js';
import { topUpPaystack } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';
import { signedInStaff } from './staff-support.js';
import { aCustomer } from './builders/customer.js';

/**
 * Claim payouts through Paystack Transfers, mocked with msw in Paystack's documented shapes
 * (PaystackOSS/openapi: TransferRecipientCreateResponse, the transfer object of initiate and
 * TransferVerifyResponse; the transfer.* webhooks carry the same transfer object).
 */
const BASE = 'http://paystack.test';
const SECRET = 'sk_test_5a7e0ffee0000000000000000000000000000000';
const PUBLIC = 'pk_test_5a7e0ffee0000000000000000000000000000000';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}
const calls: Call[] = [];
/** What "Paystack" holds: transfer reference -> transfer object. */
const transfers = new Map<string, Record<string, unknown>>();
/** The next POST /transfer records the transfer but its answer is lost (a 502 instead). */
let loseNextAnswer = false;
/** Our own record of each reference, as it was when Paystack received the transfer. */
const storedBeforeCall = new Map<string, string | null>();
let lookupStored: (reference: string) => Promise<string | null> = async () => null;

/** The next POST /transfer is held for an OTP (Paystack's answer when transfer OTPs are on). */
let otpNext = false;
/** The next POST /transfer is refused: Paystack's balance cannot pay it (Check Balance says this). */
let balanceShortNext: number | null = null;

function transferObject(body: Record<string, unknown>, status = 'pending') {
  return {
    integration: 100073,
    domain: 'test',
    amount: body.amount,
    currency: 'NGN',
    source: 'balance',
    reason: body.reason,
    recipient: 28,
    status,
    transfer_code: `TRF_${String(body.reference).slice(-8)}`,
    id: 14938,
    reference: body.reference,
    titan_code: null,
    transferred_at: null,
    failures: null,
    // TransferVerifyResponse: the NIP session once the bank has it, and Paystack's fee.
    session:
      status === 'success' || status === 'reversed'
        ? { provider: 'nip', id: '090405260601090000123456789012' }
        : { provider: null, id: null },
    fee_charged: 5_000,
    fees_breakdown: null,
    gateway_response:
      status === 'failed'
        ? 'Account not found'
        : status === 'success'
          ? 'Approved or completed successfully'
          : null,
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
  };
}

const server = setupServer(
  http.post(`${BASE}/transferrecipient`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ method: 'POST', path: '/transferrecipient', body });
    return HttpResponse.json({
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        active: true,
        createdAt: '2026-06-01T09:00:00.000Z',
        currency: 'NGN',
        description: '',
        domain: 'test',
        email: null,
        id: 28,
        integration: 100073,
        metadata: null,
        name: body.name,
        recipient_code: 'RCP_t0ya41mp35flk40',
        type: 'nuban',
        updatedAt: '2026-06-01T09:00:00.000Z',
        is_deleted: false,
        isDeleted: false,
        details: {
          authorization_code: null,
          account_number: body.account_number,
          account_name: 'CHINEDU OKEKE',
          bank_code: body.bank_code,
          bank_name: 'Guaranty Trust Bank',
        },
      },
    });
  }),
  http.post(`${BASE}/transfer`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ method: 'POST', path: '/transfer', body });
    const reference = String(body.reference);
    storedBeforeCall.set(reference, await lookupStored(reference));
    // Initiate Transfer's reference: lowercase letters, digits, - and _, at least 16 characters
    // (PaystackOSS/openapi TransferBase); anything else is refused and nothing is sent.
    if (!/^[a-z0-9_-]{16,}$/.test(reference)) {
      return HttpResponse.json(
        { status: false, message: 'Invalid transfer reference' },
        { status: 400 },
      );
    }
    if (balanceShortNext !== null) {
      return HttpResponse.json(
        { status: false, message: 'Your balance is not enough to fulfil this request' },
        { status: 400 },
      );
    }
    if (otpNext) {
      otpNext = false;
      const held = transferObject(body, 'otp');
      transfers.set(reference, held);
      return HttpResponse.json({
        status: true,
        message: 'Transfer requires OTP to continue',
        data: held,
      });
    }
    if (transfers.has(reference)) {
      return HttpResponse.json(
        { status: false, message: 'Duplicate Transfer Reference' },
        { status: 400 },
      );
    }
    const made = transferObject(body);
    transfers.set(reference, made);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      return HttpResponse.json({ status: false, message: 'Bad gateway' }, { status: 502 });
    }
    return HttpResponse.json({ status: true, message: 'Transfer has been queued', data: made });
  }),
  // Check Balance (PaystackOSS/openapi BalanceCheckResponseArray).
  http.get(`${BASE}/balance`, () => {
    calls.push({ method: 'GET', path: '/balance', body: null });
    return HttpResponse.json({
      status: true,
      message: 'Balances retrieved',
      data: [{ currency: 'NGN', balance: balanceShortNext ?? 0 }],
    });
  }),
  // The day's other jobs call Paystack too (the settlement check, the bank list's refresh): no
  // settlement yet, and no list, so the banks we have are kept (banks-refresh.ts).
  http.get(`${BASE}/settlement`, () =>
    HttpResponse.json({
      status: true,
      message: 'Settlements retrieved',
      data: [],
      meta: { total: 0, skipped: 0, perPage: 100, page: 1, pageCount: 0 },
    }),
  ),
  http.get(`${BASE}/bank`, () =>
    HttpResponse.json({
      status: true,
      message: 'Banks retrieved',
      data: [],
      meta: { next: null, previous: null, perPage: 100 },
    }),
  ),
  http.get(`${BASE}/transfer/verify/:reference`, ({ params }) => {
    calls.push({ method: 'GET', path: `/transfer/verify/${String(params.reference)}`, body: null });
    const found = transfers.get(String(params.reference));
    if (!found) {
      return HttpResponse.json({ status: false, message: 'Transfer not found' }, { status: 404 });
    }
    return HttpResponse.json({ status: true, message: 'Transfer retrieved', data: found });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the Paystack transfer client', () => {
  const client = new PaystackClient({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: BASE });

  it('When a recipient is created and a transfer initiated, then the documented requests are sent and the answers read', async () => {
    const recipient = await client.createTransferRecipient({
      name: 'Chinedu Okeke',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(recipient).toEqual({
      recipientCode: 'RCP_t0ya41mp35flk40',
      accountName: 'CHINEDU OKEKE',
    });
    expect(calls.at(-1)!.body).toEqual({
      type: 'nuban',
      name: 'Chinedu Okeke',
      account_number: '0123456789',
      bank_code: '058',
      currency: 'NGN',
    });
    const sent = await client.initiateTransfer({
      reference: 'alf-po-unit-test-0001',
      recipientCode: recipient.recipientCode,
      amountKobo: 5_000_000,
      reason: 'claim',
    });
    expect(sent).toMatchObject({
      reference: 'alf-po-unit-test-0001',
      status: 'pending',
      amountKobo: 5_000_000,
    });
    expect(calls.at(-1)!.body).toMatchObject({
      source: 'balance',
      amount: 5_000_000,
      recipient: 'RCP_t0ya41mp35flk40',
      reference: 'alf-po-unit-test-0001',
    });
    // The same reference again: Paystack refuses it as a duplicate; the answer is the transfer it has.
    const again = await client.initiateTransfer({
      reference: 'alf-po-unit-test-0001',
      recipientCode: recipient.recipientCode,
      amountKobo: 5_000_000,
      reason: 'claim',
    });
    expect(again.reference).toBe('alf-po-unit-test-0001');
    // A reference Paystack would not take (upper case, too short) is refused: nothing is sent.
    expect(
      await client.initiateTransfer({
        reference: 'ALF-PO-1-1',
        recipientCode: recipient.recipientCode,
        amountKobo: 5_000_000,
        reason: 'claim',
      }),
    ).toMatchObject({ status: 'failed', message: 'Invalid transfer reference' });
    expect(await client.verifyTransfer('alf-po-unit-test-nope')).toBeNull();
  });
});

describe('claim payouts through Paystack', () => {
  const clock = testClock(new Date('2026-06-01T08:00:00Z'));
  const t = useTestApp({
    env: {
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_TEST_SECRET_KEY: SECRET,
      PAYSTACK_TEST_PUBLIC_KEY: PUBLIC,
      PAYSTACK_BASE_URL: BASE,
    },
    overrides: { now: clock.now },
  });
  beforeAll(async () => {
    // The balance at Paystack that payouts are paid from (docs/business-rules.md, 'Paystack's balance').
    await topUpPaystack(t.app, 1_000_000_000, { atProvider: false });
    lookupStored = async (reference) => {
      const [row] = await t.database.db
        .select({ status: payoutTransfers.status })
        .from(payoutTransfers)
        .where(eq(payoutTransfers.reference, reference));
      return row?.status ?? null;
    };
  });

  /** A staff member as one call: its requests name the method last (POST unless told). */
  async function staff(roles: string[]) {
    const member = await signedInStaff(t.app, roles, 'ps');
    return (url: string, payload?: object, method: 'POST' | 'GET' = 'POST') =>
      method === 'GET' ? member.get(url) : member.post(url, payload);
  }

  async function sendingPayout() {
    // Claims need a verified customer (issue 24).
    const c = await aCustomer(t)
      .verified()
      .withPolicy('HTCI', {
        startDate: '2026-01-05',
        paidTo: '2027-01-05',
        sumAssuredKobo: nairaToKobo(500_000),
        premiumKobo: nairaToKobo(3450),
      });
    const filed = await api(t.app, c).post(
      `/api/local/customers/${c.id}/claims`,
      healthCashClaim([await uploadClaimDocument(t, c)], {
        date_of_event: '2026-05-30',
        amount_claimed: 50_000,
      }),
    );
    expect(filed.statusCode).toBe(201);
    const claimId = filed.json().data.id as number;
    const officer = await staff(['claims_officer']);
    const decided = await officer(`/api/admin/claims/${claimId}/decision`, {
      decision: 'approve',
      reason: 'Receipt checked.',
    });
    const finance = await staff(['finance']);
    const approved = await finance(
      `/api/admin/payouts/${decided.json().data.payouts[0].id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    return {
      c,
      claimId,
      payoutId: approved.json().data.id as number,
      reference: approved.json().data.reference as string,
    };
  }

  const runJobs = jobRunner(t);

  async function webhook(event: string, reference: string, status: string) {
    const before = transfers.get(reference)!;
    // The transfer object as Paystack holds it in its new status (session, gateway_response).
    const data = {
      ...before,
      ...transferObject({ amount: before.amount, reason: before.reason, reference }, status),
    };
    transfers.set(reference, data);
    const body = JSON.stringify({ event, data });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(SECRET, body),
      },
      payload: body,
    });
  }

  const transferCalls = (reference: string) =>
    calls.filter((c) => c.path === '/transfer' && c.body?.reference === reference);

  it('When a payout is approved, then its reference is stored before Paystack is called, and transfer.success delivered twice pays it once', async () => {
    const { reference, payoutId, claimId, c } = await sendingPayout();
    await runJobs();
    expect(transferCalls(reference)).toHaveLength(1);
    expect(storedBeforeCall.get(reference)).toBe('created');
    expect(transferCalls(reference)[0]!.body).toMatchObject({
      amount: 5_000_000,
      source: 'balance',
    });
    expect((await webhook('transfer.success', reference, 'success')).statusCode).toBe(200);
    expect((await webhook('transfer.success', reference, 'success')).statusCode).toBe(200);
    await runJobs();
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('paid');
    const claim = await api(t.app, c).get(`/api/local/customers/${c.id}/claims/${claimId}`);
    expect(claim.json().data.status).toBe('paid');
    expect(transferCalls(reference)).toHaveLength(1);
  });

  it('When a payout is approved, sent, then reversed, then the claim is reserved, paid for the underwriter (charged to it) and the payment taken back, the reserve following (issues 27, 36)', async () => {
    const { reference, claimId } = await sendingPayout();
    await runJobs();
    expect((await webhook('transfer.success', reference, 'success')).statusCode).toBe(200);
    await runJobs();
    expect((await webhook('transfer.reversed', reference, 'reversed')).statusCode).toBe(200);
    await runJobs();
    const journal = await journalFor(t.database.db, { claimId });
    expect(
      journal.map((e) => [
        e.kind,
        e.lines.map((l) => [l.account_code, l.debit_kobo, l.credit_kobo]),
      ]),
    ).toEqual([
      [
        'claim.reserve',
        [
          ['uw_reserve_movement', 5_000_000, 0],
          ['uw_case_reserves', 0, 5_000_000],
        ],
      ],
      [
        'payout.sent',
        [
          ['due_to_underwriter', 5_000_000, 0],
          ['cash_at_paystack', 0, 5_000_000],
          ['uw_claims_paid', 5_000_000, 0],
          ['uw_control', 0, 5_000_000],
        ],
      ],
      [
        'claim.reserve',
        [
          ['uw_case_reserves', 5_000_000, 0],
          ['uw_reserve_movement', 0, 5_000_000],
        ],
      ],
      [
        'payout.reversed',
        [
          ['cash_at_paystack', 5_000_000, 0],
          ['due_to_underwriter', 0, 5_000_000],
          ['uw_control', 5_000_000, 0],
          ['uw_claims_paid', 0, 5_000_000],
        ],
      ],
      [
        'claim.reserve',
        [
          ['uw_reserve_movement', 5_000_000, 0],
          ['uw_case_reserves', 0, 5_000_000],
        ],
      ],
    ]);
  });

  it('When a payout is sent, then its reference is one Paystack takes (lowercase, digits, - and _, 16 or more); on success the NIP session id and the fee are kept', async () => {
    const { reference, payoutId } = await sendingPayout();
    expect(reference).toMatch(/^[a-z0-9_-]{16,}$/);
    await runJobs();
    expect(transferCalls(reference)).toHaveLength(1);
    await webhook('transfer.success', reference, 'success');
    await runJobs();
    const [transfer] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, reference));
    expect(transfer).toMatchObject({
      status: 'success',
      providerStatus: 'success',
      sessionId: '090405260601090000123456789012',
      feeChargedKobo: 5_000,
      providerMessage: 'Approved or completed successfully',
    });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('paid');
    // Finance sees them on the payout: the session id to quote to the bank, the fee in naira.
    const finance = await staff(['finance']);
    const listed = await finance('/api/admin/payouts?status=paid', undefined, 'GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((p: { id: number }) => p.id === payoutId)).toMatchObject({
      reference,
      transfer_session_id: '090405260601090000123456789012',
      transfer_fee: 50,
    });
  });

  it('When Paystack holds a transfer for an OTP, then it is not read as pending: finance gets an item to act on; once sent, the item closes and the payout is paid', async () => {
    const { reference, payoutId } = await sendingPayout();
    otpNext = true;
    await runJobs();
    const [held] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, reference));
    expect(held).toMatchObject({ status: 'otp', providerStatus: 'otp' });
    const items = () =>
      t.database.db.select().from(financeItems).where(eq(financeItems.payoutId, payoutId));
    expect(await items()).toMatchObject([{ kind: 'payout.otp', resolvedAt: null }]);
    expect((await items())[0]!.note).toMatch(/OTP/);
    const [sending] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(sending!.status).toBe('sending');
    // Someone finalizes it with the OTP on Paystack's dashboard; the transfer goes through.
    await webhook('transfer.success', reference, 'success');
    await runJobs();
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('paid');
    expect((await items())[0]!.resolvedAt).not.toBeNull();
  });

  it("When a transfer fails, then Paystack's gateway_response is the reason finance and the payout show", async () => {
    const { reference, payoutId } = await sendingPayout();
    await runJobs();
    await webhook('transfer.failed', reference, 'failed');
    await runJobs();
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Account not found' });
    const [item] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.payoutId, payoutId));
    expect(item!.note).toContain('Account not found');
  });

  it("When Paystack refuses a transfer because its balance cannot pay it, then the payout fails into finance's queue and finance is asked to top up what Paystack says is missing", async () => {
    balanceShortNext = 1_234_500; // ₦12,345 at Paystack (its fees on unsettled charges taken)
    try {
      const { payoutId } = await sendingPayout();
      await runJobs();
      const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
      expect(payout).toMatchObject({
        status: 'failed',
        failureReason: 'Your balance is not enough to fulfil this request',
      });
      const [topUp] = await t.database.db
        .select()
        .from(financeItems)
        .where(
          and(
            eq(financeItems.kind, 'paystack.top_up'),
            eq(financeItems.subject, 'paystack-balance'),
          ),
        );
      // The payout (₦50,000) and its ₦25 fee, less what Paystack holds.
      expect(topUp).toMatchObject({ amountKobo: 5_002_500 - 1_234_500, resolvedAt: null });
      expect(topUp!.note).toContain('Paystack reports a balance of ₦12,345');
      expect(calls.some((c) => c.path === '/balance')).toBe(true);
    } finally {
      balanceShortNext = null;
    }
  });

  it("When Paystack's answer to the transfer is lost, then the retry verifies the reference and never sends it twice", async () => {
    const { reference, payoutId } = await sendingPayout();
    loseNextAnswer = true;
    const first = await runJobs();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(transfers.has(reference)).toBe(true);
    clock.advance(5 * 60_000);
    await runJobs();
    expect(transferCalls(reference)).toHaveLength(1);
    const [transfer] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, reference));
    expect(transfer!.status).toBe('pending');
    await webhook('transfer.success', reference, 'success');
    await runJobs();
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('paid');
  });

  it('When a paid transfer is reversed, then the payout goes to the finance queue as reversed', async () => {
    const { reference, payoutId } = await sendingPayout();
    await runJobs();
    await webhook('transfer.success', reference, 'success');
    await runJobs();
    await webhook('transfer.reversed', reference, 'reversed');
    await runJobs();
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('reversed');
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.payoutId, payoutId));
    expect(items.map((i) => i.kind)).toEqual(['payout.reversed']);
  });

  it('When a transfer webhook has a bad signature, then 401 and nothing changes', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
  });
});
