import { describe, expect, it } from 'vitest';
import {
  accountCopy,
  cardCopy,
  closeAccountBodySchema,
  deleteCardParamsSchema,
  paymentMethodConfirmBodySchema,
  profileFormSchema,
  retainedUntil,
} from './account.js';
import { checkoutCopy } from './checkout.js';

/** The account's forms at their edges, and the day a closed account's records are erased (issue 43). */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('closing the account', () => {
  it('When the password is past 128 characters, then it is wrong, not missing', () => {
    expect(closeAccountBodySchema.safeParse({ password: 'p'.repeat(128) }).success).toBe(true);
    expect(messages(closeAccountBodySchema.safeParse({ password: 'p'.repeat(129) }))).toEqual([
      accountCopy.passwordWrong,
    ]);
  });

  it('When an account closes early in a month, then the erasure day keeps two digits', () => {
    expect(retainedUntil('2026-03-05')).toBe('2032-03-05');
  });
});

describe('the saved card', () => {
  it('When a card verification is confirmed, then its reference is trimmed; not text is asked for', () => {
    expect(paymentMethodConfirmBodySchema.parse({ payment_reference: ' ALF-1 ' })).toEqual({
      payment_reference: 'ALF-1',
    });
    expect(messages(paymentMethodConfirmBodySchema.safeParse({ payment_reference: 1 }))).toEqual([
      checkoutCopy.paymentReferenceRequired,
    ]);
  });

  it('When a card is deleted, then its id is read from the path; anything else is a card not found', () => {
    expect(deleteCardParamsSchema.parse({ cardId: '5' })).toEqual({ cardId: 5 });
    expect(messages(deleteCardParamsSchema.safeParse({ cardId: 'visa' }))).toEqual([
      cardCopy.notFound,
    ]);
  });
});

describe('the profile form', () => {
  it('When the state is typed with spaces, then it is trimmed, up to 60 characters', () => {
    const profile = {
      first_name: 'Ngozi',
      last_name: 'Eze',
      phone_number: '08031234567',
      address: '1 Marina',
    };
    expect(profileFormSchema.parse({ ...profile, state: ' Lagos ' }).state).toBe('Lagos');
    expect(profileFormSchema.safeParse({ ...profile, state: 's'.repeat(60) }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...profile, state: 's'.repeat(61) }).success).toBe(false);
  });
});
