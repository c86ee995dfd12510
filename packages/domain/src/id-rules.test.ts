import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from './errors.js';
import { maskPhoneNumber } from './phone.js';
import {
  accountDateOfBirthStepSchema,
  accountNumberSchema,
  bankCodeSchema,
  bvnSchema,
  dateOfBirthStepSchema,
  dobSchema,
  driverLicenseNumberSchema,
  genderFromName,
  genderSchema,
  hasDateOfBirthStep,
  hasOtpStep,
  ID_TYPE_OPTIONS,
  idTypeOptionsFor,
  isLicenceImageName,
  isNameMismatchMessage,
  kycBodySchemas,
  kycErrorKey,
  kycFieldErrors,
  kycFieldErrorText,
  isOtpCode,
  kycFirstNameSchema,
  LICENCE_IMAGE_ACCEPT,
  maskDob,
  maskIdentifier,
  NAME_MISMATCH_MESSAGES,
  ninSchema,
  otpErrorText,
  otpSchema,
  sendsGenderOnSecondStep,
  stripNameToLetters,
  stripNextOfKinName,
  stripToDigits,
  voterCardNumberSchema,
  type IdType,
  otpCodeStatusSchema,
} from './id-rules.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('BVN and NIN', () => {
  for (const { input, expected } of [
    { input: '12345678901', expected: '12345678901' },
    { input: ' 12345678901 ', expected: '12345678901' },
    { input: '+12345678901', expected: '12345678901' },
    { input: '-12345678901', expected: '12345678901' },
    { input: '  +12345678901  ', expected: '12345678901' },
  ])
    it(`When the BVN is "${input}", then it is accepted as ${expected}`, () => {
      expect(bvnSchema.parse(input)).toBe(expected);
      expect(ninSchema.parse(input)).toBe(expected);
    });

  it.each([
    '1234567890',
    '123456789012',
    '1234567890a',
    '123 45678901',
    '+-12345678901',
    '',
    '１２３４５６７８９０１',
  ])(
    'When the BVN is "%s", then it fails with \'Please enter a valid BVN: 11 digits.\'',
    (input) => {
      expect(firstMessage(bvnSchema.safeParse(input))).toBe('Please enter a valid BVN: 11 digits.');
    },
  );

  it.each(['1234567890', 'abcdefghijk', ''])(
    'When the NIN is "%s", then it fails with \'Please enter a valid NIN\'',
    (input) => {
      expect(firstMessage(ninSchema.safeParse(input))).toBe('Please enter a valid NIN');
    },
  );

  it('When the BVN is not a string, then it fails with the BVN message', () => {
    expect(firstMessage(bvnSchema.safeParse(12345678901))).toBe(
      'Please enter a valid BVN: 11 digits.',
    );
  });
});

describe("Voter's Card and driver's licence numbers", () => {
  for (const { input, expected } of [
    { input: ' 90f5 b04b3d2952 14365 ', expected: '90F5B04B3D295214365' },
    { input: 'abc-12345-ab12', expected: 'ABC12345AB12' },
  ])
    it(`When the number is "${input}", then it is kept as ${expected}`, () => {
      expect(voterCardNumberSchema.parse(input)).toBe(expected);
      expect(driverLicenseNumberSchema.parse(input)).toBe(expected);
    });

  it.each(['', '   ', '--'])(
    'When the Voter\'s Card number is "%s", then it fails with the Voter\'s Card message',
    (input) => {
      expect(firstMessage(voterCardNumberSchema.safeParse(input))).toBe(
        "Please enter a valid Voter's Card number",
      );
    },
  );

  it("When the driver's licence number is empty, then it fails with the Driver's License message", () => {
    expect(firstMessage(driverLicenseNumberSchema.safeParse(' '))).toBe(
      "Please enter a valid Driver's License number",
    );
  });

  it('When the number is longer than 32 characters, then it fails', () => {
    expect(voterCardNumberSchema.safeParse('A'.repeat(32)).success).toBe(true);
    expect(voterCardNumberSchema.safeParse('A'.repeat(33)).success).toBe(false);
  });
});

