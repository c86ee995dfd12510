// The catalogue's files and their namespaces, for build tools and the API (the web app's build
// reads them through its plugin, apps/web/build/catalogue-plugin.ts).
export {
  CATALOGUES,
  BY_WORDS_NAMESPACES,
  keysByWords,
  NAMESPACES,
  WEB_NAMESPACES,
  FETCHED_NAMESPACES,
  type Catalogue,
  type Namespace,
} from './catalogues.js';
export { isLanguage, LANGUAGES, type Language } from './languages.js';
