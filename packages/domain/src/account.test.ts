import { describe, expect, it } from 'vitest';
import {
  closeAccountBodySchema,
  paymentMethodConfirmBodySchema,
  profileFormSchema,
  retainedUntil,
} from './account.js';

describe('retainedUntil', () => {
  it.each([
    ['2026-03-10', '2032-03-10'],
    ['2026-12-31', '2032-12-31'],
    // 29 February closes to the last day of February when the later year has none.
    ['2028-02-29', '2034-02-28'],
    ['2026-02-28', '2032-02-28'],
  ])('When an account is closed on %s, then its kept records are erased on %s', (closed, until) => {
    expect(retainedUntil(closed)).toBe(until);
  });
});

describe('the settings bodies', () => {
  it('When the profile form is filled, then the phone is normalised and names keep letters, hyphens and apostrophes', () => {
    const parsed = profileFormSchema.parse({
      first_name: ' Oluwa-Seun ',
      last_name: "D'Souza",
      phone_number: '+234 803 123 4567',
      address: ' 5 Awolowo Road ',
      state: 'Lagos',
    });
    expect(parsed).toEqual({
      first_name: 'Oluwa-Seun',
      last_name: "D'Souza",
      phone_number: '08031234567',
      address: '5 Awolowo Road',
      state: 'Lagos',
    });
  });

  it('When the profile form has a bad phone or an empty name, then each field has its message', () => {
    const result = profileFormSchema.safeParse({
      first_name: '',
      last_name: 'Obi2',
      phone_number: '12345',
      address: '',
      state: '',
    });
    expect(result.success).toBe(false);
    const fields: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
    expect(fields).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Use letters only',
      phone_number: 'Enter a valid Nigerian phone number',
    });
  });

  it('When close-account has no password, then it asks for it', () => {
    expect(closeAccountBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter your password',
    );
    expect(closeAccountBodySchema.safeParse({ password: '' }).error?.issues[0]?.message).toBe(
      'Please enter your password',
    );
  });

  it('When a card confirmation has no reference, then it asks for it', () => {
    expect(
      paymentMethodConfirmBodySchema.safeParse({ payment_reference: ' ' }).error?.issues[0]
        ?.message,
    ).toBe('Please send the payment reference.');
  });
});
