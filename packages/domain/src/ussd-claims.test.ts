import { describe, expect, it } from 'vitest';
import { isUssdClaimProduct } from './ussd-claims.js';

/** Report a claim by USSD (docs/business-rules.md, 'USSD'): the products a caller can claim on (issue 43). */
describe('the products a claim can be reported on by USSD', () => {
  it('When the product is HealthCash or income protection, then a claim can be reported; any other cannot', () => {
    expect(isUssdClaimProduct('HTCI')).toBe(true);
    expect(isUssdClaimProduct('EI')).toBe(true);
    expect(isUssdClaimProduct('HI')).toBe(false);
    expect(isUssdClaimProduct('toString')).toBe(false);
  });
});
