import { text } from './input.js';
import { z } from './zod.js';
import { authCopy } from './auth.js';
import type { ApiErrorBody } from './errors.js';
import { ACCOUNT_NUMBER_LENGTH, BVN_LENGTH, NIN_LENGTH, OTP_LENGTH } from './constants.js';
import type { WizardId } from './wizard.js';

/**
 * Identity (KYC) rules shared by every flow (dashboard-and-kyc.md sections 3, 5 and 8), with the
 * spec's exact messages. The same schemas validate the web forms and the API routes.
 */
export const kycCopy = {
  invalidBvn: 'Please enter a valid BVN: 11 digits.',
  invalidNin: 'Please enter a valid NIN',
  invalidVin: "Please enter a valid Voter's Card number",
  invalidDriverLicense: "Please enter a valid Driver's License number",
  invalidAccountNumber: 'Please enter a valid account number',
  bankRequired: 'Please select your bank',
  genderRequired: 'Please select your gender',
  dobRequired: 'Please select date of birth',
  invalidOtp: 'Invalid OTP',
} as const;

/**
 * What the KYC endpoints answer (the API's kyc module). The spec's words where it has them ('Invalid
 * OTP'); otherwise ours, in the same style. ID numbers never appear in any of them. The customer
 * reads them in their language: they are the catalogue's `errors.kycServer.*` word for word
 * (docs/architecture.md, 'Languages'); one with values is an ICU message, which the API fills.
 */
/** An ID type's name in a message: a select on its type (`{ id: 'vin' }`). */
const ID_NAME =
  "{id, select, bvn {BVN} nin {NIN} vin {Voter's Card number} dvl {Driver's License number} other {account number}}";

export const kycServerCopy = {
  /** A wrong code that was compared: the spec's 'Invalid OTP' and the tries left (issue 30). */
  triesLeft: `${kycCopy.invalidOtp}. You have {left, plural, one {# try} other {# tries}} left.`,
  noTriesLeft: `${kycCopy.invalidOtp}. You have no tries left. Please request a new code.`,
  otpExpired: 'This code has expired. Please request a new code.',
  otpUsed: 'This code has already been used. Please request a new code.',
  otpTooManyTries: 'You have entered a wrong code too many times. Please request a new code.',
  noPendingCode:
    'There is no code waiting to be checked. Please enter your BVN or NIN to get a code.',
  noPhoneOnId: `No phone number is registered to this ${ID_NAME}, so we cannot send you a code. Please use another ID.`,
  notFound: `We could not find this ${ID_NAME}. Please check the number and try again.`,
  providerUnavailable: 'We could not verify your ID right now. Please try again in a few minutes.',
  smsUnavailable: 'We could not send your code right now. Please try again in a few minutes.',
  unknownBank: 'Please choose your bank from the list.',
  noVerifiedId: 'Please verify your identity with one of the ID types before you continue.',
  nameChangedSinceVerification:
    'Your name no longer matches the name on your verified ID. Please verify your identity again.',
  invalidEmail: 'Please enter a valid e-mail address',
  kycAlreadyComplete:
    'Your identity is already verified. Please contact support to change your name.',
  kycRequired: 'Please complete your identity verification first.',
  unknownProduct: 'Please choose one of our products.',
  productNotOnline: 'This product is not sold online, so it has no profile to complete.',
  licenceImageType: 'Please upload your licence as a PNG or JPEG image.',
  licenceImageTooLarge:
    'The image is larger than 10 MB. Please upload a smaller picture of your licence.',
  licenceImageMissing: 'Please add a picture of your licence.',
  licenceTypeInvalid: "The licence type must be 'frsc'.",
  idAlreadyLinked: 'This ID is already linked to another account.',
  /** The spec's Pending badge text: a verification held for review by our team. */
  underReview:
    'Your verification is under revision. We will notify you of your account status very soon.',
} as const;

// ID types and which flow offers which.

export const idTypeSchema = z.enum(['bvn', 'nin', 'vin', 'dvl', 'account_number']);
export type IdType = z.infer<typeof idTypeSchema>;

