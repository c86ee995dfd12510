import type { IdType } from '@alaafia/domain';
import {
  IdentityProviderError,
  type IdentityLookupRequest,
  type IdentityLookupResult,
  type IdentityProvider,
  type RegisteredIdentity,
} from './types.js';

/**
 * Dojah (https://dojah.io), the identity provider we use in production: one account covers BVN,
 * NIN, voter's card, driver's licence and bank account lookups (docs/decisions/2026-11-22-identity-provider.md).
 *
 * From Dojah's published API reference (https://api-docs.dojah.io/docs/nigeria-kyc and the OpenAPI
 * document of github.com/dojah-inc/dojah-sdks, api.yaml):
 * - every call is a GET with the headers `AppId` (the app id) and `Authorization` (the secret key);
 *   hosts https://api.dojah.io (live) and https://sandbox.dojah.io (test);
 * - BVN   GET /api/v1/kyc/bvn/full?bvn=            two shapes, both accepted:
 *         the 2023 definition (api.yaml, GetFullBvnResponse) answers a plain lookup: entity
 *         first_name, middle_name, last_name, phone_number1, phone_number2, date_of_birth
 *         ('28-Jun-2000'; Dojah's BVN pages also print '01-January-1907'), reference;
 *         the current reference (https://docs.dojah.io/api-reference/endpoint/kyc_service/validate_bvn)
 *         documents it as "Validate BVN": first_name, last_name and dob are required query
 *         parameters and the entity's fields are objects ({ bvn: { value, status },
 *         first_name: { confidence_value, status }, date_of_birth: { status } }), with no name
 *         and no phone of the holder. We send the applicant's names (and date of birth when we
 *         have it) so either answers.
 * - NIN   GET /api/v1/kyc/nin?nin=                 entity: first_name, middle_name, surname,
 *         telephone, birth_date, reference
 * - VIN   GET /api/v1/kyc/vin?vin=                 entity: full_name SURNAME FIRST ('SALIU MOSHOOD
 *         KOLAWOLE', api.yaml GetVinResponse), voter_identification_number, gender, state,
 *         polling_unit... (no phone, no date of birth)
 * - DL    GET /api/v1/kyc/dl?license_number=       entity: personal_details { firstname, othername,
 *         surname, birth_date ('18/05/1992') } (older answers: firstName, lastName, middleName, birthDate)
 * - NUBAN GET /api/v1/kyc/nuban?account_number=&bank_code=  (both required) entity: account_name,
 *         first_name, last_name, other_names, phone, dob ('10/06/1982'), reference (api.yaml
 *         GetNubanResponse); the current reference
 *         (https://docs.dojah.io/api-reference/endpoint/kyc_service/lookup_nuban) answers the
 *         account_name with first_name, last_name, phone and dob empty and identity_number masked
 *         ('2*****26256'), so the name comes from account_name, and a masked value is never read
 * - errors: { "error": "..." } with 400 (bad parameters: our request is wrong), 404 (record not
 *   found), 401/403 (our keys), 402 (our balance is too low), 408/424/429/5xx (Dojah or the
 *   registry behind it failing) (https://api-docs.dojah.io/docs/general/response-codes). Only 404
 *   says anything about the number; everything else is IdentityProviderError, `ours` for
 *   400/401/402/403 (logged as an error) and `provider` for the rest.
 */
interface DojahOptions {
  baseUrl: string;
  appId: string;
  secretKey: string;
  timeoutMs: number;
}

