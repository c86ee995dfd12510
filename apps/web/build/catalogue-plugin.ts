// By path, not by the package's name: Vite bundles a relative import into the config it loads,
// where Node alone could not load the package's TypeScript.
import { compileCatalogue } from '../../../packages/i18n/src/compile';
import { isLanguage, WEB_NAMESPACES } from '../../../packages/i18n/src/catalogues-index';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:alaafia-messages/';
const RESOLVED = '\0alaafia-messages:';

/**
 * `import('virtual:alaafia-messages/yo')`: the web app's messages in one language (the namespaces
 * marked `web` in packages/i18n), compiled here, at build time, from ICU MessageFormat to Lingui's
 * compiled form, so no parser ships to the browser; English fills each string a language has not
 * translated yet. One chunk per language, loaded only by a page in that language
 * (src/lib/messages.ts; docs/architecture.md, 'Languages').
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'alaafia-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      if (!isLanguage(language)) throw new Error(`no language ${language} in the catalogue`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(language, WEB_NAMESPACES)))});`;
    },
  };
}
