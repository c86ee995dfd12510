import { describe, expect, it } from 'vitest';
import { customerUpdateCopy } from './customer-update.js';
import { publicIncomeQuoteQuerySchema } from './public-site.js';

const salaryOf = (salary: unknown) => publicIncomeQuoteQuerySchema.safeParse({ salary });

describe('publicIncomeQuoteQuerySchema', () => {
  it('When the salary is typed as people write it, then the naira sign, spaces and separators are taken out', () => {
    expect(salaryOf('₦150,000').data).toEqual({ salary: 150_000 });
    expect(salaryOf(' 30 000 ').data).toEqual({ salary: 30_000 });
    expect(salaryOf('1,000,000').data).toEqual({ salary: 1_000_000 });
  });

  it("When the salary is under ₦30,000, then it is refused with the wizard's own message", () => {
    const result = salaryOf('29,999');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([customerUpdateCopy.salaryTooLow]);
  });

  it('When the salary is empty, missing, not a whole number or not a number, then it is refused as not a salary', () => {
    for (const salary of ['', '   ', undefined, '150000.50', 'abc', '12e4x']) {
      const result = salaryOf(salary);
      expect(result.success, String(salary)).toBe(false);
      expect(result.error?.issues[0]?.message, String(salary)).toBe(
        customerUpdateCopy.salaryInvalid,
      );
    }
  });
});
