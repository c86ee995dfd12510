import { ussdTexts, type UssdTexts } from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import { translatorOf } from '../../lib/translators.js';

const texts = new Map<Language, UssdTexts>();

/**
 * The USSD screens in `language` (issue 42): the catalogue's `ussd` namespace through the API's
 * translator, English where a string is not translated yet (docs/architecture.md, 'Languages').
 */
export function ussdTextsIn(language: Language): UssdTexts {
  let found = texts.get(language);
  if (!found) {
    found = ussdTexts(translatorOf(language).t);
    texts.set(language, found);
  }
  return found;
}
