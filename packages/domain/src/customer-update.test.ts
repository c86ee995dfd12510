import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageOn, customerUpdateBodySchema, customerUpdateCopy } from './customer-update.js';

const messages = (body: unknown) => {
  const result = customerUpdateBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('age on a day', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('When the birthday is today, then the year is counted; the day before, it is not', () => {
    expect(ageOn('2008-03-15', day('2026-03-15'))).toBe(18);
    expect(ageOn('2008-03-15', day('2026-03-14'))).toBe(17);
    expect(ageOn('2008-03-15', day('2026-03-16'))).toBe(18);
  });

  it('When the birthday month is still to come or already past, then the age follows it', () => {
    expect(ageOn('2008-04-01', day('2026-03-31'))).toBe(17);
    expect(ageOn('2008-02-28', day('2026-03-01'))).toBe(18);
    expect(ageOn('2008-12-31', day('2026-01-01'))).toBe(17);
  });

  it('When the day is read, then it is the UTC day (23:30 in Lagos on the eve is still the eve)', () => {
    // 2026-03-14T23:30Z is 00:30 on the 15th in Lagos (UTC+1); the rule counts UTC days.
    expect(ageOn('2008-03-15', new Date('2026-03-14T23:30:00Z'))).toBe(17);
    expect(ageOn('2008-03-15', new Date('2026-03-15T00:00:00Z'))).toBe(18);
  });
});

describe('the date of birth of a customer update', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('When the customer turns 18 today, then the date is accepted; a day later, it is refused as too young', () => {
    expect(customerUpdateBodySchema.parse({ dob: '2008-03-15' }).dob).toBe('2008-03-15');
    expect(messages({ dob: '2008-03-16' })).toEqual([`dob: ${customerUpdateCopy.tooYoung}`]);
    expect(customerUpdateCopy.tooYoung).toBe('You must be at least 18 years old to buy a policy');
  });

  it('When the customer was born this year, then the only message is that they are too young', () => {
    expect(messages({ dob: '2026-03-15' })).toEqual([`dob: ${customerUpdateCopy.tooYoung}`]);
    expect(messages({ dob: '2026-01-01' })).toEqual([`dob: ${customerUpdateCopy.tooYoung}`]);
  });

  it('When the date is in the future, then it is refused as not a date of birth', () => {
    expect(messages({ dob: '2027-01-01' })).toContain(`dob: ${customerUpdateCopy.dobInvalid}`);
    expect(customerUpdateCopy.dobInvalid).toBe('Please select date of birth');
  });

  it('When the customer would be over 120, then the date is refused; 120 is accepted', () => {
    expect(messages({ dob: '1906-03-15' })).toEqual([]);
    expect(messages({ dob: '1905-03-14' })).toEqual([`dob: ${customerUpdateCopy.dobInvalid}`]);
  });

  it('When the date is not a calendar date, then it is refused', () => {
    expect(messages({ dob: '15/03/1990' })[0]).toBe(`dob: ${customerUpdateCopy.dobInvalid}`);
  });
});

describe('the salary of a customer update', () => {
  it('When the salary is below the minimum, then it is refused with the minimum in naira', () => {
    expect(messages({ salary: 29_999 })).toEqual([
      'salary: The minimum monthly salary for income protection is ₦30,000.',
    ]);
    expect(customerUpdateBodySchema.parse({ salary: 30_000 }).salary).toBe(30_000);
  });

  it('When the salary is typed as text, then it is read as naira; kobo and absurd sums are refused', () => {
    expect(customerUpdateBodySchema.parse({ salary: '45000' }).salary).toBe(45_000);
    expect(messages({ salary: 45_000.5 })).toEqual([`salary: ${customerUpdateCopy.salaryInvalid}`]);
    expect(messages({ salary: 'lots' })).toEqual([`salary: ${customerUpdateCopy.salaryInvalid}`]);
    expect(messages({ salary: 1_000_000_000 })).toEqual([]);
    expect(messages({ salary: 1_000_000_001 })).toEqual([
      `salary: ${customerUpdateCopy.salaryInvalid}`,
    ]);
    expect(customerUpdateCopy.salaryInvalid).toBe('Please enter your monthly salary in naira');
  });
});

