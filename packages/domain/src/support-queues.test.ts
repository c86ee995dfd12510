import { describe, expect, it } from 'vitest';
import { callBackCopy, callBackDoneBodySchema, callBackSchema } from './call-backs.js';
import {
  MONEY_QUEUE_KINDS,
  moneyQueueCopy,
  moneyQueueSchema,
  resolveMoneyItemBodySchema,
  SELF_CLOSING_KINDS,
  type MoneyQueueItem,
} from './money-queue.js';

/**
 * The support team's call-backs and finance's money queue (docs/business-rules.md, 'USSD' and 'The
 * money queue'): the note a staff member leaves when closing an item, and the queues' answers
 * (issue 43).
 */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('closing a call-back or a money item', () => {
  for (const [name, schema, copy] of [
    ['a call-back', callBackDoneBodySchema, callBackCopy.noteRequired],
    ['a money item', resolveMoneyItemBodySchema, moneyQueueCopy.noteRequired],
  ] as const)
    it(`When ${name} is closed, then its note is trimmed, 5 to 500 characters, else the staff member reads why`, () => {
      expect(schema.parse({ note: '  Called back  ' })).toEqual({ note: 'Called back' });
      expect(schema.safeParse({ note: 'n'.repeat(500) }).success).toBe(true);
      for (const note of [5, '  abcd  '])
        expect(messages(schema.safeParse({ note }))).toEqual([copy]);
      expect(schema.safeParse({ note: 'n'.repeat(501) }).success).toBe(false);
    });
});

describe('the queues’ answers', () => {
  it('When a call-back is listed, then every field is kept', () => {
    const callBack = {
      id: 1,
      kind: 'claim.reported',
      since: '2026-12-07T10:00:00.000Z',
      customer_id: null,
      customer_name: null,
      phone: '08031234567',
      note: 'Reported an accident',
    };
    expect(callBackSchema.parse(callBack)).toEqual(callBack);
  });

  it('When the money queue is answered, then its items, counts and total are kept', () => {
    const item: MoneyQueueItem = {
      id: 'finance-1',
      kind: SELF_CLOSING_KINDS[0]!,
      since: '2026-12-07T10:00:00.000Z',
      reference: 'TRF-1',
      amount_kobo: 500_000,
      customer_id: 4,
      customer_name: 'Ngozi Eze',
      note: 'Finalize the transfer with the OTP',
      payout_id: 2,
      claim_id: 3,
      refund_request_id: null,
      sponsor_invoice_id: null,
      top_up_id: null,
      remittance_id: null,
      capitation_payment_id: null,
      journal_id: null,
      days_left: 55,
      started_by: 6,
      actions: [],
    };
    const counts = Object.fromEntries(MONEY_QUEUE_KINDS.map((k) => [k, k === item.kind ? 1 : 0]));
    const parsed = moneyQueueSchema.parse({ as_of: '2026-12-07', items: [item], counts, total: 1 });
    expect(parsed.items).toEqual([item]);
    expect(parsed.counts).toEqual(counts);
    expect(parsed.total).toBe(1);
  });

  it('When a transfer waits for its OTP, then its item closes by itself', () => {
    expect(SELF_CLOSING_KINDS).toEqual(['payout.otp']);
  });
});