describe('bank account, bank, gender and date of birth', () => {
  for (const { input, ok } of [
    { input: '0123456789', ok: true },
    { input: ' 0123 456 789 ', ok: true },
    { input: '012345678', ok: false },
    { input: '01234567890', ok: false },
    { input: '01234S6789', ok: false },
  ])
    it(`When the account number is "${input}", then valid is ${ok}`, () => {
      const result = accountNumberSchema.safeParse(input);
      expect(result.success).toBe(ok);
      if (!ok) expect(firstMessage(result)).toBe('Please enter a valid account number');
    });

  it("When no bank is chosen, then it fails with 'Please select your bank'", () => {
    expect(firstMessage(bankCodeSchema.safeParse(' '))).toBe('Please select your bank');
    expect(bankCodeSchema.parse('058')).toBe('058');
  });

  for (const { name, expected } of [
    { name: 'Male', expected: 'male' },
    { name: ' female ', expected: 'female' },
    { name: 'Other', expected: null },
  ])
    it(`When the selected gender is "${name}", then ${expected} is sent`, () => {
      expect(genderFromName(name)).toBe(expected);
    });

  it("When the gender is not male or female, then it fails with 'Please select your gender'", () => {
    expect(firstMessage(genderSchema.safeParse('x'))).toBe('Please select your gender');
  });

  it.each([undefined, '', '1990-13-01', '12/04/1990'])(
    "When the date of birth is %s, then it fails with 'Please select date of birth'",
    (input) => {
      expect(firstMessage(dobSchema.safeParse(input))).toBe('Please select date of birth');
    },
  );

  it('When the date of birth is 1990-04-12, then it is accepted', () => {
    expect(dobSchema.parse('1990-04-12')).toBe('1990-04-12');
  });

  it("When the Voter's Card second step has no date of birth, then it fails with 'Please select date of birth'", () => {
    expect(firstMessage(dateOfBirthStepSchema.safeParse({}))).toBe('Please select date of birth');
  });

  it('When the bank account second step has a date of birth but no gender, then it fails on gender', () => {
    const result = accountDateOfBirthStepSchema.safeParse({ dob: '1990-04-12' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['gender']);
  });
});

describe('the one-time code', () => {
  for (const { input, ok } of [
    { input: '1234', ok: true },
    { input: ' 1234 ', ok: true },
    { input: '123', ok: false },
    { input: '12345', ok: false },
    { input: '12a4', ok: false },
  ])
    it(`When the code is "${input}", then valid is ${ok}`, () => {
      const result = otpSchema.safeParse(input);
      expect(result.success).toBe(ok);
      if (!ok) expect(firstMessage(result)).toBe('Invalid OTP');
    });

  for (const { input, ok } of [
    { input: '0042', ok: true },
    { input: ' 1234', ok: false },
    { input: '123', ok: false },
    { input: '12345', ok: false },
    { input: 'x1234', ok: false },
    { input: '1234x', ok: false },
  ])
    it(`When the server checks the code "${input}" as sent, then isOtpCode is ${ok}`, () => {
      expect(isOtpCode(input)).toBe(ok);
    });
});

describe('text clean-up', () => {
  for (const { input, expected } of [
    { input: "Ada-Obi O'Neil 2", expected: 'AdaObiONeil' },
    { input: 'Chúkwú', expected: 'Chkw' },
    { input: '', expected: '' },
  ])
    it(`When a name "${input}" is typed, then only letters A-Z remain: "${expected}"`, () => {
      expect(stripNameToLetters(input)).toBe(expected);
    });

  it('When a next-of-kin name is typed, then letters, hyphen and period remain', () => {
    expect(stripNextOfKinName("Ada-Obi Jr. O'Neil 2")).toBe('Ada-ObiJr.ONeil');
  });

  it('When a number is typed with separators, then only digits remain', () => {
    expect(stripToDigits('+234 (803) 123-4567')).toBe('2348031234567');
  });

  it('When a KYC first name is only symbols, then it fails as missing', () => {
    expect(firstMessage(kycFirstNameSchema.safeParse('123 !'))).toBe(
      'Please enter your first name',
    );
    expect(kycFirstNameSchema.parse(' Ada-eze ')).toBe('Adaeze');
  });
});

describe('ID types', () => {
  for (const { idType, label, optionId } of [
    { idType: 'bvn', label: 'BVN', optionId: 25 },
    { idType: 'vin', label: "Voter's Card", optionId: 20 },
    { idType: 'nin', label: 'NIN', optionId: 20 },
    { idType: 'dvl', label: "Driver's License", optionId: 22 },
    { idType: 'account_number', label: 'Bank Account Number', optionId: null },
  ] as { idType: IdType; label: string; optionId: number | null }[])
    it(`When the ID type is ${label}, then its option id is ${optionId}`, () => {
      expect(ID_TYPE_OPTIONS[idType]).toEqual({ idType, label, optionId });
    });

  for (const { flow, labels } of [
    { flow: 'income', labels: ['BVN', "Voter's Card", 'NIN', "Driver's License"] },
    { flow: 'health', labels: ['BVN', "Voter's Card", "Driver's License"] },
    {
      flow: 'health-cash',
      labels: ['BVN', "Voter's Card", "Driver's License", 'Bank Account Number'],
    },
    { flow: 'dashboard', labels: ['BVN', 'NIN'] },
  ] as const)
    it(`When the ${flow} flow lists ID types, then it offers ${JSON.stringify(labels)}`, () => {
      expect(idTypeOptionsFor(flow).map((o) => o.label)).toEqual(labels);
    });

  for (const { idType, otp, dob, gender } of [
    { idType: 'bvn', otp: true, dob: false, gender: false },
    { idType: 'nin', otp: true, dob: false, gender: false },
    { idType: 'vin', otp: false, dob: true, gender: false },
    { idType: 'dvl', otp: false, dob: false, gender: false },
    { idType: 'account_number', otp: false, dob: true, gender: true },
  ] as { idType: IdType; otp: boolean; dob: boolean; gender: boolean }[])
    it(`When the ID type is ${idType}, then code step is ${otp}, date-of-birth step is ${dob} and gender is ${gender}`, () => {
      expect(hasOtpStep(idType)).toBe(otp);
      expect(hasDateOfBirthStep(idType)).toBe(dob);
      expect(sendsGenderOnSecondStep(idType)).toBe(gender);
    });
});

describe('KYC request bodies', () => {
  it('When the NIN body is posted, then the NIN is normalised', () => {
    expect(kycBodySchemas['nin-with-id'].parse({ nin: ' +12345678901' })).toEqual({
      nin: '12345678901',
    });
  });

  it('When the BVN body is posted, then the BVN is normalised', () => {
    expect(kycBodySchemas['bvn-with-id'].parse({ bvn: '12345678901 ' })).toEqual({
      bvn: '12345678901',
    });
  });

  it("When the Voter's Card body has no date of birth (first step), then it is accepted", () => {
    expect(kycBodySchemas['vin-with-id'].parse({ vin: 'abc 123' })).toEqual({ vin: 'ABC123' });
  });

  it("When the Voter's Card body has a date of birth and names (second step), then they are kept", () => {
    expect(
      kycBodySchemas['vin-with-id'].parse({
        vin: 'ABC123',
        dob: '1990-04-12',
        first_name: 'Ada',
        last_name: 'Obi',
      }),
    ).toEqual({ vin: 'ABC123', dob: '1990-04-12', first_name: 'Ada', last_name: 'Obi' });
  });

  it("When the driver's licence body is posted, then driver_license_number is required", () => {
    expect(kycBodySchemas['driver-license-with-id'].safeParse({ dvl: 'ABC' }).success).toBe(false);
    expect(
      kycBodySchemas['driver-license-with-id'].parse({ driver_license_number: 'abc 1' }),
    ).toEqual({
      driver_license_number: 'ABC1',
    });
  });

  it('When the account body is posted, then account_number and bank_code are required and gender and dob optional', () => {
    const schema = kycBodySchemas['account-number-verify'];
    expect(schema.parse({ account_number: '0123456789', bank_code: '058' })).toEqual({
      account_number: '0123456789',
      bank_code: '058',
    });
    expect(
      schema.safeParse({
        account_number: '0123456789',
        bank_code: '058',
        gender: 'female',
        dob: '1990-04-12',
      }).success,
    ).toBe(true);
    expect(schema.safeParse({ account_number: '0123456789' }).success).toBe(false);
  });

  it('When the reset-name body has type VIN, then it is accepted; any other type fails', () => {
    const schema = kycBodySchemas['reset-name'];
    expect(schema.parse({ first_name: 'Ada1', last_name: 'Obi', type: 'VIN' })).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      type: 'VIN',
    });
    expect(schema.safeParse({ first_name: 'Ada', last_name: 'Obi', type: 'DVL' }).success).toBe(
      false,
    );
  });

  for (const { endpoint, field, key } of [
    { endpoint: 'bvn-with-id', field: 'bvn', key: 'bvn' },
    { endpoint: 'nin-with-id', field: 'nin', key: 'nin' },
    { endpoint: 'vin-with-id', field: 'vin', key: 'VIN' },
    { endpoint: 'vin-with-id', field: 'dob', key: 'dob' },
    { endpoint: 'driver-license-with-id', field: 'driver_license_number', key: 'DRIVER_LICENSE' },
    { endpoint: 'account-number-verify', field: 'account_number', key: 'ACCOUNT_NUMBER' },
    { endpoint: 'account-number-verify', field: 'bank_code', key: 'bank_code' },
    // Another type's ID field sent to this endpoint is only a body field here.
    { endpoint: 'bvn-with-id', field: 'vin', key: 'vin' },
    { endpoint: 'vin-with-id', field: 'account_number', key: 'account_number' },
  ] as const)
    it(`When the ${endpoint} body fails on ${field}, then the error is keyed errors.${key}`, () => {
      expect(kycErrorKey(endpoint, field)).toBe(key);
    });

  it('When an issue is about the whole body, then it is keyed errors.body', () => {
    expect(kycFieldErrors('bvn-with-id', [{ path: [], message: 'Expected an object' }])).toEqual({
      body: ['Expected an object'],
    });
  });

  it('When a BVN or NIN is typed with a sign, then only a leading sign is dropped', () => {
    expect(kycBodySchemas['bvn-with-id'].parse({ bvn: '+12345678901' }).bvn).toBe('12345678901');
    expect(kycBodySchemas['nin-with-id'].parse({ nin: '-12345678901' }).nin).toBe('12345678901');
    expect(kycBodySchemas['bvn-with-id'].safeParse({ bvn: '1234567890+' }).success).toBe(false);
  });

  it('When a VIN body fails validation, then the issues become errors.VIN as the client reads', () => {
    const result = kycBodySchemas['vin-with-id'].safeParse({ vin: ' ', dob: 'x' });
    expect(kycFieldErrors('vin-with-id', result.error?.issues ?? [])).toEqual({
      VIN: ["Please enter a valid Voter's Card number"],
      dob: ['Please select date of birth'],
    });
  });
});

