import { KYC_ID_FIELDS, NAME_MISMATCH_MESSAGES, kycServerCopy, type IdType } from '@alaafia/domain';
import { errorWords } from '../../../lib/http-errors.js';

/**
 * What the KYC endpoints answer: the domain's `kycServerCopy` (the catalogue's `errors.kycServer.*`,
 * said in the customer's language), a message with values given them here (`errorWords`), and the
 * name-mismatch family, which stays English (the domain's NAME_MISMATCH_MESSAGES).
 */
export { kycServerCopy };

/** 'Invalid OTP. You have 2 tries left.', or none left: ask for a new code. */
export const invalidOtpTriesLeft = (left: number) =>
  errorWords(left > 0 ? kycServerCopy.triesLeft : kycServerCopy.noTriesLeft, { left });

/** 'We could not find this Voter's Card number. ...', the ID named in the customer's language. */
export const idNotFound = (type: IdType) => errorWords(kycServerCopy.notFound, { id: type });

/** 'No phone number is registered to this NIN, ...'. */
export const noPhoneOnId = (type: IdType) => errorWords(kycServerCopy.noPhoneOnId, { id: type });

/** 'Unable to validate VIN because name does not match.' and its siblings (the domain's, English). */
export const nameMismatchMessage = (type: IdType): string => NAME_MISMATCH_MESSAGES[type];

/** The errors key the client reads for each ID type: bvn, nin, VIN, DRIVER_LICENSE, ACCOUNT_NUMBER. */
export const errorKeyOf = (type: IdType): string => KYC_ID_FIELDS[type].errorKey;
