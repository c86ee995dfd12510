import { describe, expect, it } from 'vitest';
import { setLanguage, signUp, useTestApp } from './helpers.js';
import {
  STRANGER_PHONE,
  customerRow,
  documentsOf,
  eventsOf,
  kycClient,
  latestCode,
  ownValue,
  sandboxValue,
  smsTo,
} from './kyc-support.js';

/**
 * Every ID type through the sandbox provider: a value of the customer's own (match), one ending in
 * 0001 (registered to Adaeze Okafor: a mismatch), one ending in 0000 (not found) and a bad format.
 */
const t = useTestApp();

async function customer() {
  const { id, cookie, body } = await signUp(t.app);
  return { id, cookie, phone: body.phone_number, kyc: kycClient(t.app, id, cookie) };
}

describe.each([
  {
    type: 'bvn' as const,
    key: 'bvn',
    label: 'BVN',
    invalid: 'Please enter a valid BVN: 11 digits.',
  },
  { type: 'nin' as const, key: 'nin', label: 'NIN', invalid: 'Please enter a valid NIN' },
])(
  '$label with a code (bvn-with-id / nin-with-id, then the code)',
  ({ type, key, label, invalid }) => {
    it(`When the ${label} is the customer's own, then a code goes to their phone and the code verifies it`, async () => {
      const c = await customer();
      const res = await c.kyc.submit(type, ownValue('digits11'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          status: 'otp_sent',
          phone_hint: `${c.phone.slice(0, 4)} *** **${c.phone.slice(-2)}`,
          resend_after_seconds: 60,
          expires_at: expect.any(String),
        },
      });
      const [sms] = await smsTo(t.app, c.phone);
      expect(sms).toMatch(
        /^Your Alaafia verification code is \d{4}\. It expires in 10 minutes\. Do not share it with anyone\.$/,
      );

      const verified = await c.kyc.verify(await latestCode(t.app, c.phone));
      expect(verified.statusCode).toBe(200);
      const me = (await c.kyc.me()).json().data;
      expect(verified.json().data).toEqual({
        id: c.id,
        first_name: 'Chinedu',
        last_name: 'Okeke',
        email: me.email,
        phone_number: c.phone,
      });
      const row = await customerRow(t.database.db, c.id);
      expect(type === 'bvn' ? row.haveVerifiedBvn : row.haveVerifiedNin).toBe(true);
      expect(row.haveCompletedKyc).toBe(false);
      const [doc] = await documentsOf(t.database.db, c.id);
      expect(doc).toMatchObject({ type, status: 'verified', provider: 'sandbox' });
      expect(me[type]).toMatch(/^\*{7}\d{4}$/);
    });

    it(`When the ${label} is registered to Adaeze Okafor, then the code goes to her phone and the right code answers the name mismatch with her name`, async () => {
      const c = await customer();
      const res = await c.kyc.submit(type, sandboxValue('digits11', '0001'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.phone_hint).toBe('0803 *** **01');
      expect(await smsTo(t.app, c.phone)).toEqual([]);

      const mismatch = await c.kyc.verify(await latestCode(t.app, STRANGER_PHONE));
      const message = `Unable to validate ${label} because name does not match.`;
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json()).toEqual({
        message,
        errors: { [key]: [message] },
        data: { first_name: 'Adaeze', last_name: 'Okafor' },
      });
      const row = await customerRow(t.database.db, c.id);
      expect(row.haveVerifiedBvn || row.haveVerifiedNin).toBe(false);
      expect((await documentsOf(t.database.db, c.id))[0]?.status).toBe('name_mismatch');
    });

    it(`When the ${label} is not registered, then it is 422 on errors.${key} and no code is sent`, async () => {
      const c = await customer();
      const res = await c.kyc.submit(type, sandboxValue('digits11', '0000'));
      expect(res.statusCode).toBe(422);
      const message = `We could not find this ${label}. Please check the number and try again.`;
      expect(res.json()).toEqual({ message, errors: { [key]: [message] } });
      expect(await smsTo(t.app, c.phone)).toEqual([]);
      expect((await documentsOf(t.database.db, c.id))[0]?.status).toBe('not_found');
    });

    it.each(['1234', '222123456789', '2221234567a', '', '   '])(
      `When the ${label} is %j, then it is 422 with '${invalid}' and nothing is looked up`,
      async (value) => {
        const c = await customer();
        const res = await c.kyc.submit(type, value);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: invalid, errors: { [key]: [invalid] } });
        expect(await documentsOf(t.database.db, c.id)).toEqual([]);
        expect((await eventsOf(t.database.db, c.id)).map((e) => e.event)).toEqual(['rejected']);
      },
    );

    it(`When the ${label} has a leading sign and spaces, then they are tolerated`, async () => {
      const c = await customer();
      const res = await c.kyc.submit(type, ` +${ownValue('digits11')} `);
      expect(res.statusCode).toBe(200);
    });
  },
);