describe('reading KYC errors on the client', () => {
  it("When the BVN check fails with a list, then the field shows it joined with '. '", () => {
    expect(
      kycFieldErrorText('bvn', {
        message: 'Failed',
        errors: { bvn: ['BVN not found', 'Try again'] },
      }),
    ).toBe('BVN not found. Try again');
  });

  it('When the NIN check fails with a bvn error only, then the NIN field shows the bvn error', () => {
    expect(kycFieldErrorText('nin', { message: 'Failed', errors: { bvn: ['Not found'] } })).toBe(
      'Not found',
    );
  });

  for (const { idType, key } of [
    { idType: 'vin', key: 'VIN' },
    { idType: 'dvl', key: 'DRIVER_LICENSE' },
    { idType: 'account_number', key: 'ACCOUNT_NUMBER' },
    { idType: 'nin', key: 'nin' },
  ] as { idType: IdType; key: string }[])
    it(`When the ${idType} check fails, then the field shows errors.${key}`, () => {
      expect(
        kycFieldErrorText(idType, { message: 'Failed', errors: { [key]: ['Bad number'] } }),
      ).toBe('Bad number');
    });

  it('When the check fails without field errors, then the field shows the message', () => {
    expect(kycFieldErrorText('vin', { message: 'Service unavailable' })).toBe(
      'Service unavailable',
    );
  });

  for (const { body, expected } of [
    { body: { message: 'x', errors: { nin: ['Code expired'] } }, expected: 'Code expired' },
    { body: { message: 'x', errors: { bvn: ['Wrong code'] } }, expected: 'Wrong code' },
    { body: { message: 'x' }, expected: 'Invalid OTP' },
    { body: null, expected: 'Invalid OTP' },
    { body: undefined, expected: 'Invalid OTP' },
    { body: { message: 'x', errors: { nin: [] } }, expected: 'Invalid OTP' },
    { body: { message: 'x', errors: { nin: [], bvn: [] } }, expected: 'Invalid OTP' },
    { body: { message: 'x', errors: { nin: [''] } }, expected: 'Invalid OTP' },
    { body: { message: 'x', errors: { nin: [' '], bvn: ['Wrong code'] } }, expected: 'Wrong code' },
    { body: { message: 'x', errors: { nin: ['', 'Code expired'] } }, expected: 'Code expired' },
    {
      body: { message: 'x', errors: { nin: ['Code expired', 'Try again'], bvn: ['Wrong code'] } },
      expected: 'Code expired. Try again',
    },
  ] as { body: ApiErrorBody | null | undefined; expected: string }[])
    it(`When the code check fails with ${JSON.stringify(body)}, then the text is "${expected}"`, () => {
      expect(otpErrorText(body)).toBe(expected);
    });

  for (const { idType, text } of [
    { idType: 'vin', text: 'Unable to validate VIN because name does not match.' },
    {
      idType: 'account_number',
      text: 'Unable to validate account number because name does not match.',
    },
    { idType: 'dvl', text: 'Unable to validate DRIVER_LICENSE because name does not match.' },
  ] as const)
    it(`When the ${idType} check answers "${text}", then it is a name mismatch`, () => {
      expect(NAME_MISMATCH_MESSAGES[idType]).toBe(text);
      expect(isNameMismatchMessage(text)).toBe(true);
    });

  for (const { text, expected } of [
    { text: 'Unable to validate BVN because name does not match.', expected: true },
    { text: 'Invalid OTP', expected: false },
    { text: 'unable to validate', expected: false },
    { text: null, expected: false },
  ])
    it(`When the text is "${text}", then name mismatch is ${expected}`, () => {
      expect(isNameMismatchMessage(text)).toBe(expected);
    });
});

