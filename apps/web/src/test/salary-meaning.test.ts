import { SALARY_MEANING } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { publicCopyOf } from '../features/public-site/public-copy';
import { english } from './english';

const publicCopy = publicCopyOf(english);

describe('what "monthly salary" means (issue 30, contradictions)', () => {
  it('When the public quote and the wizard ask for the salary, then both ask for take-home pay, as the pricing means', () => {
    const wizardHint = english('income.salaryHint');
    expect(wizardHint).toBe(SALARY_MEANING);
    expect(wizardHint).toMatch(/take-home pay/);
    expect(publicCopy.quote.salaryHint.startsWith(wizardHint)).toBe(true);
    for (const hint of [wizardHint, publicCopy.quote.salaryHint])
      expect(hint).not.toMatch(/before tax|gross/i);
  });
});
