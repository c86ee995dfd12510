import { describe, expect, it } from 'vitest';
import { COOKIE_KEYS, onboardingDataSchema, PROGRESS_COOKIE_KEYS } from './onboarding-storage.js';

/** What the wizards keep in the browser: each wizard's progress cookie and the quote's plan (issue 43). */
describe('the wizards’ progress cookies', () => {
  it('When each wizard keeps its progress, then it has a cookie of its own, apart from the other cookies', () => {
    const names = Object.values(PROGRESS_COOKIE_KEYS);
    for (const name of names) expect(name).toMatch(/^alaafia_progress_[a-z_]+$/);
    expect(new Set([...names, ...Object.values(COOKIE_KEYS)]).size).toBe(
      names.length + Object.values(COOKIE_KEYS).length,
    );
  });
});

describe('the plan picked on the public quote', () => {
  it('When a plan code is kept, then up to 60 characters pass and more do not', () => {
    expect(onboardingDataSchema.parse({ quote_plan_code: 'EI-M' })).toEqual({
      quote_plan_code: 'EI-M',
    });
    expect(onboardingDataSchema.safeParse({ quote_plan_code: 'P'.repeat(60) }).success).toBe(true);
    expect(onboardingDataSchema.safeParse({ quote_plan_code: 'P'.repeat(61) }).success).toBe(false);
  });
});
