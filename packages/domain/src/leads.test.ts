import { describe, expect, it } from 'vitest';
import { leadCopy, leadCreateBodySchema, leadSchema } from './leads.js';

const lead = {
  name: 'Adaeze Okafor',
  email: 'Ada@Example.ng',
  phone: '+234 803 123 4567',
  uid: 'eng-42',
  completion_failed_reason: 'Salary below minimum',
  salary: 25_000,
};

const messages = (over: Record<string, unknown>) => {
  const result = leadCreateBodySchema.safeParse({ ...lead, ...over });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a lead (a customer below the salary minimum who lets us keep their details)', () => {
  it('When the details are kept, then the e-mail is lower-cased and the phone kept in local form', () => {
    expect(leadCreateBodySchema.parse(lead)).toEqual({
      ...lead,
      email: 'ada@example.ng',
      phone: '08031234567',
    });
  });

  it('When the name is missing, blank or over 121 characters, then the name is asked for', () => {
    const required = `name: ${leadCopy.nameRequired}`;
    expect(leadCopy.nameRequired).toBe('Please enter your name');
    expect(messages({ name: undefined })).toEqual([required]);
    expect(messages({ name: '   ' })).toEqual([required]);
    expect(messages({ name: 'x'.repeat(122) })).toEqual([required]);
    expect(messages({ name: 'x'.repeat(121) })).toEqual([]);
    expect(leadCreateBodySchema.parse({ ...lead, name: ' Ada ' }).name).toBe('Ada');
  });

  it('When the reason is missing, blank or over 200 characters, then the reason is asked for', () => {
    const required = `completion_failed_reason: ${leadCopy.reasonRequired}`;
    expect(leadCopy.reasonRequired).toBe(
      'Please tell us why the application could not be completed',
    );
    expect(messages({ completion_failed_reason: undefined })).toEqual([required]);
    expect(messages({ completion_failed_reason: ' ' })).toEqual([required]);
    expect(messages({ completion_failed_reason: 'x'.repeat(201) })).toEqual([required]);
    expect(messages({ completion_failed_reason: 'x'.repeat(200) })).toEqual([]);
  });

  it('When the salary is blank or absent, then the lead is kept without it', () => {
    for (const blank of ['', null, undefined])
      expect(leadCreateBodySchema.parse({ ...lead, salary: blank }).salary).toBeUndefined();
  });

  it('When the salary is typed as text, then it is read as naira; negative, fractional or absurd sums are refused', () => {
    const invalid = `salary: ${leadCopy.salaryInvalid}`;
    expect(leadCreateBodySchema.parse({ ...lead, salary: '25000' }).salary).toBe(25_000);
    expect(leadCreateBodySchema.parse({ ...lead, salary: 0 }).salary).toBe(0);
    expect(messages({ salary: -1 })).toEqual([invalid]);
    expect(messages({ salary: 25_000.5 })).toEqual([invalid]);
    expect(messages({ salary: 'twenty' })).toEqual([invalid]);
    expect(messages({ salary: 1_000_000_000 })).toEqual([]);
    expect(messages({ salary: 1_000_000_001 })).toEqual([invalid]);
  });

  it("When the uid is the user's id or engage uid, then it is a whole number or a short string", () => {
    expect(leadCreateBodySchema.parse({ ...lead, uid: 42 }).uid).toBe(42);
    expect(leadCreateBodySchema.parse({ ...lead, uid: ' eng-42 ' }).uid).toBe('eng-42');
    expect(messages({ uid: undefined })).toEqual([]);
    expect(messages({ uid: 4.2 })).toHaveLength(1);
    expect(messages({ uid: 'x'.repeat(101) })).toHaveLength(1);
  });

  it('When the e-mail or phone is not valid, then their own messages are shown', () => {
    expect(messages({ email: 'ada' })).toEqual(['email: Please enter a valid email address']);
    expect(messages({ phone: '0803' })).toEqual(['phone: Enter a valid Nigerian phone number']);
  });
});

describe('a stored lead', () => {
  const stored = {
    id: 1,
    customer_id: null,
    name: 'Adaeze Okafor',
    email: 'ada@example.ng',
    phone: '08031234567',
    uid: 'eng-42',
    completion_failed_reason: 'Salary below minimum',
    salary: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('When a lead has no customer or salary, then it reads; without a name, it does not', () => {
    expect(leadSchema.parse(stored)).toEqual(stored);
    expect(leadSchema.safeParse({ ...stored, customer_id: 3, salary: 25_000 }).success).toBe(true);
    expect(leadSchema.safeParse({ ...stored, name: undefined }).success).toBe(false);
  });
});
