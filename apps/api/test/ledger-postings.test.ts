/**
 * The payments module's postings, called as its events call them (issues 27, 36 and 43;
 * docs/business-rules.md, "The books", "Posting rules"): each entry's kind, memo, idempotency key
 * and exact lines, for the cases the product paths reach rarely: a payment with a free month and a
 * discounted month, one line given back and money over, a payment short of its premiums, a refund
 * of a payment booked before the agency model, a refund of more than its premium, and the ledger's
 * own helpers (keys, reversals, retired accounts). test/ledger-payments.test.ts drives the same
 * code through the product's routes and webhooks.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema/index.js';
import type { DbOrTx } from '../src/db/client.js';
import {
  credit,
  debit,
  entryIdByKey,
  journalFor,
  postEntry,
  reverseEntry,
  reverseEntryByKey,
  UnbalancedEntryError,
} from '../src/modules/platform/ledger/index.js';
import {
  postChargeback,
  postPaymentMismatch,
  postPaymentReceived,
  postRefundApproved,
  postRefundCancelled,
  postRefundSent,
} from '../src/modules/sales/payments/payments-ledger.js';
import { kobo } from '@alaafia/domain';
import { useTestApp } from './helpers.js';

const t = useTestApp();
const rates = { commission: 0.15, vat: 0.075 };
// A period far ahead: nothing of it is earned when it is written.
const at = new Date('2026-03-10T09:00:00Z');
const period = { from: '2026-04-01', to: '2026-05-01' };
const db = (): DbOrTx => t.database.db;
const tx = <T>(fn: (tx: DbOrTx) => Promise<T>) => t.database.db.transaction(fn);

/** A reference's entries as the books keep them: kind, memo, key, policy and lines. */
async function entries(reference: string) {
  const rows = await db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, reference))
    .orderBy(asc(ledgerEntries.id));
  const journal = await journalFor(db(), { reference });
  return rows.map((r, i) => ({
    kind: r.kind,
    memo: r.memo,
    key: r.idempotencyKey,
    policyId: r.policyId,
    lines: journal[i]!.lines.map((l) => [l.account_code, l.debit_kobo, l.credit_kobo]),
  }));
}

/** The premium lines of ₦2,500 written for a future month: 15% commission, 7.5% VAT in it. */
const premiumLines = (paidFrom: string, promotion: number) =>
  [
    [paidFrom, 250_000 - promotion, 0],
    ...(promotion > 0 ? [['promotions', promotion, 0]] : []),
    ['due_to_underwriter', 0, 212_500],
    ['unearned_commission', 0, 34_884],
    ['vat_payable', 0, 2_616],
    ['uw_control', 250_000, 0],
    ['uw_unearned_premium', 0, 250_000],
  ] as const;

