import { describe, expect, it } from 'vitest';
import {
  canSaveNextOfKin,
  nextOfKinBodySchema,
  nextOfKinCopy,
  nextOfKinFormSchema,
  RELATIONSHIPS,
  toNextOfKinPayload,
} from './next-of-kin.js';
import { shouldShowNextOfKinModal } from './next-of-kin-prompt.js';

const valid = {
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '08031234567',
  email: '',
  relationship: 'Sister',
};
const messagesFor = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (nextOfKinFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
      String(i.path[0]),
      i.message,
    ]),
  );

describe('the next-of-kin form', () => {
  it('When every field is valid, then the form parses with names and phone cleaned', () => {
    expect(
      nextOfKinFormSchema.parse({
        ...valid,
        first_name: 'Ada-Eze 1',
        last_name: 'St. John!',
        phone: '0803 123 4567',
      }),
    ).toEqual({
      first_name: 'Ada-Eze',
      last_name: 'St.John',
      phone: '08031234567',
      email: '',
      relationship: 'Sister',
    });
  });

  it.each([
    { phone: '8031234567', situation: 'has 10 digits' },
    { phone: '18031234567', situation: 'does not start with 0' },
    { phone: '+2348031234567', situation: 'is in international form' },
    { phone: '080312345678', situation: 'has 12 digits' },
  ])(
    "When the phone $situation, then it fails with 'Enter a valid Nigerian phone number'",
    ({ phone }) => {
      expect(messagesFor({ ...valid, phone }).phone).toBe('Enter a valid Nigerian phone number');
    },
  );

  it.each(['ada@', 'ada at example.ng', 'ada@example'])(
    "When the email is '%s', then it fails with 'Invalid email'",
    (email) => {
      expect(messagesFor({ ...valid, email }).email).toBe('Invalid email');
    },
  );

  it.each([undefined, '', '  ', ' Ada@Example.ng '])(
    'When the email is %j, then it is accepted',
    (email) => {
      expect(nextOfKinFormSchema.safeParse({ ...valid, email }).success).toBe(true);
    },
  );

  it.each(RELATIONSHIPS)('When the relationship is %s, then it is accepted', (relationship) => {
    expect(nextOfKinFormSchema.safeParse({ ...valid, relationship }).success).toBe(true);
  });

  it('When the relationship is not one of the eight, then it fails', () => {
    expect(RELATIONSHIPS).toEqual([
      'Husband',
      'Father',
      'Mother',
      'Son',
      'Daughter',
      'Brother',
      'Sister',
      'Wife',
    ]);
    expect(messagesFor({ ...valid, relationship: 'Cousin' }).relationship).toBe(
      'Please select a relationship',
    );
  });

  it('When the names are only symbols, then both are required', () => {
    expect(messagesFor({ ...valid, first_name: '123', last_name: '' })).toEqual({
      first_name: 'Please enter their first name',
      last_name: 'Please enter their last name',
    });
  });

  it('When the form is submitted, then name is first and last joined by a space and an empty email is null', () => {
    expect(toNextOfKinPayload(nextOfKinFormSchema.parse(valid))).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '08031234567',
      email: null,
      relationship: 'Sister',
      name: 'Ada Obi',
    });
  });

  it('When the API receives a body with name, then it validates like the form', () => {
    expect(nextOfKinBodySchema.safeParse({ ...valid, name: 'Ada Obi' }).success).toBe(true);
    expect(nextOfKinBodySchema.safeParse({ ...valid, phone: '123' }).success).toBe(false);
  });
});

