import { describe, expect, it } from 'vitest';
import { customerPlanName } from './plan-name.js';

describe('customerPlanName', () => {
  it("When the plan is the code 'SMEDAN' (any case or spacing), then customers see how often it is paid", () => {
    expect(customerPlanName('SMEDAN', 'Month')).toBe('Monthly plan');
    expect(customerPlanName(' smedan ', 'Month')).toBe('Monthly plan');
    expect(customerPlanName('SMEDAN', 'Year')).toBe('Yearly plan');
  });

  it('When the plan has a name of its own, then it is shown as it is', () => {
    expect(customerPlanName('HealthCash', 'Year')).toBe('HealthCash');
    expect(customerPlanName('₦50,000 a month for up to 3 months', 'Month')).toBe(
      '₦50,000 a month for up to 3 months',
    );
  });
});
