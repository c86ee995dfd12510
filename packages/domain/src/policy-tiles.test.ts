import { describe, expect, it } from 'vitest';
import type { ProductUid } from './customer.js';
import {
  buildTiles,
  currentPremiums,
  inactiveTileAction,
  sponsoredText,
  tileForPremium,
} from './policy-tiles.js';

const premium = (
  product_prefix_code: ProductUid,
  over: Partial<Parameters<typeof tileForPremium>[0]> = {},
) => ({
  product_prefix_code,
  active: true,
  company: null,
  next_payment_date: '2025-06-01',
  policy_document: `https://files/${product_prefix_code}.pdf`,
  date_cancelled: null,
  ...over,
});

describe('active tiles', () => {
  for (const { product, title } of [
    { product: 'EI', title: 'Income Protected' },
    { product: 'HI', title: 'Health Insured' },
    { product: 'HTCI', title: 'Health Cash' },
    { product: 'BI', title: 'Business Insured' },
    { product: 'CL', title: 'Credit Life Insured' },
  ] as { product: ProductUid; title: string }[])
    it(`When the ${product} premium is active, then the tile reads ${title} with its policy`, () => {
      expect(tileForPremium(premium(product))).toEqual({
        product,
        active: true,
        title,
        titleCopy: 'active',
        policyDocument: `https://files/${product}.pdf`,
        sponsored: null,
        action: null,
        paymentNotice: null,
      });
    });

  it('When an active premium has a company, then the tile reads the sponsored text', () => {
    expect(tileForPremium(premium('HTCI', { company: 'SMEDAN' })).sponsored).toEqual({
      text: 'Free coverage until 2025-06-01. Courtesy of SMEDAN',
      values: { company: 'SMEDAN', next_payment_date: '2025-06-01' },
    });
  });

  it('When the sponsored text is built, then both placeholders are filled', () => {
    expect(sponsoredText('Lagos State', '1 June 2025')).toBe(
      'Free coverage until 1 June 2025. Courtesy of Lagos State',
    );
  });
});

describe('inactive tiles', () => {
  for (const { product, title } of [
    { product: 'EI', title: 'Protect your income' },
    { product: 'HI', title: 'Insure my health' },
    { product: 'HTCI', title: 'Get Health Cash' },
    { product: 'BI', title: 'Insure my business' },
    { product: 'CL', title: 'Get Credit Life' },
  ] as { product: ProductUid; title: string }[])
    it(`When the ${product} premium is inactive, then the tile reads ${title}`, () => {
      const tile = tileForPremium(premium(product, { active: false }));
      expect(tile).toMatchObject({
        active: false,
        title,
        policyDocument: null,
        sponsored: null,
      });
    });

  for (const { product, cancelled, action } of [
    {
      product: 'EI',
      cancelled: false,
      action: { kind: 'explore-income', label: 'Explore Income Protection' },
    },
    {
      product: 'EI',
      cancelled: true,
      action: { kind: 'explore-income', label: 'Explore Income Protection' },
    },
    { product: 'HI', cancelled: true, action: { kind: 'renew', label: 'Renew Now' } },
    { product: 'HI', cancelled: false, action: { kind: 'buy', label: 'Buy Now' } },
    { product: 'HTCI', cancelled: true, action: { kind: 'renew', label: 'Renew Now' } },
    { product: 'HTCI', cancelled: false, action: { kind: 'buy', label: 'Buy Now' } },
    { product: 'BI', cancelled: false, action: { kind: 'explore', label: 'Explore' } },
    { product: 'BI', cancelled: true, action: null },
    { product: 'CL', cancelled: false, action: { kind: 'explore', label: 'Explore' } },
    { product: 'CL', cancelled: true, action: null },
  ] as { product: ProductUid; cancelled: boolean; action: unknown }[])
    it(`When the inactive ${product} premium has cancelled ${cancelled}, then its action is ${JSON.stringify(action)}`, () => {
      expect(inactiveTileAction(product, cancelled)).toEqual(action);
      const date_cancelled = cancelled ? '2025-01-10' : null;
      expect(tileForPremium(premium(product, { active: false, date_cancelled })).action).toEqual(
        action,
      );
    });
});