describe("Voter's card (vin-with-id)", () => {
  it("When the VIN is the customer's own, then it answers the validated name and the date of birth is saved on the second submit", async () => {
    const c = await customer();
    const vin = ownValue('card');
    const first = await c.kyc.vin({ vin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { first_name: 'Chinedu', last_name: 'Okeke', id_type: 'vin' },
    });
    const second = await c.kyc.vin({ vin, dob: '1991-03-04' });
    expect(second.statusCode).toBe(200);
    const row = await customerRow(t.database.db, c.id);
    expect(row.dobEnc).not.toBeNull();
    expect((await c.kyc.me()).json().data.dob).toBe('**/**/1991');
    // The second submit reuses the verified document: one look-up, one document.
    const events = (await eventsOf(t.database.db, c.id)).map((e) => e.event);
    expect(events.filter((e) => e === 'submitted')).toHaveLength(1);
    expect(await documentsOf(t.database.db, c.id)).toHaveLength(1);
  });

  it('When the date of birth makes the customer under 18, then it is 422 on errors.dob and nothing is saved', async () => {
    const c = await customer();
    const vin = ownValue('card');
    await c.kyc.vin({ vin });
    const res = await c.kyc.vin({ vin, dob: new Date().toISOString().slice(0, 10) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.dob).toEqual(['You must be at least 18 years old to buy a policy']);
    expect((await customerRow(t.database.db, c.id)).dobEnc).toBeNull();
  });

  it("When the VIN is registered to Adaeze Okafor, then it is the spec's mismatch with her name", async () => {
    const c = await customer();
    const res = await c.kyc.vin({ vin: sandboxValue('card', '0001') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Unable to validate VIN because name does not match.',
      errors: { VIN: ['Unable to validate VIN because name does not match.'] },
      data: { first_name: 'Adaeze', last_name: 'Okafor' },
    });
  });

  it('When the VIN is not registered, then it is 422 on errors.VIN', async () => {
    const c = await customer();
    const res = await c.kyc.vin({ vin: sandboxValue('card', '0000') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      VIN: ["We could not find this Voter's Card number. Please check the number and try again."],
    });
  });

  it('When a customer who reads Hausa gives a VIN not registered, then the 422 names the card in Hausa', async () => {
    const c = await customer();
    await setLanguage(t.app, c, 'ha');
    const res = await c.kyc.vin({ vin: sandboxValue('card', '0000') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      VIN: ['Ba mu sami wannan lambar katin zaɓe ba. Don Allah ka duba lambar ka sake gwadawa.'],
    });
  });

  it.each([{ vin: '' }, { vin: ' -- ' }, {}, { vin: 'A'.repeat(33) }])(
    'When the VIN is %j, then it is 422 on errors.VIN',
    async (body) => {
      const c = await customer();
      const res = await c.kyc.vin(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: "Please enter a valid Voter's Card number",
        errors: { VIN: ["Please enter a valid Voter's Card number"] },
      });
      expect(await documentsOf(t.database.db, c.id)).toEqual([]);
    },
  );
});

