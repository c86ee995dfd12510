import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DojahIdentityProvider, parseRegistryDate } from '../src/integrations/identity/dojah.js';
import { IdentityProviderError } from '../src/integrations/identity/types.js';

/**
 * The Dojah adapter against msw handlers in the shapes of Dojah's API reference
 * (https://api-docs.dojah.io/docs/nigeria-kyc; examples from github.com/dojah-inc/dojah-sdks api.yaml).
 */
const BASE = 'https://dojah.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dojah = (timeoutMs = 2000) =>
  new DojahIdentityProvider({
    baseUrl: BASE,
    appId: 'app-123',
    secretKey: 'prod_sk_abc',
    timeoutMs,
  });
const applicant = { firstName: 'Joshua', lastName: 'Oladipo', phoneNumber: '08031234567' };

/** Answers the entity when the headers and the query are Dojah's; records what was asked. */
function lookupHandler(path: string, expected: Record<string, string>, entity: object) {
  const seen: URL[] = [];
  const handler = http.get(`${BASE}${path}`, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (
      request.headers.get('AppId') !== 'app-123' ||
      request.headers.get('Authorization') !== 'prod_sk_abc'
    ) {
      return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
    }
    for (const [key, value] of Object.entries(expected)) {
      if (url.searchParams.get(key) !== value) {
        return HttpResponse.json({ error: `Missing ${key}` }, { status: 400 });
      }
    }
    return HttpResponse.json({ entity });
  });
  return { handler, seen };
}

