import { describe, expect, it } from 'vitest';
import {
  employmentCopy,
  employmentInformationBodySchema,
  employmentInformationSchema,
  employmentPayload,
  WORK_POSITIONS,
  workPositionId,
} from './employment.js';

const form = {
  employment_letter_url: '/api/local/uploads/abcdefghijklmnopqrstuvwxyz',
  work_position: 'Manager' as const,
  number_of_jobs_in_five_years: 1,
  number_of_months_in_current_position: 12,
  contract: false,
  have_disability: false,
  user_id: 42,
};

describe('the employment information payload', () => {
  it('When the Contract toggle is off, then contract_or_permanent_staff is true (permanent), and on, false', () => {
    expect(employmentPayload(form).contract_or_permanent_staff).toBe(true);
    expect(employmentPayload({ ...form, contract: true }).contract_or_permanent_staff).toBe(false);
  });

  it("When the payload is built, then it carries section 3's fields and the user's id three times", () => {
    expect(employmentPayload(form)).toEqual({
      employment_letter_url: form.employment_letter_url,
      bank_statement_url: 'not-provided',
      work_position: 'Manager',
      number_of_jobs_in_five_years: 1,
      number_of_months_in_current_position: 12,
      contract_or_permanent_staff: true,
      have_disability: false,
      is_confirmed_staff: true,
      mono_account_statement_url: 'not-provided',
      cust_id: 42,
      user_id: 42,
      engage_uid: 42,
    });
  });

  it('When no position is chosen, then work_position is absent and the body is still valid', () => {
    const body = employmentPayload({ ...form, work_position: null });
    expect(body).not.toHaveProperty('work_position');
    expect(employmentInformationBodySchema.parse(body).work_position).toBeUndefined();
  });

  it('When the counters are at their form defaults (0), then the body is valid', () => {
    const body = employmentPayload({
      ...form,
      number_of_jobs_in_five_years: 0,
      number_of_months_in_current_position: 0,
    });
    expect(employmentInformationBodySchema.safeParse(body).success).toBe(true);
  });

  it('When is_confirmed_staff is absent, then it defaults to true', () => {
    const { is_confirmed_staff: _omit, ...rest } = employmentPayload(form);
    expect(employmentInformationBodySchema.parse(rest).is_confirmed_staff).toBe(true);
  });

  it("When the positions are read, then they are the spec's, with its ids", () => {
    expect(WORK_POSITIONS.map((p) => `${p.id} ${p.name}`)).toEqual([
      '0 MD',
      '1 CEO',
      '2 Manager',
      '3 Executive',
      '4 Senior Staff',
      '5 Staff',
    ]);
    expect(workPositionId('Senior Staff')).toBe(4);
  });
});