describe("driver's licence images", () => {
  for (const { name, ok } of [
    { name: 'licence.png', ok: true },
    { name: 'licence.JPG', ok: true },
    { name: 'licence.jpeg', ok: true },
    { name: 'licence.pdf', ok: false },
    { name: 'png', ok: false },
    { name: 'licence.png.exe', ok: false },
  ])
    it(`When the file is ${name}, then accepted is ${ok}`, () => {
      expect(isLicenceImageName(name)).toBe(ok);
    });

  it('When the file input is rendered, then it accepts .png, .jpg and .jpeg', () => {
    expect(LICENCE_IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg');
  });
});

describe('masking', () => {
  for (const { value, expected } of [
    { value: '12345671234', expected: '*******1234' },
    { value: '0123456789', expected: '******6789' },
    { value: 'ABCD1234', expected: '****1234' },
    { value: 'ABC1234', expected: '*****34' },
    { value: 'ABCD', expected: '**CD' },
    { value: 'ABC', expected: '***' },
    { value: 'AB', expected: '**' },
    { value: '', expected: '' },
  ])
    it(`When ${JSON.stringify(value)} is masked, then it reads ${expected}`, () => {
      expect(maskIdentifier(value)).toBe(expected);
    });

  for (const { value, expected } of [
    { value: '1990-04-12', expected: '**/**/1990' },
    { value: '1990-04-12T00:00:00.000Z', expected: '**/**/1990' },
    { value: 'unknown', expected: '**/**/****' },
    { value: ' 1990-04-12 ', expected: '**/**/1990' },
    { value: 'born 1990-04-12', expected: '**/**/****' },
    { value: '1990-04-1', expected: '**/**/****' },
  ])
    it(`When the date of birth ${JSON.stringify(value)} is masked, then it reads ${expected}`, () => {
      expect(maskDob(value)).toBe(expected);
    });
});

describe('maskPhoneNumber, the hint of the code step (issue 18)', () => {
  it('When the phone is a Nigerian mobile, then the network prefix and the last two digits show', () => {
    expect(maskPhoneNumber('08031234501')).toBe('0803 *** **01');
    expect(maskPhoneNumber('+2347085460116')).toBe('0708 *** **16');
  });
  it('When the phone is not one, then only its last two digits show', () => {
    expect(maskPhoneNumber('12345678')).toBe('*** **78');
    expect(maskPhoneNumber('123')).toBe('***');
  });
  it('The code status answer carries the hint, the wait and the expiry', () => {
    const status = {
      status: 'otp_sent',
      phone_hint: '0803 *** **01',
      resend_after_seconds: 60,
      expires_at: '2026-11-26T12:00:00.000Z',
    };
    expect(otpCodeStatusSchema.parse(status)).toEqual(status);
    expect(otpCodeStatusSchema.safeParse({ ...status, resend_after_seconds: -1 }).success).toBe(
      false,
    );
  });
});