describe('the payments postings', () => {
  it('When one payment pays a free month and a discounted month, with the card check, a line given back and ₦10 too much, then each premium is written with its memo and the rest is one entry: the ₦10 to suspense', async () => {
    const reference = 'ALF-POST-1';
    await tx((x) =>
      postPaymentReceived(x, {
        reference,
        // ₦2,250 paid of a ₦2,500 premium (₦250 referral discount), the ₦50 card check, ₦300 of
        // a line that buys nothing and goes back, and ₦10 over.
        receivedKobo: 225_000 + 5_000 + 30_000 + 1_000,
        cardVerificationKobo: 5_000,
        givenBackKobo: 30_000,
        premiums: [
          {
            policyId: 9001,
            productUid: 'health-monthly',
            grossKobo: kobo(250_000),
            paidKobo: kobo(0),
            period,
            transactionType: 'promotion',
          },
          {
            policyId: 9002,
            productUid: 'health-monthly',
            grossKobo: kobo(250_000),
            paidKobo: kobo(225_000),
            period,
            transactionType: 'new',
          },
        ],
        at,
        rates,
      }),
    );
    expect(await entries(reference)).toEqual([
      {
        kind: 'premium.written',
        memo: 'Free month, paid by Alaafia: 2026-04-01 to 2026-05-01',
        key: 'premium.written:ALF-POST-1:9001',
        policyId: 9001,
        // Alaafia pays the whole of the free month's premium: no promotion line on top.
        lines: premiumLines('promotions', 0),
      },
      {
        kind: 'premium.written',
        memo: 'Premium written: 2026-04-01 to 2026-05-01',
        key: 'premium.written:ALF-POST-1:9002',
        policyId: 9002,
        // The customer's ₦2,250 and the ₦250 discount Alaafia gives.
        lines: premiumLines('cash_at_paystack', 25_000),
      },
      {
        kind: 'payment.received',
        memo: 'Payment received',
        key: 'premium.received:ALF-POST-1',
        policyId: null,
        lines: [
          ['cash_at_paystack', 36_000, 0],
          ['card_check_refunds', 0, 5_000],
          ['refunds_payable', 0, 30_000],
          ['suspense', 0, 1_000],
        ],
      },
    ]);
  });

  it('When a payment is short of the premiums it pays, then the shortfall is suspense and the cash it never brought is taken back off Paystack', async () => {
    const reference = 'ALF-POST-2';
    await tx((x) =>
      postPaymentReceived(x, {
        reference,
        receivedKobo: 240_000,
        cardVerificationKobo: 0,
        givenBackKobo: 0,
        premiums: [
          {
            policyId: 9003,
            productUid: 'health-monthly',
            grossKobo: kobo(250_000),
            paidKobo: kobo(250_000),
            period,
            transactionType: 'renewal',
          },
        ],
        at,
        rates,
      }),
    );
    const [written, received] = await entries(reference);
    expect(written).toMatchObject({
      memo: 'Premium written: 2026-04-01 to 2026-05-01',
      lines: premiumLines('cash_at_paystack', 0),
    });
    expect(received).toEqual({
      kind: 'payment.received',
      memo: 'Payment received',
      key: 'premium.received:ALF-POST-2',
      policyId: null,
      lines: [
        ['suspense', 10_000, 0],
        ['cash_at_paystack', 0, 10_000],
      ],
    });
  });

  it('When money arrives for a reference but not its amount, then all of it is owed back', async () => {
    await tx((x) => postPaymentMismatch(x, { reference: 'ALF-POST-3', receivedKobo: 123_400, at }));
    // Posted twice (a webhook retried), it is written once.
    await tx((x) => postPaymentMismatch(x, { reference: 'ALF-POST-3', receivedKobo: 123_400, at }));
    expect(await entries('ALF-POST-3')).toEqual([
      {
        kind: 'payment.mismatch',
        memo: 'Payment of the wrong amount received: refunded in full',
        key: 'payment.mismatch:ALF-POST-3',
        policyId: null,
        lines: [
          ['cash_at_paystack', 123_400, 0],
          ['refunds_payable', 0, 123_400],
        ],
      },
    ]);
  });

  it('When a refund is approved of more than the premium on the books, then the premium is taken back and the rest comes out of the underwriter’s part and our commission as before the agency model; sent, it leaves Paystack from what is owed back', async () => {
    const reference = 'ALF-POST-4';
    await tx((x) =>
      postPaymentReceived(x, {
        reference,
        receivedKobo: 250_000,
        cardVerificationKobo: 0,
        givenBackKobo: 0,
        premiums: [
          {
            policyId: 9004,
            productUid: 'health-monthly',
            grossKobo: kobo(250_000),
            paidKobo: kobo(250_000),
            period,
            transactionType: 'new',
          },
        ],
        at,
        rates,
      }),
    );
    // ₦3,000 back: the ₦2,500 premium, and ₦500 more (paid before the agency model's books).
    await tx((x) =>
      postRefundApproved(x, { refundId: 41, reference, amountKobo: 300_000, at, rates }),
    );
    await tx((x) =>
      postRefundSent(x, {
        refundId: 41,
        reason: 'customer_request',
        reference,
        amountKobo: 300_000,
        at,
      }),
    );
    const [, takenBack, before, sent] = await entries(reference);
    expect(takenBack).toMatchObject({
      kind: 'refund.approved',
      memo: 'Refund approved: the premium taken back',
      key: expect.stringMatching(/^refund\.approved:41:\d+$/),
      policyId: 9004,
    });
    expect(takenBack!.lines).toContainEqual(['refunds_payable', 0, 250_000]);
    expect(before).toEqual({
      kind: 'refund.approved',
      memo: 'Refund approved of a payment booked before the agency model',
      key: 'refund.approved:41',
      policyId: null,
      lines: [
        ['due_to_underwriter', 42_500, 0],
        ['commission_income', 7_500, 0],
        ['refunds_payable', 0, 50_000],
        ['uw_control', 0, 50_000],
        ['uw_premium_earned', 50_000, 0],
      ],
    });
    expect(sent).toEqual({
      kind: 'refund.sent',
      memo: 'Refund sent',
      key: 'refund.sent:41',
      policyId: null,
      lines: [
        ['refunds_payable', 300_000, 0],
        ['cash_at_paystack', 0, 300_000],
      ],
    });
  });

  it('When the card check’s refund is sent or cancelled, then it is paid from the card-check refunds owed; another refund cancelled by a lost chargeback is no longer owed', async () => {
    await tx((x) =>
      postRefundSent(x, {
        refundId: 42,
        reason: 'card_verification',
        reference: 'ALF-POST-5',
        amountKobo: 5_000,
        at,
      }),
    );
    await tx((x) =>
      postRefundCancelled(x, {
        refundId: 43,
        reason: 'card_verification',
        reference: 'ALF-POST-5',
        amountKobo: 5_000,
        at,
      }),
    );
    await tx((x) =>
      postRefundCancelled(x, {
        refundId: 44,
        reason: 'duplicate',
        reference: 'ALF-POST-5',
        amountKobo: 7_000,
        at,
      }),
    );
    expect(await entries('ALF-POST-5')).toEqual([
      {
        kind: 'refund.sent',
        memo: 'Refund sent',
        key: 'refund.sent:42',
        policyId: null,
        lines: [
          ['card_check_refunds', 5_000, 0],
          ['cash_at_paystack', 0, 5_000],
        ],
      },
      {
        kind: 'refund.cancelled',
        memo: 'Refund cancelled: the chargeback returned the money',
        key: 'refund.cancelled:43',
        policyId: null,
        lines: [
          ['card_check_refunds', 5_000, 0],
          ['chargebacks', 0, 5_000],
        ],
      },
      {
        kind: 'refund.cancelled',
        memo: 'Refund cancelled: the chargeback returned the money',
        key: 'refund.cancelled:44',
        policyId: null,
        lines: [
          ['refunds_payable', 7_000, 0],
          ['chargebacks', 0, 7_000],
        ],
      },
    ]);
  });

  it('When a chargeback of a premium is opened and lost, then each step has its memo and key, and the premium goes back from the underwriter', async () => {
    const reference = 'ALF-POST-6';
    await tx((x) =>
      postPaymentReceived(x, {
        reference,
        receivedKobo: 250_000,
        cardVerificationKobo: 0,
        givenBackKobo: 0,
        premiums: [
          {
            policyId: 9006,
            productUid: 'health-monthly',
            grossKobo: kobo(250_000),
            paidKobo: kobo(250_000),
            period,
            transactionType: 'new',
          },
        ],
        at,
        rates,
      }),
    );
    for (const event of ['opened', 'lost'] as const)
      await tx((x) =>
        postChargeback(x, { disputeId: 61, event, reference, amountKobo: 250_000, at }),
      );
    const [, opened, takenBack, lost] = await entries(reference);
    expect(opened).toEqual({
      kind: 'chargeback.opened',
      memo: 'Chargeback opened',
      key: 'chargeback.opened:61',
      policyId: null,
      lines: [
        ['chargebacks_held', 250_000, 0],
        ['cash_at_paystack', 0, 250_000],
      ],
    });
    expect(takenBack).toMatchObject({
      kind: 'chargeback.lost',
      memo: 'Chargeback lost: the premium taken back, the cover ended',
      key: expect.stringMatching(/^chargeback\.lost:61:\d+$/),
      policyId: 9006,
    });
    // All of it was premium: nothing is our cost, so the loss's own entry moves nothing.
    expect(lost).toBeUndefined();
  });
});

