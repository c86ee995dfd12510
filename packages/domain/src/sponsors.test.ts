import { describe, expect, it } from 'vitest';
import {
  createSponsorBodySchema,
  enrolmentBodySchema,
  sponsorAmountDue,
  sponsoredMonthsProblem,
  sponsorshipNoticeDue,
} from './sponsors.js';
import { kobo } from './money.js';

describe('sponsors', () => {
  it('When the sponsored months end in 15, 14, 4, 3, 1 or 0 days, then the notice due is none, 14, 14, 3, 3, none', () => {
    const today = '2026-06-01';
    expect(sponsorshipNoticeDue('2026-06-16', today)).toBeNull();
    expect(sponsorshipNoticeDue('2026-06-15', today)).toBe(14);
    expect(sponsorshipNoticeDue('2026-06-05', today)).toBe(14);
    expect(sponsorshipNoticeDue('2026-06-04', today)).toBe(3);
    expect(sponsorshipNoticeDue('2026-06-02', today)).toBe(3);
    expect(sponsorshipNoticeDue('2026-06-01', today)).toBeNull();
    expect(sponsorshipNoticeDue('2026-05-20', today)).toBeNull();
  });

  it('When a sponsor pays for months, then it owes the monthly premium per month, or the yearly premium per whole year', () => {
    expect(sponsorAmountDue(kobo(110_000), 'Month', 3)).toBe(330_000);
    expect(sponsorAmountDue(kobo(100_000), 'Year', 24)).toBe(200_000);
    expect(sponsoredMonthsProblem('Year', 6)).toBe(
      'This plan is sold by the year: enter 12 or 24 months.',
    );
    expect(sponsoredMonthsProblem('Year', 12)).toBeNull();
    expect(sponsoredMonthsProblem('Month', 5)).toBeNull();
  });

  it('When an enrolment is read (a form or a CSV row), then the e-mail is lower-cased, the product upper-cased, and months come from text', () => {
    expect(
      enrolmentBodySchema.parse({
        email: ' Ada@Example.NG ',
        product: ' hi ',
        plan_code: 'HI-SMEDAN-M',
        months: '3',
      }),
    ).toEqual({ email: 'ada@example.ng', product: 'HI', plan_code: 'HI-SMEDAN-M', months: 3 });
    const bad = enrolmentBodySchema.safeParse({
      email: 'x',
      product: 'BI',
      plan_code: '',
      months: 25,
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      'email',
      'months',
      'plan_code',
      'product',
    ]);
  });

  it('When a sponsor is created, then the RC number is normalised, an empty optional field is none, and a wrong RC number is refused', () => {
    const base = { name: 'Dangote', contact_name: 'Ngozi Eze', contact_email: 'HR@D.ng' };
    expect(
      createSponsorBodySchema.parse({ ...base, rc_number: 'rc 1234567', contact_phone: '' }),
    ).toEqual({
      ...base,
      contact_email: 'hr@d.ng',
      rc_number: 'RC1234567',
    });
    expect(createSponsorBodySchema.safeParse({ ...base, rc_number: '1234567' }).success).toBe(
      false,
    );
    expect(createSponsorBodySchema.safeParse({ ...base, rc_number: 'RC123456789' }).success).toBe(
      false,
    );
  });
});