const ENDPOINTS: Record<IdType, { path: string; param: string }> = {
  bvn: { path: '/api/v1/kyc/bvn/full', param: 'bvn' },
  nin: { path: '/api/v1/kyc/nin', param: 'nin' },
  vin: { path: '/api/v1/kyc/vin', param: 'vin' },
  dvl: { path: '/api/v1/kyc/dl', param: 'license_number' },
  account_number: { path: '/api/v1/kyc/nuban', param: 'account_number' },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first of the keys holding a non-empty string (Dojah's field names differ per registry). A
 * masked value ('2*****26256', '0803****567') is not the value: it is skipped.
 */
function pick(entity: Json, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = entity[key];
    if (typeof value === 'string' && value.trim() !== '' && !value.includes('*'))
      return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'Jun', 'June', 'JUNE', 'Sept' -> 6 / 9; 0 when the word is no month. */
function monthOf(word: string): number {
  const w = word.toLowerCase();
  return (
    MONTHS.findIndex((m) => m === w || m.slice(0, 3) === w || (w === 'sept' && m === 'september')) +
    1
  );
}

/**
 * Registry dates come as '1992-05-18', '18/05/1992', '18-05-1992', '28-Jun-2000', '28-Jun-00' or
 * '01-January-1907' (Dojah's BVN pages); answers YYYY-MM-DD, or null when the date cannot be read
 * for certain.
 */
export function parseRegistryDate(value: string | null): string | null {
  if (!value) return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})-([A-Za-z]{3,9})-(\d{2}|\d{4})$/.exec(text))) {
    d = Number(match[1]);
    m = monthOf(match[2]!);
    const year = Number(match[3]);
    // Two-digit years: a person alive today was born in this century only if that is not in the future.
    const thisYear = new Date().getUTCFullYear() % 100;
    y = match[3]!.length === 4 ? year : year <= thisYear ? 2000 + year : 1900 + year;
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** 'ADAEZE CHIOMA OKAFOR' -> first 'ADAEZE', middle 'CHIOMA', last 'OKAFOR'. */
function splitFullName(fullName: string) {
  const parts = fullName.split(/\s+/).filter(Boolean);
  return {
    firstName: parts[0] ?? '',
    lastName: parts.length > 1 ? parts[parts.length - 1]! : '',
    middleName: parts.length > 2 ? parts.slice(1, -1).join(' ') : null,
  };
}

/**
 * 'SALIU MOSHOOD KOLAWOLE' (a voter's card: surname first) -> last 'SALIU', first 'MOSHOOD',
 * middle 'KOLAWOLE'.
 */
function splitSurnameFirst(fullName: string) {
  const parts = fullName.split(/\s+/).filter(Boolean);
  return {
    lastName: parts[0] ?? '',
    firstName: parts[1] ?? '',
    middleName: parts.length > 2 ? parts.slice(2).join(' ') : null,
  };
}

/** Reads the entity of each lookup into the registered identity we keep. */
function toIdentity(type: IdType, raw: Json): RegisteredIdentity | null {
  const entity = type === 'dvl' && isObject(raw.personal_details) ? raw.personal_details : raw;
  let firstName = pick(entity, 'first_name', 'firstname', 'firstName');
  let lastName = pick(entity, 'last_name', 'surname', 'lastName', 'lastname');
  let middleName = pick(entity, 'middle_name', 'othername', 'middleName', 'other_names');
  const fullName = pick(entity, 'full_name', 'account_name');
  if ((!firstName || !lastName) && fullName) {
    const split = type === 'vin' ? splitSurnameFirst(fullName) : splitFullName(fullName);
    firstName ??= split.firstName;
    lastName ??= split.lastName;
    middleName ??= split.middleName;
  }
  if (!firstName || !lastName) return null;
  return {
    firstName,
    lastName,
    middleName,
    fullName,
    phoneNumber: pick(entity, 'phone_number1', 'telephone', 'phone_number', 'phone', 'mobile'),
    dateOfBirth: parseRegistryDate(
      pick(entity, 'date_of_birth', 'birth_date', 'birthDate', 'dob', 'formatted_dob'),
    ),
  };
}

/** What each refusal of Dojah means for us (https://api-docs.dojah.io/docs/general/response-codes). */
function statusError(status: number): IdentityProviderError {
  if (status === 400)
    return new IdentityProviderError('dojah refused our request (400)', 400, 'ours');
  if (status === 401 || status === 403)
    return new IdentityProviderError(`dojah refused our keys (${status})`, status, 'ours');
  if (status === 402) return new IdentityProviderError('dojah balance too low (402)', 402, 'ours');
  if (status === 424)
    return new IdentityProviderError('the registry behind dojah failed (424)', 424, 'provider');
  return new IdentityProviderError(`dojah answered ${status}`, status, 'provider');
}

const statusOf = (field: unknown) => (isObject(field) ? field.status : undefined);

/**
 * The validate shape of /kyc/bvn/full: Dojah compares the names we sent with the record and
 * answers a status per field, never the registered name or phone. Both names confirmed: the record
 * is the applicant's name (the phone and date of birth only when a plain string is given). A name
 * refused: a mismatch without a name to show. The BVN refused: not found.
 */
function fromValidation(entity: Json, request: IdentityLookupRequest): IdentityLookupResult {
  const reference = pick(entity, 'reference');
  if (statusOf(entity.bvn) === false) return { outcome: 'not_found' };
  const names = [entity.first_name, entity.last_name].filter((field) => field !== undefined);
  if (!names.every((field) => statusOf(field) === true))
    return { outcome: 'name_mismatch', reference };
  const dobConfirmed = statusOf(entity.date_of_birth) === true;
  return {
    outcome: 'found',
    reference,
    identity: {
      firstName: request.applicant.firstName,
      lastName: request.applicant.lastName,
      middleName: null,
      fullName: null,
      phoneNumber: pick(entity, 'phone_number1', 'phone_number'),
      dateOfBirth:
        parseRegistryDate(pick(entity, 'date_of_birth')) ??
        (dobConfirmed ? (request.applicant.dateOfBirth ?? null) : null),
    },
  };
}

export class DojahIdentityProvider implements IdentityProvider {
  readonly name = 'dojah';

  constructor(private readonly options: DojahOptions) {}

  async lookup(request: IdentityLookupRequest): Promise<IdentityLookupResult> {
    const endpoint = ENDPOINTS[request.type];
    const url = new URL(endpoint.path, this.options.baseUrl);
    url.searchParams.set(endpoint.param, request.value);
    if (request.type === 'account_number') {
      // Dojah requires the bank code; an empty one is our bug, never a question worth paying for.
      if (!request.bankCode) throw new IdentityProviderError('no bank code to send', null, 'ours');
      url.searchParams.set('bank_code', request.bankCode);
    }
    if (request.type === 'bvn') {
      // Required by the validate shape of /kyc/bvn/full, ignored by the plain lookup.
      url.searchParams.set('first_name', request.applicant.firstName);
      url.searchParams.set('last_name', request.applicant.lastName);
      if (request.applicant.dateOfBirth) url.searchParams.set('dob', request.applicant.dateOfBirth);
    }

    let response: Response;
    try {
      response = await fetch(url, {
        method: 'GET',
        headers: {
          Accept: 'application/json',
          AppId: this.options.appId,
          Authorization: this.options.secretKey,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new IdentityProviderError(timedOut ? 'dojah timed out' : 'dojah unreachable');
    }

    // 404 alone means no record for the number. 400 is our request that Dojah refused (we only
    // send numbers that pass our format rules): not the customer's fault, never 'not found'.
    if (response.status === 404) {
      await response.text().catch(() => '');
      return { outcome: 'not_found' };
    }
    if (!response.ok) {
      await response.text().catch(() => '');
      throw statusError(response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new IdentityProviderError('dojah answered a body that is not JSON', response.status);
    }
    const entity = isObject(body) ? body.entity : undefined;
    if (!isObject(entity) || Object.keys(entity).length === 0) return { outcome: 'not_found' };
    if (request.type === 'bvn' && isObject(entity.first_name))
      return fromValidation(entity, request);
    const identity = toIdentity(request.type, entity);
    if (!identity) throw new IdentityProviderError('dojah answered a record without a name', 200);
    return { outcome: 'found', identity, reference: pick(entity, 'reference') };
  }
}