describe('the employment information body', () => {
  const body = employmentPayload(form);
  const messages = (over: Record<string, unknown>) => {
    const result = employmentInformationBodySchema.safeParse({ ...body, ...over });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('When the employment letter is missing or blank, then it is asked for', () => {
    const required = `employment_letter_url: ${employmentCopy.letterRequired}`;
    expect(employmentCopy.letterRequired).toBe('Please upload your employment letter');
    expect(messages({ employment_letter_url: undefined })).toEqual([required]);
    expect(messages({ employment_letter_url: '   ' })).toEqual([required]);
    expect(messages({ employment_letter_url: 'x'.repeat(501) })).toEqual([required]);
    expect(messages({ employment_letter_url: 'x'.repeat(500) })).toEqual([]);
    expect(
      employmentInformationBodySchema.parse({ ...body, employment_letter_url: ' /u/1 ' })
        .employment_letter_url,
    ).toBe('/u/1');
  });

  it('When the position is not on the list, then a position from the list is asked for; blank means none', () => {
    expect(messages({ work_position: 'Intern' })).toEqual([
      `work_position: ${employmentCopy.workPositionInvalid}`,
    ]);
    expect(employmentCopy.workPositionInvalid).toBe(
      'Please choose your work position from the list',
    );
    for (const blank of ['', null, undefined])
      expect(
        employmentInformationBodySchema.parse({ ...body, work_position: blank }).work_position,
      ).toBeUndefined();
    for (const p of WORK_POSITIONS)
      expect(
        employmentInformationBodySchema.parse({ ...body, work_position: p.name }).work_position,
      ).toBe(p.name);
  });

  it('When a counter is negative, fractional, text or past its maximum, then its own message is shown', () => {
    const jobs = `number_of_jobs_in_five_years: ${employmentCopy.jobsInvalid}`;
    const months = `number_of_months_in_current_position: ${employmentCopy.monthsInvalid}`;
    for (const bad of [-1, 1.5, '3', 61])
      expect(messages({ number_of_jobs_in_five_years: bad }), String(bad)).toEqual([jobs]);
    for (const bad of [-1, 2.5, '12', 601])
      expect(messages({ number_of_months_in_current_position: bad }), String(bad)).toEqual([
        months,
      ]);
    expect(
      messages({ number_of_jobs_in_five_years: 60, number_of_months_in_current_position: 600 }),
    ).toEqual([]);
    expect(employmentCopy.jobsInvalid).toBe(
      'Please enter how many jobs you have had in the last 5 years',
    );
    expect(employmentCopy.monthsInvalid).toBe(
      'Please enter how many months you have been in your current position',
    );
  });

  it('When a yes-or-no answer is not a boolean, then Yes or No is asked for', () => {
    const choose = (field: string) => `${field}: ${employmentCopy.choiceInvalid}`;
    expect(messages({ contract_or_permanent_staff: 'yes' })).toEqual([
      choose('contract_or_permanent_staff'),
    ]);
    expect(messages({ have_disability: undefined })).toEqual([choose('have_disability')]);
    expect(messages({ is_confirmed_staff: 1 })).toEqual([choose('is_confirmed_staff')]);
    expect(employmentCopy.choiceInvalid).toBe('Please choose Yes or No');
  });

  it('When the statement urls are placeholders, absent or null, then they are accepted; over 500 characters, refused', () => {
    expect(messages({ bank_statement_url: null, mono_account_statement_url: undefined })).toEqual(
      [],
    );
    expect(messages({ bank_statement_url: 'x'.repeat(501) })).toHaveLength(1);
    expect(messages({ mono_account_statement_url: 'x'.repeat(501) })).toHaveLength(1);
  });

  it("When the customer's ids are sent, then they are whole numbers or short strings", () => {
    expect(messages({ cust_id: '42', user_id: 42, engage_uid: undefined })).toEqual([]);
    expect(messages({ cust_id: 4.2 })).toHaveLength(1);
    expect(messages({ user_id: 'x'.repeat(101) })).toHaveLength(1);
    expect(messages({ engage_uid: true })).toHaveLength(1);
  });
});

describe("the customer record's employment information", () => {
  const item = {
    employment_letter_url: '/u/1',
    bank_statement_url: null,
    mono_account_statement_url: null,
    work_position: 'Manager',
    work_position_id: 2,
    number_of_jobs_in_five_years: 1,
    number_of_months_in_current_position: 12,
    contract_or_permanent_staff: true,
    have_disability: false,
    is_confirmed_staff: true,
    updated_at: '2026-01-01T00:00:00.000Z',
  };

  it('When an item has every field, then it reads; nullable urls and position may be null', () => {
    expect(employmentInformationSchema.parse(item)).toEqual(item);
    expect(
      employmentInformationSchema.safeParse({
        ...item,
        employment_letter_url: null,
        work_position: null,
        work_position_id: null,
      }).success,
    ).toBe(true);
  });

  it('When a counter or flag is missing, then the item does not read', () => {
    for (const key of Object.keys(item).filter((k) => !k.endsWith('url') && !k.startsWith('work')))
      expect(
        employmentInformationSchema.safeParse({ ...item, [key]: undefined }).success,
        key,
      ).toBe(false);
  });
});