export interface IdTypeOption {
  idType: IdType;
  label: string;
  /** The spec's option id. Not unique (NIN and Voter's Card are both 20): key options by idType. */
  optionId: number | null;
}

export const ID_TYPE_OPTIONS: Readonly<Record<IdType, IdTypeOption>> = {
  bvn: { idType: 'bvn', label: 'BVN', optionId: 25 },
  vin: { idType: 'vin', label: "Voter's Card", optionId: 20 },
  nin: { idType: 'nin', label: 'NIN', optionId: 20 },
  dvl: { idType: 'dvl', label: "Driver's License", optionId: 22 },
  account_number: { idType: 'account_number', label: 'Bank Account Number', optionId: null },
};

/**
 * The ID types each flow's dropdown offers. The dashboard's is 'the dashboard's BVN/NIN form' of
 * dashboard-and-kyc.md section 5, where NIN takes id 20 ('in the dashboard form') and the Voter's
 * Card, also 20, belongs to 'the wizard flows'.
 */
export const ID_TYPES_BY_FLOW: Readonly<Record<WizardId, readonly IdType[]>> = {
  income: ['bvn', 'vin', 'nin', 'dvl'],
  health: ['bvn', 'vin', 'dvl'],
  'health-cash': ['bvn', 'vin', 'dvl', 'account_number'],
  dashboard: ['bvn', 'nin'],
  /** The claim wizard has no ID step (KYC is done before a policy is sold). */
  claim: [],
  /** Nor has the next of kin's claim (they are not the customer). */
  'next-of-kin-claim': [],
};

export function idTypeOptionsFor(flow: WizardId): IdTypeOption[] {
  return ID_TYPES_BY_FLOW[flow].map((idType) => ID_TYPE_OPTIONS[idType]);
}

/** BVN and NIN are checked with a code sent by SMS (stage 70). */
export function hasOtpStep(idType: IdType): boolean {
  return idType === 'bvn' || idType === 'nin';
}

/** A Voter's Card and a bank account ask for the date of birth on a second submit. */
export function hasDateOfBirthStep(idType: IdType): boolean {
  return idType === 'vin' || idType === 'account_number';
}

/** The bank account's second submit also sends the gender. */
export function sendsGenderOnSecondStep(idType: IdType): boolean {
  return idType === 'account_number';
}

// Text clean-up, as the customer types.

/** Names keep letters A-Z only (section 5). */
export function stripNameToLetters(value: string): string {
  return value.replace(/[^A-Za-z]/g, '');
}

/** Next-of-kin names keep letters, hyphen and period. */
export function stripNextOfKinName(value: string): string {
  return value.replace(/[^A-Za-z.-]/g, '');
}

export function stripToDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Voter's Card and driver's licence numbers: uppercase letters and digits, spaces and separators removed. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

// Field schemas.

/**
 * BVN and NIN: exactly 11 digits. 'An optional sign and surrounding spaces are tolerated': ours is
 * that the value is trimmed, one leading '+' or '-' is allowed and dropped, and the 11 digits remain.
 */
const elevenDigitNumber = (length: number, message: string) =>
  text({ error: message })
    .trim()
    .regex(new RegExp(`^[+-]?\\d{${length}}$`), message)
    .overwrite((value) => value.replace(/^[+-]/, ''));

export const bvnSchema = elevenDigitNumber(BVN_LENGTH, kycCopy.invalidBvn);
export const ninSchema = elevenDigitNumber(NIN_LENGTH, kycCopy.invalidNin);

/** The spec sets no format for these; ours is a bound that fits any INEC or FRSC number. */
export const CARD_NUMBER_MAX_LENGTH = 32;

const cardNumber = (message: string) =>
  text({ error: message })
    .overwrite(normaliseCardNumber)
    .min(1, message)
    .max(CARD_NUMBER_MAX_LENGTH, message);

export const voterCardNumberSchema = cardNumber(kycCopy.invalidVin);
export const driverLicenseNumberSchema = cardNumber(kycCopy.invalidDriverLicense);

/** A NUBAN bank account number: 10 digits (spaces removed). */
export const accountNumberSchema = text({ error: kycCopy.invalidAccountNumber })
  .overwrite((value) => value.replace(/\s/g, ''))
  .regex(new RegExp(`^\\d{${ACCOUNT_NUMBER_LENGTH}}$`), kycCopy.invalidAccountNumber);

