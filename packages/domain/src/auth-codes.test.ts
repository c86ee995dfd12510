import { describe, expect, it } from 'vitest';
import {
  emailCodeBodySchema,
  nigerianPhoneSchema,
  phoneAccountClaimBodySchema,
  phoneAccountCodeBodySchema,
  phoneAccountCopy,
  ussdPinBodySchema,
  ussdPinCopy,
  authCopy,
} from './auth.js';
import { emailProofCopy } from './email-proof.js';
import { phoneCopy } from './phone.js';

/**
 * The codes and PINs a customer types (the e-mail proof, the phone account's SMS code and PIN, the
 * USSD PIN set on the web): each refused with its own words (issue 43).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string; code?: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('the e-mail proof’s code', () => {
  it('When six digits are typed with spaces around, then they are read', () => {
    expect(emailCodeBodySchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it('When the code is not six digits, or not text, then the customer reads the code message', () => {
    for (const code of [123456, '12345', '1234567', '12a456'])
      expect(messagesAt(emailCodeBodySchema.safeParse({ code }), 'code'), String(code)).toEqual([
        emailProofCopy.codeInvalid,
      ]);
  });
});

describe('a phone number typed', () => {
  it('When it is not Nigerian, then the issue is a custom one with the phone message', () => {
    expect(nigerianPhoneSchema.safeParse('+254711000111').error!.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: phoneCopy.invalid }),
    ]);
  });

  it('When a code is asked for a phone account, then the phone is read as stored', () => {
    expect(phoneAccountCodeBodySchema.parse({ phone_number: '+2348031234567' })).toEqual({
      phone_number: '08031234567',
    });
  });
});

describe('claiming a phone account on the web', () => {
  const claim = {
    phone_number: '08031234567',
    code: '123456',
    pin: '2468',
    email: 'ada@example.ng',
    password: 'a long password',
  };

  it('When every field is right, then the account is claimed with them', () => {
    expect(phoneAccountClaimBodySchema.parse(claim)).toEqual(claim);
  });

  it('When the SMS code is not six digits, then the customer reads the code message', () => {
    for (const code of [123456, '12345', '1234567'])
      expect(
        messagesAt(phoneAccountClaimBodySchema.safeParse({ ...claim, code }), 'code'),
        String(code),
      ).toEqual([phoneAccountCopy.codeInvalid]);
  });

  it('When the PIN is not four digits, then the customer reads the PIN message', () => {
    for (const pin of [2468, 'x2468', '24681', '246', 'abcd'])
      expect(
        messagesAt(phoneAccountClaimBodySchema.safeParse({ ...claim, pin }), 'pin'),
        String(pin),
      ).toEqual([phoneAccountCopy.pinInvalid]);
  });
});

describe('setting the USSD PIN on the web', () => {
  const body = { current_password: 'a long password', pin: '2468' };

  it('When the password and a good PIN are given, then the PIN is set', () => {
    expect(ussdPinBodySchema.parse(body)).toEqual(body);
  });

  it('When the password is not text, empty or past 128 characters, then it is asked for', () => {
    for (const current_password of [5, ''])
      expect(
        messagesAt(ussdPinBodySchema.safeParse({ ...body, current_password }), 'current_password'),
      ).toEqual([authCopy.passwordRequired]);
    expect(
      ussdPinBodySchema.safeParse({ ...body, current_password: 'p'.repeat(128) }).success,
    ).toBe(true);
    expect(
      ussdPinBodySchema.safeParse({ ...body, current_password: 'p'.repeat(129) }).success,
    ).toBe(false);
  });

  it('When the PIN is not 4 digits, then the customer is asked for 4 digits; an easy one is called too easy', () => {
    for (const pin of [2468, '246', '24a8'])
      expect(messagesAt(ussdPinBodySchema.safeParse({ ...body, pin }), 'pin'), String(pin)).toEqual(
        [ussdPinCopy.pinFormat],
      );
    for (const pin of ['1111', '1234', '9876']) {
      const r = ussdPinBodySchema.safeParse({ ...body, pin });
      expect(r.error!.issues, pin).toEqual([
        expect.objectContaining({ code: 'custom', path: ['pin'], message: ussdPinCopy.pinWeak }),
      ]);
    }
  });
});