describe('the names of a customer update', () => {
  it('When the full name has a first and a last word, then it is accepted, trimmed', () => {
    expect(customerUpdateBodySchema.parse({ name: '  Adaeze Okafor-Obi ' }).name).toBe(
      'Adaeze Okafor-Obi',
    );
  });

  it('When the full name is one word, has digits or is too long, then it is refused', () => {
    const invalid = `name: ${customerUpdateCopy.nameInvalid}`;
    expect(messages({ name: 'Adaeze' })).toEqual([invalid]);
    expect(messages({ name: 'Ada 0kafor' })).toEqual([invalid]);
    expect(messages({ name: 42 })).toEqual([invalid]);
    expect(messages({ name: `${'A'.repeat(60)} ${'B'.repeat(60)}` })).toEqual([]);
    expect(messages({ name: `${'A'.repeat(61)} ${'B'.repeat(60)}` })).toHaveLength(1);
    expect(customerUpdateCopy.nameInvalid).toBe('Please enter your full name');
  });

  it('When a first or last name is blank, not letters or over 60 characters, then it is refused', () => {
    expect(messages({ first_name: '  ' })[0]).toBe('first_name: Please enter your first name');
    expect(messages({ last_name: '' })[0]).toBe('last_name: Please enter your last name');
    expect(messages({ first_name: 'Ada1' })).toEqual(['first_name: Use letters only']);
    expect(messages({ last_name: "-D'Souza" })).toEqual(['last_name: Use letters only']);
    expect(messages({ first_name: 'A'.repeat(60), last_name: "D'Souza-Émeka" })).toEqual([]);
    expect(messages({ first_name: 'A'.repeat(61) })).toHaveLength(1);
    expect(customerUpdateBodySchema.parse({ first_name: ' Ada ' }).first_name).toBe('Ada');
  });
});

describe('the other fields of a customer update', () => {
  it('When a phone number is sent in any usual form, then the local form is kept', () => {
    expect(customerUpdateBodySchema.parse({ phone_number: '+234 803 123 4567' }).phone_number).toBe(
      '08031234567',
    );
    expect(messages({ phone_number: '12345' })).toEqual([
      'phone_number: Enter a valid Nigerian phone number',
    ]);
  });

  it('When the employer is blank, then the company name is asked for', () => {
    expect(messages({ employer_name: '   ' })).toEqual([
      `employer_name: ${customerUpdateCopy.employerRequired}`,
    ]);
    expect(customerUpdateCopy.employerRequired).toBe('Please enter the name of your company');
    expect(customerUpdateBodySchema.parse({ employer_name: ' Dangote ' }).employer_name).toBe(
      'Dangote',
    );
    expect(messages({ employer_name: 'x'.repeat(201) })).toHaveLength(1);
  });

  it('When a hospital is not a positive id, then a hospital from the list is asked for', () => {
    const unknown = `preferred_hospital: ${customerUpdateCopy.hospitalUnknown}`;
    expect(customerUpdateBodySchema.parse({ preferred_hospital: '12' }).preferred_hospital).toBe(
      12,
    );
    expect(messages({ preferred_hospital: 0 })).toEqual([unknown]);
    expect(messages({ preferred_hospital: 'the big one' })).toEqual([unknown]);
    expect(customerUpdateCopy.hospitalUnknown).toBe('Please choose a hospital from the list');
  });

  it('When a company id is sent, then it is a positive whole number or null', () => {
    expect(customerUpdateBodySchema.parse({ company_id: '7' }).company_id).toBe(7);
    expect(customerUpdateBodySchema.parse({ company_id: null }).company_id).toBeNull();
    expect(messages({ company_id: 0 })).toHaveLength(1);
    expect(messages({ company_id: 1.5 })).toHaveLength(1);
  });

  it('When addresses and states are sent, then they are trimmed and bounded', () => {
    const parsed = customerUpdateBodySchema.parse({
      address: ' 1 Marina ',
      state: ' Lagos ',
      employer_address: ' 2 Broad Street ',
    });
    expect(parsed).toEqual({
      address: '1 Marina',
      state: 'Lagos',
      employer_address: '2 Broad Street',
    });
    expect(messages({ address: 'x'.repeat(301) })).toHaveLength(1);
    expect(messages({ state: 'x'.repeat(61) })).toHaveLength(1);
    expect(messages({ employer_address: 'x'.repeat(301) })).toHaveLength(1);
    expect(messages({ address: 'x'.repeat(300), state: 'x'.repeat(60) })).toEqual([]);
  });

  it('When the gender is not male or female, then it is refused', () => {
    expect(customerUpdateBodySchema.parse({ gender: 'female' }).gender).toBe('female');
    expect(messages({ gender: 'other' })).toHaveLength(1);
  });

  it('When the client sends what the server owns, then it is dropped', () => {
    expect(
      customerUpdateBodySchema.parse({
        email: 'a@b.ng',
        plan_price: 1,
        can_buy: true,
        has_payed: true,
        user_id: 9,
        state: 'Lagos',
      }),
    ).toEqual({ state: 'Lagos' });
  });

  it('When the cart is sent, then at most five products are taken', () => {
    const product = { product_id: 1, plan_id: 1 };
    expect(messages({ products: Array.from({ length: 6 }, () => product) })).toHaveLength(1);
  });
});
