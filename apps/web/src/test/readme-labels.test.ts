import fs from 'node:fs';
import path from 'node:path';
import { tileForPremium } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { premium } from './builders';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

describe("the README's sandbox walk-through (issue 30, contradictions)", () => {
  it('When it says which button resumes a paused policy, then it names the button the tile shows', () => {
    const step = /then '([^']+)' on the policy's tile/.exec(readme);
    const paused = tileForPremium({
      ...premium({ active: false }),
      payment_state: 'paused',
      paused_reason: null,
      grace_ends_on: null,
      lapses_on: '2027-01-22',
    });
    expect(paused.action?.label).toBeDefined();
    expect(step?.[1]).toBe(paused.action?.label);
  });
});
