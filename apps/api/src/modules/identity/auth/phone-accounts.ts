import { randomBytes, randomUUID } from 'node:crypto';
import { NO_PASSWORD_HASH, PHONE_ONLY_EMAIL_DOMAIN } from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import type { DbOrTx } from '../../../db/client.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import {
  insertCustomer,
  updateCustomerProfile,
  type CustomerRow,
} from '../../customers/customers/index.js';

/*
 * Accounts opened by phone (issue 41; docs/business-rules.md, 'USSD'): a customer with only a
 * phone signs up by USSD with their names and date of birth; the account has no e-mail (a reserved
 * placeholder, PHONE_ONLY_EMAIL_DOMAIN) and no password until they add both on the web.
 */

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from(randomBytes(8), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');

/** Opens a phone-only account: names, the phone, the date of birth (encrypted). */
export async function openPhoneOnlyAccount(
  db: DbOrTx,
  cipher: FieldCipher,
  input: {
    firstName: string;
    lastName: string;
    phone: string;
    dob: string;
    /** The language the caller chose on the menu (English unless they did). */
    language: Language;
    now: Date;
  },
): Promise<CustomerRow> {
  const engageUid = randomUUID();
  const row = await insertCustomer(db, {
    engageUid,
    firstName: input.firstName,
    lastName: input.lastName,
    email: `${engageUid}@${PHONE_ONLY_EMAIL_DOMAIN}`,
    phoneNumber: input.phone,
    passwordHash: NO_PASSWORD_HASH,
    customerReferralCode: newReferralCode(),
    language: input.language,
    createdAt: input.now,
  });
  if (!row) throw new Error('phone-only account not created');
  await updateCustomerProfile(db, row.id, { dobEnc: cipher.encrypt(input.dob) }, input.now);
  return { ...row, dobEnc: cipher.encrypt(input.dob) };
}
