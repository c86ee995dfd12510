import { COOKIE_KEYS, idTypeSchema, LOCAL_STORAGE_KEYS, type IdType } from '@alaafia/domain';
import { z } from 'zod';
import { clearOnboarding, getCookie, removeCookie, setCookie, setStored } from '#lib/storage.js';

/**
 * What the KYC screens keep between stages, in the cookies onboarding-storage.ts names (2 hours,
 * path /). ID numbers are never stored: they stay in the form of screen 60.
 */

/** The validation result: the profile the server returned for the ID (names, and e-mail and phone after a code). */
const validationResultSchema = z.object({
  /** Ours: the ID type checked, so screens 70 and 80 know it after a reload (never the number). */
  id_type: idTypeSchema.optional(),
  id: z.number().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone_number: z.string().optional(),
});
type ValidationResult = z.infer<typeof validationResultSchema>;

/** The name registered to the ID after a mismatch, with the ID type that found it (screen 80 needs it). */
const nameMismatchRecordSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  id_type: idTypeSchema,
});
type NameMismatchRecord = z.infer<typeof nameMismatchRecordSchema>;

/** Keeps the server's profile from an ID check (what it is not is dropped) with the ID type checked. */
export function storeValidationResult(data: unknown, idType: IdType | undefined) {
  const parsed = validationResultSchema.safeParse(data);
  const profile = parsed.success ? parsed.data : {};
  setCookie(COOKIE_KEYS.validationResult, idType ? { ...profile, id_type: idType } : profile);
}

export function readValidationResult(): ValidationResult | null {
  return getCookie(COOKIE_KEYS.validationResult, validationResultSchema);
}

export function storeNameMismatch(record: NameMismatchRecord) {
  setCookie(COOKIE_KEYS.nameMismatch, record);
}

export function readNameMismatch(): NameMismatchRecord | null {
  return getCookie(COOKIE_KEYS.nameMismatch, nameMismatchRecordSchema);
}

/** The name-mismatch record and the ID check's answer, once the mismatch is cancelled. */
export function forgetNameMismatch() {
  removeCookie(COOKIE_KEYS.nameMismatch);
  removeCookie(COOKIE_KEYS.validationResult);
}

/**
 * 'Clears ... all stored onboarding data': every onboarding cookie and the stored plan, coverage,
 * state and hospitals. The first-sign-up flag is not onboarding data and stays.
 */
export function clearOnboardingData() {
  const { firstSignUp: _kept, ...localKeys } = LOCAL_STORAGE_KEYS;
  clearOnboarding([...Object.values(COOKIE_KEYS), ...Object.values(localKeys)]);
}

/** Screen 100's Complete: the stored data is cleared and the first-sign-up flag set. */
export function finishOnboardingStorage() {
  clearOnboardingData();
  setStored(LOCAL_STORAGE_KEYS.firstSignUp, true);
}
