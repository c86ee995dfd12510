import { LANGUAGE_NAMES, LANGUAGES } from '@alaafia/i18n/languages';

/** The languages' names in English, for the back office (which stays English). */
export { LANGUAGE_NAMES_IN_ENGLISH } from '@alaafia/i18n/languages';
import { z } from './zod.js';

/**
 * The customer's language (issue 42; docs/business-rules.md, 'The customer's language'): one of the
 * catalogue's languages (packages/i18n), English until the customer chooses another. Every message we
 * send them is in it.
 */
export const languageCopy = {
  unknown: `Choose one of our languages: ${LANGUAGES.map((code) => `${code} (${LANGUAGE_NAMES[code]})`).join(', ')}`,
} as const;

export const languageSchema = z
  .enum(LANGUAGES, { error: languageCopy.unknown })
  .describe('the language the customer reads: en, pcm, yo, ha or ig');
export type CustomerLanguage = z.infer<typeof languageSchema>;
