import { describe, expect, it } from 'vitest';
import {
  employmentInformationBodySchema,
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
