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
 * - BVN   GET /api/v1/kyc/bvn/full?bvn=            entity: first_name, middle_name, last_name,
 *         phone_number1, phone_number2, date_of_birth ('28-Jun-2000'), reference
 * - NIN   GET /api/v1/kyc/nin?nin=                 entity: first_name, middle_name, surname,
 *         telephone, birth_date, reference
 * - VIN   GET /api/v1/kyc/vin?vin=                 entity: full_name, voter_identification_number,
 *         gender, state, polling_unit... (no phone, no date of birth)
 * - DL    GET /api/v1/kyc/dl?license_number=       entity: personal_details { firstname, othername,
 *         surname, birth_date ('18/05/1992') } (older answers: firstName, lastName, middleName, birthDate)
 * - NUBAN GET /api/v1/kyc/nuban?account_number=&bank_code=  entity: account_name, first_name,
 *         last_name, other_names, phone, dob ('10/06/1982'), reference
 * - errors: { "error": "..." } with 400 (bad parameters), 404 (record not found), 401/402/403 (our
 *   account), 408/424/429/5xx (Dojah or the registry behind it failing)
 *   (https://api-docs.dojah.io/docs/general/response-codes).
 */
export interface DojahOptions {
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

/** The first of the keys holding a non-empty string (Dojah's field names differ per registry). */
function pick(entity: Json, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = entity[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Registry dates come as '1992-05-18', '18/05/1992', '18-05-1992', '28-Jun-2000' or '28-Jun-00';
 * answers YYYY-MM-DD, or null when the date cannot be read for certain.
 */
export function parseRegistryDate(value: string | null): string | null {
  if (!value) return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/.exec(text))) {
    d = Number(match[1]);
    m = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
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

/** Reads the entity of each lookup into the registered identity we keep. */
function toIdentity(type: IdType, raw: Json): RegisteredIdentity | null {
  const entity = type === 'dvl' && isObject(raw.personal_details) ? raw.personal_details : raw;
  let firstName = pick(entity, 'first_name', 'firstname', 'firstName');
  let lastName = pick(entity, 'last_name', 'surname', 'lastName', 'lastname');
  let middleName = pick(entity, 'middle_name', 'othername', 'middleName', 'other_names');
  const fullName = pick(entity, 'full_name', 'account_name');
  if ((!firstName || !lastName) && fullName) {
    const split = splitFullName(fullName);
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

export class DojahIdentityProvider implements IdentityProvider {
  readonly name = 'dojah';

  constructor(private readonly options: DojahOptions) {}

  async lookup(request: IdentityLookupRequest): Promise<IdentityLookupResult> {
    const endpoint = ENDPOINTS[request.type];
    const url = new URL(endpoint.path, this.options.baseUrl);
    url.searchParams.set(endpoint.param, request.value);
    if (request.type === 'account_number')
      url.searchParams.set('bank_code', request.bankCode ?? '');

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

    // 404: no record for the number. 400: Dojah refused the number itself (we only send numbers
    // that pass our format rules, so the registry does not know it either).
    if (response.status === 404 || response.status === 400) {
      await response.text().catch(() => '');
      return { outcome: 'not_found' };
    }
    if (!response.ok) {
      await response.text().catch(() => '');
      throw new IdentityProviderError(`dojah answered ${response.status}`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new IdentityProviderError('dojah answered a body that is not JSON', response.status);
    }
    const entity = isObject(body) ? body.entity : undefined;
    if (!isObject(entity) || Object.keys(entity).length === 0) return { outcome: 'not_found' };
    const identity = toIdentity(request.type, entity);
    if (!identity) throw new IdentityProviderError('dojah answered a record without a name', 200);
    return { outcome: 'found', identity, reference: pick(entity, 'reference') };
  }
}
