import { describe, expect, it } from 'vitest';
import { incomeCopy } from '../features/income-protection/income-copy';
import { publicCopy } from '../features/public-site/public-copy';

describe('what "monthly salary" means (issue 30, contradictions)', () => {
  it('When the public quote and the wizard ask for the salary, then both ask for take-home pay, as the pricing means', () => {
    expect(incomeCopy.salaryHint).toMatch(/take-home pay/);
    expect(publicCopy.quote.salaryHint.startsWith(incomeCopy.salaryHint)).toBe(true);
    for (const hint of [incomeCopy.salaryHint, publicCopy.quote.salaryHint])
      expect(hint).not.toMatch(/before tax|gross/i);
  });
});
