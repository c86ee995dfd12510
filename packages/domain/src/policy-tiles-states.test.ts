import { describe, expect, it } from 'vitest';
import type { ProductUid } from './customer.js';
import { tileForMissingProduct, tileForPremium } from './policy-tiles.js';

/**
 * The dashboard's tile for a policy paused for verification, overdue without its dates, or ended
 * (issue 15; issue 43).
 */
const premium = (
  product_prefix_code: ProductUid,
  over: Partial<Parameters<typeof tileForPremium>[0]> = {},
) => ({
  product_prefix_code,
  active: true,
  company: null,
  next_payment_date: '2026-07-01',
  policy_document: `https://files/${product_prefix_code}.pdf`,
  date_cancelled: null,
  ...over,
});

describe('a policy paused for verification', () => {
  it('When cover is paused until the customer is verified, then the tile offers Complete verification and says why', () => {
    const tile = tileForPremium(
      premium('HI', { active: false, payment_state: 'paused', paused_reason: 'verification' }),
    );
    expect(tile).toEqual({
      product: 'HI',
      active: false,
      title: 'Health Insured',
      titleCopy: 'active',
      policyDocument: null,
      sponsored: null,
      action: { kind: 'verify', label: 'Complete verification' },
      paymentNotice: {
        label: 'Paused',
        text: 'Your cover is paused because your verification is not complete. Complete it to resume your cover at once.',
        copy: 'pausedForVerificationText',
        values: {},
      },
    });
  });

  it('When an active policy names verification as an old pause reason, then the tile is the active one', () => {
    const tile = tileForPremium(
      premium('HI', { payment_state: 'paid', paused_reason: 'verification' }),
    );
    expect(tile.active).toBe(true);
    expect(tile.action).toBeNull();
  });

  it('When a paused-for-payment policy has no lapse day yet, then the notice still reads, with the active title', () => {
    const tile = tileForPremium(premium('EI', { active: false, payment_state: 'paused' }));
    expect(tile.titleCopy).toBe('active');
    expect(tile.paymentNotice).toMatchObject({ copy: 'pausedText', values: { lapses_on: '' } });
  });
});

describe('an overdue premium without its dates', () => {
  it('When the grace end or the due day is missing, then the tile offers nothing to pay', () => {
    for (const over of [
      { payment_state: 'overdue', grace_ends_on: null },
      { payment_state: 'overdue', next_payment_date: null, grace_ends_on: '2026-07-14' },
    ] as const) {
      const tile = tileForPremium(premium('HI', over));
      expect(tile.action, JSON.stringify(over)).toBeNull();
      expect(tile.paymentNotice).toBeNull();
    }
    const paid = tileForPremium(
      premium('HI', { payment_state: 'paid', grace_ends_on: '2026-07-14' }),
    );
    expect(paid.action).toBeNull();
  });
});

describe('ended and missing products', () => {
  it('When a policy ended or a product is not held, then the tile reads its inactive title', () => {
    const ended = tileForPremium(premium('HI', { active: false, payment_state: 'ended' }));
    expect(ended).toMatchObject({ title: 'Insure my health', titleCopy: 'inactive' });
    expect(tileForMissingProduct('HTCI')).toMatchObject({
      title: 'Get Health Cash',
      titleCopy: 'inactive',
    });
  });
});