describe('DojahIdentityProvider', () => {
  it('When a BVN is found, then the registered name, phone and date of birth are read from /api/v1/kyc/bvn/full', async () => {
    const { handler, seen } = lookupHandler(
      '/api/v1/kyc/bvn/full',
      { bvn: '22468537919' },
      {
        bvn: '22468537919',
        first_name: 'JOSHUA',
        middle_name: 'OLUWATIMILEYIN',
        last_name: 'OLADIPO',
        date_of_birth: '28-Jun-2000',
        phone_number1: '07085460116',
        phone_number2: '',
        gender: 'Male',
        reference: '91b126d1-2467-42fc-b8d5-1cbd32257954',
      },
    );
    server.use(handler);
    const result = await dojah().lookup({ type: 'bvn', value: '22468537919', applicant });
    expect(result).toEqual({
      outcome: 'found',
      reference: '91b126d1-2467-42fc-b8d5-1cbd32257954',
      identity: {
        firstName: 'JOSHUA',
        lastName: 'OLADIPO',
        middleName: 'OLUWATIMILEYIN',
        fullName: null,
        phoneNumber: '07085460116',
        dateOfBirth: '2000-06-28',
      },
    });
    expect(seen).toHaveLength(1);
  });

  it('When a NIN is found, then surname, telephone and birth_date are read from /api/v1/kyc/nin', async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/nin',
        { nin: '70123456789' },
        {
          first_name: 'ADAEZE',
          middle_name: 'CHIOMA',
          surname: 'OKAFOR',
          telephone: '08031234567',
          birth_date: '1990-04-12',
          gender: 'f',
          reference: 'ref-nin',
        },
      ).handler,
    );
    const result = await dojah().lookup({ type: 'nin', value: '70123456789', applicant });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: {
        firstName: 'ADAEZE',
        lastName: 'OKAFOR',
        phoneNumber: '08031234567',
        dateOfBirth: '1990-04-12',
      },
    });
  });

  it("When a voter's card is found, then its surname-first full name gives surname, first and middle name", async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/vin',
        { vin: '90F5B1C5BD295355586' },
        // Dojah's own example: api.yaml (github.com/dojah-inc/dojah-sdks, 2023-07-28),
        // components.schemas.GetVinResponse.example, its keys as printed there ('gender:' ...).
        {
          full_name: 'SALIU MOSHOOD KOLAWOLE',
          'voter_identification_number:': '90F5B1C5BD295355586',
          'gender:': 'Male',
          'occupation:': 'STUDENT',
          'time_of_registration:': '2011-01-18 13:59:46',
          'state:': 'ONDO',
          'local_government:': 'IDANRE',
          'registration_area_ward:': 'ISALU JIGBOKIN',
          'polling_unit:': 'OJAJIGBOKIN, O/S IN FRONT OF ABANA I & II',
          polling_unit_code: '28/08/08/005',
        },
      ).handler,
    );
    const result = await dojah().lookup({ type: 'vin', value: '90F5B1C5BD295355586', applicant });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: {
        firstName: 'MOSHOOD',
        middleName: 'KOLAWOLE',
        lastName: 'SALIU',
        fullName: 'SALIU MOSHOOD KOLAWOLE',
        phoneNumber: null,
      },
    });
  });

  it("When a driver's licence is found, then personal_details are read from /api/v1/kyc/dl", async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/dl',
        { license_number: 'FKJ49409AB13' },
        {
          personal_details: {
            firstname: 'TOBI',
            othername: 'OLALEKAN',
            surname: 'OLOLADE',
            gender: 'Male',
            birth_date: '18/05/1992',
            state: 'Edo',
          },
        },
      ).handler,
    );
    const result = await dojah().lookup({ type: 'dvl', value: 'FKJ49409AB13', applicant });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: {
        firstName: 'TOBI',
        middleName: 'OLALEKAN',
        lastName: 'OLOLADE',
        dateOfBirth: '1992-05-18',
      },
    });
  });

  it('When a bank account is found, then /api/v1/kyc/nuban gets the account number and bank code', async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/nuban',
        { account_number: '3046507407', bank_code: '058' },
        {
          account_name: 'MOSHOOD KOLAWOLE SALIU',
          account_number: '3046507407',
          first_name: 'MOSHOOD',
          last_name: 'SALIU',
          other_names: 'KOLAWOLE',
          dob: '10/06/1982',
          phone: '2348137877844',
          reference: '91b360c9-0360-44b1-978f-ef56ad8fa2a2',
        },
      ).handler,
    );
    const result = await dojah().lookup({
      type: 'account_number',
      value: '3046507407',
      bankCode: '058',
      applicant,
    });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: {
        firstName: 'MOSHOOD',
        lastName: 'SALIU',
        fullName: 'MOSHOOD KOLAWOLE SALIU',
        phoneNumber: '2348137877844',
        dateOfBirth: '1982-06-10',
      },
    });
  });

  it("When a bank account is found in Dojah's current shape (names empty, identity number masked), then the name comes from account_name and nothing masked is read", async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/nuban',
        { account_number: '3046507407', bank_code: '011' },
        // Dojah's current reference: https://docs.dojah.io/api-reference/endpoint/kyc_service/lookup_nuban
        // (the 200 example, as printed there).
        {
          account_name: 'JOHN DOE MUSA',
          identity_number: '2*****26256',
          identity_type: 'BVN',
          bank: 'First Bank',
          account_currency: 'NGN',
          first_name: '',
          last_name: '',
          other_names: '',
          gender: '',
          dob: '',
          phone: '',
          postal_code: '',
          state_code: '',
          country_code: '',
          country_of_birth: '',
          nationality: '',
          expiry_date: '',
          address_1: '',
          address_2: '',
        },
      ).handler,
    );
    const result = await dojah().lookup({
      type: 'account_number',
      value: '3046507407',
      bankCode: '011',
      applicant,
    });
    expect(result).toEqual({
      outcome: 'found',
      reference: null,
      identity: {
        firstName: 'JOHN',
        middleName: 'DOE',
        lastName: 'MUSA',
        fullName: 'JOHN DOE MUSA',
        phoneNumber: null,
        dateOfBirth: null,
      },
    });
  });

  it('When a registry answers a masked phone, then it is not read as a phone', async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/nuban',
        { account_number: '3046507407', bank_code: '011' },
        { account_name: 'JOHN DOE MUSA', first_name: '', last_name: '', phone: '0803*****67' },
      ).handler,
    );
    const result = await dojah().lookup({
      type: 'account_number',
      value: '3046507407',
      bankCode: '011',
      applicant,
    });
    expect(result).toMatchObject({ outcome: 'found', identity: { phoneNumber: null } });
  });

  it('When a bank account has no bank code, then nothing is sent and it is our error', async () => {
    const { handler, seen } = lookupHandler('/api/v1/kyc/nuban', {}, {});
    server.use(handler);
    const error = await dojah()
      .lookup({ type: 'account_number', value: '3046507407', applicant })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityProviderError);
    expect((error as IdentityProviderError).fault).toBe('ours');
    expect(seen).toHaveLength(0);
  });

  it("When /kyc/bvn/full answers the current reference's validate shape and both names pass, then the applicant's name is confirmed, and the names and date of birth were sent", async () => {
    const { handler, seen } = lookupHandler(
      '/api/v1/kyc/bvn/full',
      { bvn: '22380348250', first_name: 'Joshua', last_name: 'Oladipo', dob: '1990-04-12' },
      // https://docs.dojah.io/api-reference/endpoint/kyc_service/validate_bvn: the 200 example
      // (bvn, first_name, date_of_birth), with last_name as its response fields list it.
      {
        bvn: { value: '22380348250', status: true },
        first_name: { confidence_value: 100, status: true },
        last_name: { confidence_value: 100, status: true },
        date_of_birth: { status: true },
      },
    );
    server.use(handler);
    const result = await dojah().lookup({
      type: 'bvn',
      value: '22380348250',
      applicant: { ...applicant, dateOfBirth: '1990-04-12' },
    });
    expect(result).toEqual({
      outcome: 'found',
      reference: null,
      identity: {
        firstName: 'Joshua',
        lastName: 'Oladipo',
        middleName: null,
        fullName: null,
        phoneNumber: null,
        dateOfBirth: '1990-04-12',
      },
    });
    expect(seen).toHaveLength(1);
  });

  it('When the validate shape refuses a name, then it is a name mismatch without a name; when it refuses the BVN, not found', async () => {
    server.use(
      http.get(`${BASE}/api/v1/kyc/bvn/full`, ({ request }) => {
        const bvn = new URL(request.url).searchParams.get('bvn');
        return HttpResponse.json({
          entity: {
            bvn: { value: bvn, status: bvn !== '22222222220' },
            first_name: { confidence_value: 20, status: false },
            date_of_birth: { status: false },
          },
        });
      }),
    );
    expect(await dojah().lookup({ type: 'bvn', value: '22380348250', applicant })).toEqual({
      outcome: 'name_mismatch',
      reference: null,
    });
    expect(await dojah().lookup({ type: 'bvn', value: '22222222220', applicant })).toEqual({
      outcome: 'not_found',
    });
  });

  it("When a BVN's date of birth comes as '01-January-1907', then it is read", async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/bvn/full',
        { bvn: '22222222222' },
        // The BVN example of Dojah's reference (https://docs.dojah.io/docs/nigeria/verify-bvn-with-selfie-image,
        // "entity.date_of_birth ... DD-MMMM-YYYY, e.g., 01-January-1907").
        {
          bvn: '22222222222',
          first_name: 'JOHN',
          middle_name: 'ANON',
          last_name: 'DOE',
          date_of_birth: '01-January-1907',
          phone_number1: '08103817187',
          phone_number2: '',
          gender: 'Male',
        },
      ).handler,
    );
    const result = await dojah().lookup({ type: 'bvn', value: '22222222222', applicant });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: { dateOfBirth: '1907-01-01', phoneNumber: '08103817187' },
    });
  });

  it.each([
    [400, 'ours'],
    [401, 'ours'],
    [402, 'ours'],
    [403, 'ours'],
    [424, 'provider'],
    [500, 'provider'],
  ] as const)(
    'When Dojah answers %i, then it is never "not found" and the fault is %s',
    async (status, fault) => {
      server.use(
        http.get(`${BASE}/api/v1/kyc/vin`, () =>
          HttpResponse.json({ error: 'Something went wrong' }, { status }),
        ),
      );
      const error = await dojah()
        .lookup({ type: 'vin', value: '90F5B1C5BD295355586', applicant })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityProviderError);
      expect((error as IdentityProviderError).fault).toBe(fault);
      expect((error as IdentityProviderError).status).toBe(status);
    },
  );

  it('When Dojah answers 404, then the number is not found', async () => {
    server.use(
      http.get(`${BASE}/api/v1/kyc/bvn/full`, () =>
        HttpResponse.json({ error: 'BVN not found' }, { status: 404 }),
      ),
    );
    expect(await dojah().lookup({ type: 'bvn', value: '22222222222', applicant })).toEqual({
      outcome: 'not_found',
    });
  });

  it.each([401, 402, 424, 500, 503])(
    'When Dojah answers %i, then it is a provider error that does not quote the number',
    async (status) => {
      server.use(
        http.get(`${BASE}/api/v1/kyc/nin`, () =>
          HttpResponse.json({ error: 'Third party service failure' }, { status }),
        ),
      );
      const error = await dojah()
        .lookup({ type: 'nin', value: '70123456789', applicant })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityProviderError);
      expect((error as IdentityProviderError).status).toBe(status);
      expect((error as Error).message).not.toContain('70123456789');
    },
  );

  it('When Dojah does not answer in time, then it is a provider error', async () => {
    server.use(
      http.get(`${BASE}/api/v1/kyc/bvn/full`, async () => {
        await delay(500);
        return HttpResponse.json({ entity: {} });
      }),
    );
    const error = await dojah(50)
      .lookup({ type: 'bvn', value: '22222222222', applicant })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityProviderError);
    expect((error as Error).message).toBe('dojah timed out');
  });

  it('When the network fails, then it is a provider error', async () => {
    server.use(http.get(`${BASE}/api/v1/kyc/bvn/full`, () => HttpResponse.error()));
    await expect(
      dojah().lookup({ type: 'bvn', value: '22222222222', applicant }),
    ).rejects.toBeInstanceOf(IdentityProviderError);
  });

  it('When Dojah answers a record without a name, then it is a provider error', async () => {
    server.use(
      http.get(`${BASE}/api/v1/kyc/vin`, () => HttpResponse.json({ entity: { gender: 'Male' } })),
    );
    await expect(dojah().lookup({ type: 'vin', value: 'ABC', applicant })).rejects.toBeInstanceOf(
      IdentityProviderError,
    );
  });
});

describe('parseRegistryDate', () => {
  it.each([
    ['1992-05-18', '1992-05-18'],
    ['18/05/1992', '1992-05-18'],
    ['18-05-1992', '1992-05-18'],
    ['28-Jun-2000', '2000-06-28'],
    ['28-Jun-85', '1985-06-28'],
    ['01-January-1907', '1907-01-01'],
    ['5-SEPTEMBER-1990', '1990-09-05'],
    ['01-Janvier-1907', null],
    ['31/02/1990', null],
    ['yesterday', null],
    ['', null],
  ])('When the registry says %j, then the date is %j', (input, expected) => {
    expect(parseRegistryDate(input)).toBe(expected);
  });
});