describe('the next-of-kin body the API receives', () => {
  const bodyMessages = (values: Record<string, unknown>) =>
    Object.fromEntries(
      (nextOfKinBodySchema.safeParse(values).error?.issues ?? []).map((i) => [
        String(i.path[0]),
        i.message,
      ]),
    );

  it('When names hold letters, hyphens and periods, then they are kept as sent (trimmed)', () => {
    expect(
      nextOfKinBodySchema.parse({ ...valid, first_name: ' Ada-Eze ', last_name: 'St.John' }),
    ).toMatchObject({ first_name: 'Ada-Eze', last_name: 'St.John' });
  });

  it.each([
    { first_name: 'Ada1', situation: 'a digit' },
    { first_name: 'Ada Eze', situation: 'a space' },
    { first_name: "O'Neil", situation: 'an apostrophe' },
  ])(
    "When a name holds $situation, then it is refused (not stripped) with 'Please use only letters, hyphens and periods'",
    ({ first_name }) => {
      expect(bodyMessages({ ...valid, first_name })).toEqual({
        first_name: 'Please use only letters, hyphens and periods',
      });
    },
  );

  it('When a name is empty or only punctuation, then one required message is given', () => {
    expect(nextOfKinBodySchema.safeParse({ ...valid, last_name: '' }).error?.issues).toHaveLength(
      1,
    );
    expect(bodyMessages({ ...valid, first_name: '', last_name: '.-' })).toEqual({
      first_name: 'Please enter their first name',
      last_name: 'Please enter their last name',
    });
  });

  it('When the email is null (the payload of an empty email), then it is accepted', () => {
    expect(nextOfKinBodySchema.parse({ ...valid, email: null }).email).toBeNull();
  });

  it("When the phone is in international form, then it fails with 'Enter a valid Nigerian phone number'", () => {
    expect(bodyMessages({ ...valid, phone: '+2348031234567' }).phone).toBe(
      'Enter a valid Nigerian phone number',
    );
  });
});

describe('the next-of-kin Save button', () => {
  for (const { values, expected, situation } of [
    { situation: 'everything is filled', values: valid, expected: true },
    {
      situation: 'the email is invalid (not a Save condition)',
      values: { ...valid, email: 'x' },
      expected: true,
    },
    {
      situation: 'the first name is missing',
      values: { ...valid, first_name: '' },
      expected: false,
    },
    {
      situation: 'the last name is only symbols',
      values: { ...valid, last_name: '!!' },
      expected: false,
    },
    { situation: 'the phone is invalid', values: { ...valid, phone: '0803' }, expected: false },
    {
      situation: 'no relationship is chosen',
      values: { ...valid, relationship: '' },
      expected: false,
    },
    { situation: 'nothing is filled', values: {}, expected: false },
  ])
    it(`When ${situation}, then Save enabled is ${expected}`, () => {
      expect(canSaveNextOfKin(values)).toBe(expected);
    });
});

describe('the next-of-kin modal', () => {
  const htci = { product_prefix_code: 'HTCI' as const, company: null };

  for (const { next_of_kin, premiums, expected, situation } of [
    {
      situation: 'no next of kin and an unsponsored Health Cash premium',
      next_of_kin: null,
      premiums: [htci],
      expected: true,
    },
    {
      situation: 'a next of kin exists',
      next_of_kin: { name: 'Ada Obi' },
      premiums: [htci],
      expected: false,
    },
    {
      situation: 'the Health Cash premium has a company',
      next_of_kin: null,
      premiums: [{ ...htci, company: 'SMEDAN' }],
      expected: false,
    },
    {
      situation: 'there is no Health Cash premium',
      next_of_kin: null,
      premiums: [{ product_prefix_code: 'HI' as const, company: null }],
      expected: false,
    },
    { situation: 'there are no premiums', next_of_kin: null, premiums: [], expected: false },
  ])
    it(`When ${situation}, then the modal shows is ${expected}`, () => {
      expect(shouldShowNextOfKinModal({ next_of_kin, premiums })).toBe(expected);
    });

  it('When the modal is shown, then it names the ₦500,000 payout and where the editor is (Settings)', () => {
    expect(nextOfKinCopy.payout).toBe(
      'Up to ₦500,000 is available to this person in case of your death.',
    );
    expect(nextOfKinCopy.updateHint).toBe('You can update your next of kin anytime in Settings.');
  });
});