describe('the ledger’s helpers', () => {
  it('When an entry is looked up, reversed by its key or reversed twice, then the key finds it, the mirror is posted once under the reversal key, and an unknown key or entry reverses nothing', async () => {
    const id = await postEntry(db(), {
      at,
      memo: 'A line to reverse',
      kind: 'test.posting',
      reference: 'ALF-POST-7',
      policyId: 9007,
      idempotencyKey: 'test.posting:ALF-POST-7',
      lines: [debit('suspense', 700), credit('cash_at_paystack', 700)],
    });
    expect(id).toBeTypeOf('number');
    expect(await entryIdByKey(db(), 'test.posting:ALF-POST-7')).toBe(id);
    expect(await entryIdByKey(db(), 'test.posting:nothing-here')).toBeNull();
    expect(await reverseEntryByKey(db(), 'test.posting:nothing-here', 'no', at)).toBeNull();
    expect(await reverseEntry(db(), 987_654_321, 'no such entry', at)).toBeNull();
    const reversal = await reverseEntryByKey(
      db(),
      'test.posting:ALF-POST-7',
      'Posted in error',
      at,
      'test.reversal',
    );
    expect(reversal).toBeTypeOf('number');
    expect(await reverseEntryByKey(db(), 'test.posting:ALF-POST-7', 'again', at)).toBeNull();
    const rows = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, 'ALF-POST-7'))
      .orderBy(asc(ledgerEntries.id));
    expect(rows.map((r) => [r.kind, r.memo, r.idempotencyKey, r.policyId])).toEqual([
      ['test.posting', 'A line to reverse', 'test.posting:ALF-POST-7', 9007],
      ['test.reversal', 'Posted in error', `reversal:${id}`, 9007],
    ]);
    // Without a kind, a reversal is a 'reversal'.
    const other = await postEntry(db(), {
      at,
      memo: 'Another',
      kind: 'test.posting',
      reference: 'ALF-POST-7B',
      idempotencyKey: 'test.posting:ALF-POST-7B',
      lines: [debit('suspense', 100), credit('cash_at_paystack', 100)],
    });
    await reverseEntry(db(), other!, 'Undone', at);
    const [, undone] = await entries('ALF-POST-7B');
    expect(undone).toMatchObject({ kind: 'reversal', memo: 'Undone', policyId: null });
  });

  it('When an entry names a retired account, then it is refused by name unless the move to the agency model allows it', async () => {
    const entry = {
      at,
      memo: 'The move',
      kind: 'test.retired',
      reference: 'ALF-POST-8',
      idempotencyKey: 'test.retired:ALF-POST-8',
      lines: [debit('unearned_premium', 900), credit('suspense', 900)],
    };
    const refused = await postEntry(db(), entry).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnbalancedEntryError);
    expect(refused).toMatchObject({
      name: 'UnbalancedEntryError',
      message: 'ledger entry refused: the account unearned_premium is retired (issue 36)',
    });
    expect(await postEntry(db(), { ...entry, retiredAccounts: 'allowed' })).toBeTypeOf('number');
    expect((await entries('ALF-POST-8')).map((e) => e.lines)).toEqual([
      [
        ['unearned_premium', 900, 0],
        ['suspense', 0, 900],
      ],
    ]);
  });
});
