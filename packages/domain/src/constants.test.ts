import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('the business constants', () => {
  for (const { value, expected, name } of [
    { name: 'minimum salary', value: c.MINIMUM_SALARY, expected: 30000 },
    { name: 'payout months', value: c.PAYOUT_MONTHS, expected: 6 },
    { name: 'default referral discount', value: c.DEFAULT_REFERRAL_DISCOUNT_PERCENT, expected: 5 },
    { name: 'card verification charge', value: c.CARD_VERIFICATION_CHARGE, expected: 50 },
    { name: 'currency', value: c.CURRENCY, expected: 'NGN' },
    { name: 'Lagos state id', value: c.LAGOS_STATE_ID, expected: 25 },
    { name: 'FCT state id', value: c.FCT_STATE_ID, expected: 15 },
    { name: 'bank page size', value: c.BANK_PAGE_SIZE, expected: 50 },
    { name: 'OTP length', value: c.OTP_LENGTH, expected: 4 },
    { name: 'BVN length', value: c.BVN_LENGTH, expected: 11 },
    { name: 'NIN length', value: c.NIN_LENGTH, expected: 11 },
    { name: 'upload maximum', value: c.UPLOAD_MAX_BYTES, expected: 10 * 1024 * 1024 },
    { name: 'next-of-kin payout', value: c.NEXT_OF_KIN_PAYOUT, expected: 500000 },
    { name: 'default transfer option', value: c.DEFAULT_TRANSFER_OPTION, expected: 'Quarterly' },
  ])
    it(`When the ${name} is read, then it is ${expected}`, () => {
      expect(value).toBe(expected);
    });

  for (const { option, months } of [
    { option: 'Quarterly', months: 3 },
    { option: 'yearly', months: 12 },
    { option: 'anything else', months: 12 },
  ])
    it(`When the transfer option is ${option}, then ${months} months are paid`, () => {
      expect(c.transferMonths(option)).toBe(months);
    });

  it('When the delays are read, then they are 500, 500 and 1000 ms', () => {
    expect(c.DELAYS_MS).toEqual({
      beforeProgress30: 500,
      beforeStage40: 500,
      beforeProgress50: 1000,
    });
  });

  it('When the layout sizes are read, then modals are 854/554/354 and the wizard 833 x 618', () => {
    expect(c.MODAL_WIDTHS).toEqual({ lg: 854, md: 554, sm: 354 });
    expect(c.WIZARD_MODAL).toEqual({ width: 833, contentHeight: 618 });
  });

  it('When the loading timer runs, then ten ticks of 500 ms bring it to 100', () => {
    expect(c.LOADING_TIMER.ticks * c.LOADING_TIMER.stepPercent).toBe(100);
    expect(c.LOADING_TIMER.tickMs).toBe(500);
  });

  it('When the products are listed, then each uid has its line name and title', () => {
    expect(c.PRODUCT_UIDS).toEqual(['EI', 'HI', 'HTCI', 'BI', 'CL']);
    expect(c.PRODUCT_TITLES).toEqual({
      EI: 'Income Protection Insurance',
      HI: 'Health Insurance',
      HTCI: 'HealthCash Insurance',
      BI: 'Business Insurance',
      CL: 'Credit Life Insurance',
    });
    expect(c.PRODUCT_LINES.HTCI).toBe('Health Cash');
  });
});
