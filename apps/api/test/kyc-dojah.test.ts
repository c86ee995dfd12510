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

  it("When a voter's card is found, then the full name is split and kept whole", async () => {
    server.use(
      lookupHandler(
        '/api/v1/kyc/vin',
        { vin: '91F6B1F5BE29535558655586' },
        {
          full_name: 'JOHN DOE',
          voter_identification_number: '91F6B1F5BE29535558655586',
          gender: 'Male',
          occupation: 'STUDENT',
          state: 'ONDO',
          polling_unit_code: '28/08/03/005',
        },
      ).handler,
    );
    const result = await dojah().lookup({
      type: 'vin',
      value: '91F6B1F5BE29535558655586',
      applicant,
    });
    expect(result).toMatchObject({
      outcome: 'found',
      identity: { firstName: 'JOHN', lastName: 'DOE', fullName: 'JOHN DOE', phoneNumber: null },
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
    ['31/02/1990', null],
    ['yesterday', null],
    ['', null],
  ])('When the registry says %j, then the date is %j', (input, expected) => {
    expect(parseRegistryDate(input)).toBe(expected);
  });
});