describe('the tile row', () => {
  it('When the customer holds no premium, then every product is purchasable with Income Protection last', () => {
    const tiles = buildTiles([]);
    expect(tiles.map((t) => [t.product, t.title, t.action?.label])).toEqual([
      ['HI', 'Insure my health', 'Buy Now'],
      ['HTCI', 'Get Health Cash', 'Buy Now'],
      ['BI', 'Insure my business', 'Explore'],
      ['CL', 'Get Credit Life', 'Explore'],
      ['EI', 'Protect your income', 'Explore Income Protection'],
    ]);
  });

  it('When the customer holds premiums, then their tiles come first in order, then the missing products', () => {
    const tiles = buildTiles([
      premium('HTCI'),
      premium('HI', { active: false, date_cancelled: '2025-01-10' }),
    ]);
    expect(tiles.map((t) => [t.product, t.title])).toEqual([
      ['HTCI', 'Health Cash'],
      ['HI', 'Insure my health'],
      ['BI', 'Insure my business'],
      ['CL', 'Get Credit Life'],
      ['EI', 'Protect your income'],
    ]);
    expect(tiles[1]?.action).toEqual({ kind: 'renew', label: 'Renew Now' });
  });

  it('When the customer holds Income Protection, then it is not appended again', () => {
    const tiles = buildTiles([premium('EI')]);
    expect(tiles.map((t) => t.product)).toEqual(['EI', 'HI', 'HTCI', 'BI', 'CL']);
    expect(tiles.filter((t) => t.product === 'EI')).toHaveLength(1);
  });

  it('When a product was cancelled and bought again, then it has one tile: the active policy', () => {
    const tiles = buildTiles([
      premium('HI', { active: false, date_cancelled: '2025-01-10', policy_document: 'old' }),
      premium('HTCI'),
      premium('HI', { policy_document: 'new' }),
    ]);
    expect(tiles.map((t) => [t.product, t.title, t.policyDocument])).toEqual([
      ['HI', 'Health Insured', 'new'],
      ['HTCI', 'Health Cash', 'https://files/HTCI.pdf'],
      ['BI', 'Insure my business', null],
      ['CL', 'Get Credit Life', null],
      ['EI', 'Protect your income', null],
    ]);
  });

  it('When a product has only ended policies, then its tile is the newest one (renewal when it was cancelled)', () => {
    const current = currentPremiums([
      premium('HTCI', { active: false, date_cancelled: null, policy_document: 'lapsed' }),
      premium('HTCI', {
        active: false,
        date_cancelled: '2025-02-01',
        policy_document: 'cancelled',
      }),
    ]);
    expect(current.map((p) => p.policy_document)).toEqual(['cancelled']);
    expect(buildTiles(current)[0]?.action).toEqual({ kind: 'renew', label: 'Renew Now' });
  });

  it('When the customer holds every product, then nothing is appended', () => {
    const products: ProductUid[] = ['CL', 'BI', 'HTCI', 'HI', 'EI'];
    expect(buildTiles(products.map((p) => premium(p))).map((t) => t.product)).toEqual(products);
  });
});

describe('one tile per product', () => {
  it('When an active policy is followed by a newer cancelled one, then the tile is the active policy', () => {
    const premiums = [
      premium('HI', { policy_document: 'active' }),
      premium('HI', { active: false, date_cancelled: '2025-03-01', policy_document: 'cancelled' }),
    ];
    expect(currentPremiums(premiums).map((p) => p.policy_document)).toEqual(['active']);
    const [tile] = buildTiles(premiums);
    expect(tile).toMatchObject({ product: 'HI', active: true, title: 'Health Insured' });
    expect(tile?.policyDocument).toBe('active');
  });
});

describe('tiles for products not held', () => {
  it('When the customer lacks a product, then its tile is inactive, with no document and no sponsor', () => {
    for (const tile of buildTiles([]))
      expect(tile, tile.product).toMatchObject({
        active: false,
        policyDocument: null,
        sponsored: null,
      });
  });
});

describe('overdue and paused tiles (issue 15)', () => {
  it('When the premium is overdue, then the tile stays active, says until when cover continues and offers Pay now', () => {
    const tile = tileForPremium(
      premium('HI', {
        premium: 5000,
        next_payment_date: '2026-07-01',
        payment_state: 'overdue',
        grace_ends_on: '2026-07-14',
      }),
    );
    expect(tile).toMatchObject({
      active: true,
      title: 'Health Insured',
      action: { kind: 'pay', label: 'Pay now' },
      paymentNotice: {
        label: 'Payment overdue',
        text: 'Your premium of ₦5,000 was due on 1 July 2026. Your cover continues until 14 July 2026: pay now to keep it.',
      },
    });
  });

  it('When the policy is paused, then the tile says so, offers Pay now (never Buy Now) and names the day it would end', () => {
    const tile = tileForPremium(
      premium('EI', {
        active: false,
        payment_state: 'paused',
        lapses_on: '2026-09-13',
      }),
    );
    expect(tile).toMatchObject({
      active: false,
      title: 'Income Protected',
      policyDocument: null,
      action: { kind: 'pay', label: 'Pay now' },
      paymentNotice: { label: 'Paused' },
    });
    expect(tile.paymentNotice!.text).toContain('Unpaid, the policy ends on 13 September 2026.');
  });

  it('When a paid policy is active, then there is no notice', () => {
    expect(tileForPremium(premium('HTCI', { payment_state: 'paid' })).paymentNotice).toBeNull();
  });
});
