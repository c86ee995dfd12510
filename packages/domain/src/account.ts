import { coercedInt4, text } from './input.js';
import { z } from './zod.js';
import { nigerianPhoneSchema, signupBodySchema } from './auth.js';
import { checkoutCopy } from './checkout.js';
import { CARD_VERIFICATION_CHARGE } from './constants.js';
import { formatNaira } from './money.js';

/**
 * What a customer manages in /settings: the profile, the saved card, payment history and the data
 * rights of the Nigeria Data Protection Act 2023 (download my data, close my account). The spec has
 * no words for these screens; the copy is ours, in its style.
 */
export const accountCopy = {
  profileSaved: 'Your details have been saved.',
  nameLocked:
    'Your name matches your verified ID, so it cannot be changed here. Please contact support to change it.',
  // The saved card.
  noCard: 'You have no saved card yet. It is saved when you pay for a monthly plan by card.',
  replaceCard: 'Replace card',
  addCard: 'Add a card',
  cardVerificationNote: `We verify the new card with a refundable ${formatNaira(CARD_VERIFICATION_CHARGE)} charge. It is refunded to the card once it is saved.`,
  cardSaved: `Your new card has been saved. The ${formatNaira(CARD_VERIFICATION_CHARGE)} verification is being refunded to it.`,
  cardNotReusable:
    'This card cannot be saved for your monthly payments. Please try another card. The verification charge will be refunded.',
  notACardVerification: 'This payment is not a card verification. Please start again.',
  // Payment history.
  noPayments: 'You have not made any payment yet.',
  // Data rights.
  exportIntro:
    'Download a copy of everything we hold about you as a JSON file: your profile, policies, payments, uploads, next of kin and the record of your identity checks. ID numbers show only their last 4 digits.',
  closeIntro:
    'Closing your account erases your personal data. What the law requires us to keep for your policies and payments is kept, locked away, and erased when that period ends.',
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Your password is not correct',
  activePolicies:
    'You still have active policies. Please cancel them on your dashboard before you close your account.',
  closed: 'Your account is closed.',
  closeUnavailable: 'We could not close your account right now. Please try again in a few minutes.',
} as const;

/** POST /local/customers/{id}/close-account: the password, asked again before anything is erased. */
export const closeAccountBodySchema = z.object({
  password: text({ error: accountCopy.passwordRequired })
    .min(1, accountCopy.passwordRequired)
    .max(128, accountCopy.passwordWrong),
});
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** POST /local/customers/{id}/payment-methods/confirm: the card verification's reference, once paid. */
export const paymentMethodConfirmBodySchema = z.object({
  payment_reference: text({ error: checkoutCopy.paymentReferenceRequired })
    .trim()
    .min(1, checkoutCopy.paymentReferenceRequired)
    .max(100, checkoutCopy.paymentNotFound),
});

export const cardCopy = {
  /** Ours (issue 18): a card id that is not one of the customer's saved cards. */
  notFound: 'We could not find this card. Please refresh the page.',
} as const;

/** DELETE /local/customers/{id}/payment-methods/{cardId}: one of the customer's own saved cards. */
export const deleteCardParamsSchema = z.object({
  cardId: coercedInt4({ error: cardCopy.notFound })
    .int(cardCopy.notFound)
    .positive(cardCopy.notFound),
});

/**
 * The settings profile form: the fields of PATCH /local/customers/{id} a customer edits themselves.
 * The e-mail is the sign-in and is not changed here.
 */
export const profileFormSchema = z.object({
  first_name: signupBodySchema.shape.first_name,
  last_name: signupBodySchema.shape.last_name,
  phone_number: nigerianPhoneSchema,
  address: text().trim().max(300),
  state: text().trim().max(60),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/**
 * How long a closed account's records are kept (the law's longest period that applies, see
 * docs/business-rules.md 'Your data and closing an account'): 6 years from the day it is closed.
 */
export const RETENTION_YEARS = 6;

/** The day the retained records of an account closed on `closedOn` (YYYY-MM-DD) are erased. */
export function retainedUntil(closedOn: string): string {
  const [y, m, d] = closedOn.split('-').map(Number) as [number, number, number];
  // 29 February closes to 28 February when the target year has no 29th.
  const lastDay = new Date(Date.UTC(y + RETENTION_YEARS, m, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${y + RETENTION_YEARS}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
