// What the web app and the API use of the catalogue at run time (no file system, no parser).
export type { MessageKey, Namespace } from './catalogues.js';
export {
  CLDR_DATES,
  formatDateIn,
  formatDateWith,
  formatMonthIn,
  formatMonthWith,
  formatNairaIn,
  formatNumber,
  intlLocale,
  valueIn,
  valueWith,
  type CldrDates,
} from './format.js';
export {
  chooseLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_NAMES_IN_ENGLISH,
  LANGUAGES,
  languageOfAcceptLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from './languages.js';
export {
  createTranslator,
  type CompiledCatalogue,
  type MessageValues,
  type Translate,
  type Translator,
} from './translate.js';
