import { KYC_ID_FIELDS, NAME_MISMATCH_MESSAGES, kycCopy, type IdType } from '@alaafia/domain';
import { profileCopy } from '../profile/index.js';

/**
 * What the KYC endpoints answer. The spec's words where it has them ('Invalid OTP', 'Please enter a
 * valid BVN', the 'Unable to validate ... because name does not match.' family); otherwise ours, in
 * the same style. ID numbers never appear in any of them.
 */
const ID_NAMES: Record<IdType, string> = {
  bvn: 'BVN',
  nin: 'NIN',
  vin: "Voter's Card number",
  dvl: "Driver's License number",
  account_number: 'account number',
};

export const kycServerCopy = {
  invalidOtp: kycCopy.invalidOtp,
  /** A wrong code that was compared: the spec's 'Invalid OTP' and the tries left (issue 30). */
  invalidOtpTriesLeft: (left: number) =>
    left > 0
      ? `${kycCopy.invalidOtp}. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : `${kycCopy.invalidOtp}. You have no tries left. Please request a new code.`,
  otpExpired: 'This code has expired. Please request a new code.',
  otpUsed: 'This code has already been used. Please request a new code.',
  otpTooManyTries: 'You have entered a wrong code too many times. Please request a new code.',
  noPendingCode:
    'There is no code waiting to be checked. Please enter your BVN or NIN to get a code.',
  noPhoneOnId: (type: IdType) =>
    `No phone number is registered to this ${ID_NAMES[type]}, so we cannot send you a code. Please use another ID.`,
  notFound: (type: IdType) =>
    `We could not find this ${ID_NAMES[type]}. Please check the number and try again.`,
  providerUnavailable: 'We could not verify your ID right now. Please try again in a few minutes.',
  smsUnavailable: 'We could not send your code right now. Please try again in a few minutes.',
  unknownBank: 'Please choose your bank from the list.',
  noVerifiedId: 'Please verify your identity with one of the ID types before you continue.',
  nameChangedSinceVerification:
    'Your name no longer matches the name on your verified ID. Please verify your identity again.',
  invalidEmail: 'Please enter a valid e-mail address',
  kycAlreadyComplete: profileCopy.kycAlreadyComplete,
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

/**
 * 'Unable to validate VIN because name does not match.' and its siblings: the spec gives the VIN,
 * account number and DRIVER_LICENSE texts; BVN and NIN follow the same pattern (the client treats
 * any text containing 'Unable to validate' as a name mismatch).
 */
export function nameMismatchMessage(type: IdType): string {
  if (type === 'bvn') return 'Unable to validate BVN because name does not match.';
  if (type === 'nin') return 'Unable to validate NIN because name does not match.';
  return NAME_MISMATCH_MESSAGES[type];
}

/** The errors key the client reads for each ID type: bvn, nin, VIN, DRIVER_LICENSE, ACCOUNT_NUMBER. */
export const errorKeyOf = (type: IdType): string => KYC_ID_FIELDS[type].errorKey;
