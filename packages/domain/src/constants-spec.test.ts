import { describe, expect, it } from 'vitest';
import { PRODUCT_LINES, SALARY_MEANING } from './constants.js';

/** Words the spec and the pricing rely on (dashboard-and-kyc.md section 1; docs/business-rules.md, "Who can buy"; issue 43). */
describe('the product lines', () => {
  it('When a product line is named, then it is the spec’s name, word for word', () => {
    expect(PRODUCT_LINES).toEqual({
      EI: 'Income Protection',
      HI: 'Health Insurance',
      HTCI: 'Health Cash',
      BI: 'Business Insurance',
      CL: 'Credit Life Insurance',
    });
  });
});

describe('what a salary means', () => {
  it('When a salary is asked for, then the customer is told it is take-home pay, after tax and pension', () => {
    expect(SALARY_MEANING).toMatch(/take-home pay/);
    expect(SALARY_MEANING).toMatch(/after tax and pension/);
  });
});