export const bankCodeSchema = text({ error: kycCopy.bankRequired })
  .trim()
  .min(1, kycCopy.bankRequired)
  .max(20, kycCopy.bankRequired);

/** A calendar date, YYYY-MM-DD. */
export const dobSchema = z.iso.date({ error: kycCopy.dobRequired });

export const genderSchema = z.enum(['male', 'female'], { error: kycCopy.genderRequired });
export type Gender = z.infer<typeof genderSchema>;

/** 'male' or 'female', derived from the selected gender name ('Male' -> 'male'); null otherwise. */
export function genderFromName(name: string): Gender | null {
  const parsed = genderSchema.safeParse(name.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** A KYC one-time code: exactly OTP_LENGTH (4) digits, nothing around them. */
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const isOtpCode = (value: string): boolean => OTP_PATTERN.test(value);

export const otpSchema = text({ error: kycCopy.invalidOtp })
  .trim()
  .regex(OTP_PATTERN, kycCopy.invalidOtp);

const kycName = (message: string) =>
  text({ error: message }).overwrite(stripNameToLetters).min(1, message).max(60, message);

export const kycFirstNameSchema = kycName(authCopy.firstNameRequired);
export const kycLastNameSchema = kycName(authCopy.lastNameRequired);

// Request bodies, per endpoint.

export const kycBodySchemas = {
  'nin-with-id': z.object({ nin: ninSchema }),
  'bvn-with-id': z.object({ bvn: bvnSchema }),
  /** dob comes with the second submit. */
  'vin-with-id': z.object({
    vin: voterCardNumberSchema,
    dob: dobSchema.optional(),
    first_name: kycFirstNameSchema.optional(),
    last_name: kycLastNameSchema.optional(),
  }),
  'driver-license-with-id': z.object({ driver_license_number: driverLicenseNumberSchema }),
  /** POST /local/{product}-account-number/verify/{cust_id}; gender and dob come with the second submit. */
  'account-number-verify': z.object({
    account_number: accountNumberSchema,
    bank_code: bankCodeSchema,
    gender: genderSchema.optional(),
    dob: dobSchema.optional(),
  }),
  'reset-name': z.object({
    first_name: kycFirstNameSchema,
    last_name: kycLastNameSchema,
    type: z.enum(['NIN', 'BVN', 'VIN']),
  }),
} as const;
export type KycEndpoint = keyof typeof kycBodySchemas;

/** The second submit of a Voter's Card (dob) and of a bank account (gender, then dob). */
export const dateOfBirthStepSchema = z.object({ dob: dobSchema });
export const accountDateOfBirthStepSchema = z.object({ gender: genderSchema, dob: dobSchema });

/** Per ID type: the endpoint, the body field holding the number and the errors key the client reads. */
export const KYC_ID_FIELDS: Readonly<
  Record<IdType, { endpoint: KycEndpoint; field: string; errorKey: string }>
> = {
  bvn: { endpoint: 'bvn-with-id', field: 'bvn', errorKey: 'bvn' },
  nin: { endpoint: 'nin-with-id', field: 'nin', errorKey: 'nin' },
  vin: { endpoint: 'vin-with-id', field: 'vin', errorKey: 'VIN' },
  dvl: {
    endpoint: 'driver-license-with-id',
    field: 'driver_license_number',
    errorKey: 'DRIVER_LICENSE',
  },
  account_number: {
    endpoint: 'account-number-verify',
    field: 'account_number',
    errorKey: 'ACCOUNT_NUMBER',
  },
};

/** The errors key for a body field: the ID number field under the client's key, any other under its name. */
export function kycErrorKey(endpoint: KycEndpoint, field: string): string {
  const id = Object.values(KYC_ID_FIELDS).find((f) => f.endpoint === endpoint && f.field === field);
  return id ? id.errorKey : field;
}

/** Validation issues as the API's errors object ({ VIN: [...] }), for the routes. */
export function kycFieldErrors(
  endpoint: KycEndpoint,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = kycErrorKey(endpoint, String(issue.path[0] ?? 'body'));
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

// Reading the server's errors on the client (section 8).

/** A list of error texts joined with '. '; blank texts are dropped, and none left gives undefined. */
const joined = (list: readonly string[] | undefined) => {
  const texts = list?.filter((text) => text.trim() !== '') ?? [];
  return texts.length > 0 ? texts.join('. ') : undefined;
};

/** The text under the ID field: its errors joined with '. ', else the message. The NIN field also reads bvn. */
export function kycFieldErrorText(idType: IdType, body: ApiErrorBody): string {
  const keys = idType === 'nin' ? ['nin', 'bvn'] : [KYC_ID_FIELDS[idType].errorKey];
  for (const key of keys) {
    const text = joined(body.errors?.[key]);
    if (text) return text;
  }
  return body.message;
}

/** A failed code check: the nin or bvn error text, else 'Invalid OTP'. */
export function otpErrorText(body: ApiErrorBody | null | undefined): string {
  return joined(body?.errors?.nin) ?? joined(body?.errors?.bvn) ?? kycCopy.invalidOtp;
}

/**
 * 'Unable to validate VIN because name does not match.' and its siblings: the spec gives the VIN,
 * account number and DRIVER_LICENSE texts; BVN and NIN follow the same pattern. The API answers them
 * in English in every language: a client knows a name mismatch by these words
 * (`isNameMismatchMessage`). The web's name-mismatch modal says the one it recognises in the
 * customer's language (`kyc.mismatch.message.<id type>`; docs/architecture.md, 'Languages').
 */
export const NAME_MISMATCH_MESSAGES: Record<IdType, string> = {
  bvn: 'Unable to validate BVN because name does not match.',
  nin: 'Unable to validate NIN because name does not match.',
  vin: 'Unable to validate VIN because name does not match.',
  account_number: 'Unable to validate account number because name does not match.',
  dvl: 'Unable to validate DRIVER_LICENSE because name does not match.',
};

/** Any text containing 'Unable to validate' is a name mismatch: the name-mismatch modal opens. */
export function isNameMismatchMessage(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.includes('Unable to validate');
}

// Driver's licence image uploads.

export const LICENCE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const LICENCE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** For the file input's accept attribute. */
export const LICENCE_IMAGE_ACCEPT = LICENCE_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function isLicenceImageName(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (LICENCE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

// Masking, for every response and log line (docs/architecture.md, 'Personal data').

/**
 * Shows the last 4 characters ('*******1234'). Values of 4 to 7 characters show the last 2 and values
 * under 4 show none, so at least as much stays hidden as is shown.
 */
export function maskIdentifier(value: string): string {
  const shown = value.length >= 8 ? 4 : value.length >= 4 ? 2 : 0;
  return '*'.repeat(value.length - shown) + value.slice(value.length - shown);
}

// Keeps the year only: '1990-04-12' gives '**/**/1990'; a value without a readable year is masked whole.
/**
 * An identity number as staff see it (the back office's reviews and customer page): only its last
 * four digits.
 */
export function maskIdentityNumber(last4: string): string {
  return `••••••${last4}`;
}

export function maskDob(value: string): string {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(value.trim())?.[1];
  return `**/**/${year ?? '****'}`;
}

// The one-time code of a BVN or NIN: where it went and when another can be sent (issue 18).

/** Seconds after a code is sent before the customer may ask for another one (ours). */
export const OTP_RESEND_AFTER_SECONDS = 60;

/**
 * What the code step needs to know, answered by the BVN/NIN submit, the code status and the resend:
 * the registered phone masked ('0803 *** **01', never the number) and the real wait before another
 * code can be sent (the resend pause, or the send quotas when one is used up).
 */
export const otpCodeStatusSchema = z.object({
  status: z.literal('otp_sent'),
  phone_hint: z.string().describe("the registered phone, masked: '0803 *** **01'"),
  resend_after_seconds: z
    .number()
    .int()
    .min(0)
    .describe('seconds until another code can be sent (0: now)'),
  expires_at: z.string().describe('when the newest code stops being accepted (ISO 8601)'),
});
export type OtpCodeStatus = z.infer<typeof otpCodeStatusSchema>;
