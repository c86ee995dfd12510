import { describe, expect, it } from 'vitest';
import { authCopy } from './auth.js';
import {
  accountNumberSchema,
  bankCodeSchema,
  bvnSchema,
  idTypeOptionsFor,
  idTypeSchema,
  KYC_ID_FIELDS,
  kycCopy,
  kycFirstNameSchema,
  maskIdentityNumber,
  otpSchema,
  voterCardNumberSchema,
} from './id-rules.js';

/** The identity step's fields when what is sent is not text, the ID types, and how staff see a number (issue 43). */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('the identity step’s fields', () => {
  it('When a field is sent as something other than text, then the customer reads that field’s own words', () => {
    const cases = [
      [bvnSchema, kycCopy.invalidBvn],
      [voterCardNumberSchema, kycCopy.invalidVin],
      [accountNumberSchema, kycCopy.invalidAccountNumber],
      [bankCodeSchema, kycCopy.bankRequired],
      [otpSchema, kycCopy.invalidOtp],
      [kycFirstNameSchema, authCopy.firstNameRequired],
    ] as const;
    for (const [schema, message] of cases)
      expect(messages(schema.safeParse(12345))).toEqual([message]);
  });

  it('When an ID type is named, then it is one of the five the flows offer', () => {
    for (const type of ['bvn', 'nin', 'vin', 'dvl', 'account_number'])
      expect(idTypeSchema.parse(type)).toBe(type);
    expect(idTypeSchema.safeParse('passport').success).toBe(false);
  });

  it('When a claim is made, by the customer or the next of kin, then no ID type is offered', () => {
    expect(idTypeOptionsFor('claim')).toEqual([]);
    expect(idTypeOptionsFor('next-of-kin-claim')).toEqual([]);
  });

  it('When a BVN or a NIN is checked, then it goes to its own endpoint in its own field', () => {
    expect(KYC_ID_FIELDS.bvn).toEqual({ endpoint: 'bvn-with-id', field: 'bvn', errorKey: 'bvn' });
    expect(KYC_ID_FIELDS.nin).toEqual({ endpoint: 'nin-with-id', field: 'nin', errorKey: 'nin' });
  });
});

describe('an identity number as staff see it', () => {
  it('When staff see a number, then only its last four digits show', () => {
    expect(maskIdentityNumber('4567')).toBe('••••••4567');
  });
});
