import { text } from './input.js';
import { z } from './zod.js';
import { normalizeNigerianPhone, phoneCopy } from './phone.js';
import { EMAIL_CODE_LENGTH, emailProofCopy } from './email-proof.js';
import { ussdPinProblem } from './ussd.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const authCopy = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  nameLetters: 'Use letters only',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordRequired: 'Please enter your password',
  passwordsDiffer: 'The passwords do not match',
  resetSent:
    'If an account exists for that e-mail, we have sent a link to reset your password. It is valid for 1 hour.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
} as const;

export const emailCodeBodySchema = z.object({
  code: text({ error: emailProofCopy.codeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), emailProofCopy.codeInvalid),
});

/**
 * Letters, spaces, hyphens and apostrophes, as Nigerian names are written (Adaeze, Oluwa-Seun,
 * D'Souza), in any script's letters and their marks: Yoruba's tones over subdots (Adéṣọlá, typed
 * precomposed or with combining marks), Hausa's hooked letters (Ɗanjuma), Igbo's dotted vowels
 * (Ụchẹ). The KYC name match compares them without their marks (apps/api/src/lib/name-match.ts).
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' -]*$/u;

export const personName = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(60)
    .regex(PERSON_NAME_PATTERN, authCopy.nameLetters);

export const emailSchema = text({ error: authCopy.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, authCopy.emailInvalid)
  .pipe(z.email(authCopy.emailInvalid));

export const nigerianPhoneSchema = text({ error: phoneCopy.invalid }).transform((value, ctx) => {
  const phone = normalizeNigerianPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: phoneCopy.invalid });
    return z.NEVER;
  }
  return phone;
});

export const newPasswordSchema = text({ error: authCopy.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, authCopy.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authCopy.passwordTooLong);

export const signupBodySchema = z.object({
  first_name: personName(authCopy.firstNameRequired),
  last_name: personName(authCopy.lastNameRequired),
  email: emailSchema,
  phone_number: nigerianPhoneSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: authCopy.passwordRequired })
    .min(1, authCopy.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: text().min(20).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: text({ error: authCopy.passwordRequired })
    .min(1, authCopy.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

// An account opened by phone (USSD, issue 41) adds its e-mail and password on the web: a code sent
// by SMS to the account's phone and the customer's USSD PIN prove it is theirs.
export const phoneAccountCopy = {
  codeSent:
    'If this number has an Alaafia account opened by phone, we sent it a 6-digit code by SMS.',
  codeWrong: 'That code is wrong or has expired. Ask for a new one.',
  codeInvalid: 'Enter the 6-digit code we sent by SMS',
  pinInvalid: 'Enter your 4-digit Alaafia PIN',
  pinWrong: (triesLeft: number) =>
    `That PIN is wrong. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before it locks.`,
  pinLocked: 'Your PIN is locked for 30 minutes after 5 wrong tries.',
  noAccount: 'That code is wrong or has expired. Ask for a new one.',
} as const;

export const PHONE_ACCOUNT_CODE_LENGTH = 6;

export const phoneAccountCodeBodySchema = z.object({ phone_number: nigerianPhoneSchema });
export type PhoneAccountCodeBody = z.input<typeof phoneAccountCodeBodySchema>;

export const phoneAccountClaimBodySchema = z.object({
  phone_number: nigerianPhoneSchema,
  code: text({ error: phoneAccountCopy.codeInvalid }).regex(
    new RegExp(`^\\d{${PHONE_ACCOUNT_CODE_LENGTH}}$`),
    phoneAccountCopy.codeInvalid,
  ),
  pin: text({ error: phoneAccountCopy.pinInvalid }).regex(/^\d{4}$/, phoneAccountCopy.pinInvalid),
  email: emailSchema,
  password: newPasswordSchema,
});
export type PhoneAccountClaimBody = z.input<typeof phoneAccountClaimBodySchema>;

// The USSD PIN set or reset on the web (issue 41): the account's password proves who asks.
export const ussdPinCopy = {
  pinFormat: 'Enter 4 digits',
  pinWeak: 'Too easy to guess: not one digit four times or a run like 1234',
  pinSet: 'Your USSD PIN is set. Use it when you dial our code.',
  passwordWrong: 'That password is not right',
} as const;

export const ussdPinBodySchema = z.object({
  current_password: text({ error: authCopy.passwordRequired })
    .min(1, authCopy.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
  pin: text({ error: ussdPinCopy.pinFormat }).superRefine((pin, ctx) => {
    const problem = ussdPinProblem(pin);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'format' ? ussdPinCopy.pinFormat : ussdPinCopy.pinWeak,
      });
  }),
});
export type UssdPinBody = z.input<typeof ussdPinBodySchema>;