describe("Driver's licence (driver-license-with-id)", () => {
  it("When the licence is the customer's own, then it answers the validated name", async () => {
    const c = await customer();
    const res = await c.kyc.licence({ driver_license_number: ownValue('card').toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { first_name: 'Chinedu', last_name: 'Okeke', id_type: 'dvl' },
    });
    const [doc] = await documentsOf(t.database.db, c.id);
    expect(doc).toMatchObject({ type: 'dvl', status: 'verified' });
  });

  it("When the licence is registered to Adaeze Okafor, then it is the spec's DRIVER_LICENSE mismatch", async () => {
    const c = await customer();
    const res = await c.kyc.licence({ driver_license_number: sandboxValue('card', '0001') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Unable to validate DRIVER_LICENSE because name does not match.',
      errors: {
        DRIVER_LICENSE: ['Unable to validate DRIVER_LICENSE because name does not match.'],
      },
      data: { first_name: 'Adaeze', last_name: 'Okafor' },
    });
  });

  it('When the licence is not registered, then it is 422 on errors.DRIVER_LICENSE', async () => {
    const c = await customer();
    const res = await c.kyc.licence({ driver_license_number: sandboxValue('card', '0000') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.DRIVER_LICENSE).toEqual([
      "We could not find this Driver's License number. Please check the number and try again.",
    ]);
  });

  it('When the licence number is empty, then it is 422 on errors.DRIVER_LICENSE', async () => {
    const c = await customer();
    const res = await c.kyc.licence({ driver_license_number: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Please enter a valid Driver's License number",
      errors: { DRIVER_LICENSE: ["Please enter a valid Driver's License number"] },
    });
  });
});

describe('Bank account ({product}-account-number/verify)', () => {
  it.each(['income', 'health', 'healthcash'])(
    "When the %s account is the customer's own, then it answers the account name and bank; gender and dob come with the second submit",
    async (product) => {
      const c = await customer();
      const body = { account_number: ownValue('digits10'), bank_code: '058' };
      const res = await c.kyc.account(body, product);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          first_name: 'Chinedu',
          last_name: 'Okeke',
          account_name: 'Chinedu Okeke',
          bank_name: 'Guaranty Trust Bank',
        },
      });
      const second = await c.kyc.account({ ...body, gender: 'male', dob: '1988-12-01' }, product);
      expect(second.statusCode).toBe(200);
      const me = (await c.kyc.me()).json().data;
      expect(me).toMatchObject({ gender: 'male', dob: '**/**/1988' });
    },
  );

  it('When the bank account is verified, then it is the payout account the claim form starts from (only for its owner); before, there is none', async () => {
    const c = await customer();
    const payoutAccount = (forId: number, cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/local/customers/${forId}/claims/payout-account`,
        headers: { cookie },
      });
    const before = await payoutAccount(c.id, c.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });
    const accountNumber = ownValue('digits10');
    expect(
      (await c.kyc.account({ account_number: accountNumber, bank_code: '058' })).statusCode,
    ).toBe(200);
    const after = await payoutAccount(c.id, c.cookie);
    expect(after.json()).toEqual({
      data: { bank_code: '058', account_number: accountNumber, source: 'identity_check' },
    });
    expect(after.headers['cache-control']).toBe('private, no-store');
    const other = await customer();
    expect((await payoutAccount(c.id, other.cookie)).statusCode).toBe(403);
  });

  it("When the account is registered to Adaeze Okafor, then it is the spec's account number mismatch", async () => {
    const c = await customer();
    const res = await c.kyc.account({
      account_number: sandboxValue('digits10', '0001'),
      bank_code: '044',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Unable to validate account number because name does not match.',
      errors: {
        ACCOUNT_NUMBER: ['Unable to validate account number because name does not match.'],
      },
      data: { first_name: 'Adaeze', last_name: 'Okafor' },
    });
  });

  it('When the account is not found, then it is 422 on errors.ACCOUNT_NUMBER', async () => {
    const c = await customer();
    const res = await c.kyc.account({
      account_number: sandboxValue('digits10', '0000'),
      bank_code: '044',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ACCOUNT_NUMBER: [
        'We could not find this account number. Please check the number and try again.',
      ],
    });
  });

  it.each(['12345', '01234567890', 'abcdefghij'])(
    'When the account number is %j, then it is 422 on errors.ACCOUNT_NUMBER',
    async (accountNumber) => {
      const c = await customer();
      const res = await c.kyc.account({ account_number: accountNumber, bank_code: '044' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Please enter a valid account number',
        errors: { ACCOUNT_NUMBER: ['Please enter a valid account number'] },
      });
    },
  );

  it('When the bank code is unknown, then it is 422 on errors.bank_code and nothing is looked up', async () => {
    const c = await customer();
    const res = await c.kyc.account({ account_number: ownValue('digits10'), bank_code: '999' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please choose your bank from the list.',
      errors: { bank_code: ['Please choose your bank from the list.'] },
    });
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
  });

  it('When the product in the path is unknown, then it is 404', async () => {
    const c = await customer();
    const res = await c.kyc.account(
      { account_number: ownValue('digits10'), bank_code: '044' },
      'travel',
    );
    expect(res.statusCode).toBe(404);
  });
});
