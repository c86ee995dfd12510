import { SOURCE_LANGUAGE } from '@alaafia/i18n';
import { useEffect, useReducer } from 'react';
import { useTranslator } from './i18n';
import { hasMessages, loadMessages } from './messages';

/**
 * `const words = useProductWords(); words(benefit.title)`: a word of the product catalogue (a
 * benefit's title and description, a service category, a highlight, a requirement), which the API
 * serves in English from its seed, in the page's language (docs/architecture.md, 'Languages';
 * decisions/2026-12-07-product-words.md). The `products` messages, keyed by those English words
 * (`Translator.product`), are fetched by the first screen that says one, never with a first
 * screen (a wizard starts them early: `useProductWordsSoon`), and the screen is drawn again when
 * they arrive. A word the catalogue does not hold (a product edited since) stays as the API has it;
 * an English page fetches nothing. In its own module, so only the screens that say product words
 * carry it.
 */
export function useProductWords(): (text: string) => string {
  const translator = useTranslator();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const waiting = translator.language !== SOURCE_LANGUAGE && !hasMessages('products');
  useEffect(() => {
    if (!waiting) return;
    let shown = true;
    loadMessages(['products']).then(
      () => {
        if (shown) arrived();
      },
      () => undefined, // no network: the English stays, and the next screen tries again
    );
    return () => {
      shown = false;
    };
  }, [waiting]);
  return translator.product;
}

/**
 * Starts fetching the `products` messages once the wizard that will show them has drawn its first
 * screen, so its coverage screen has them when the customer gets there (not in English first).
 */
export function useProductWordsSoon() {
  const { language } = useTranslator();
  useEffect(() => {
    if (language !== SOURCE_LANGUAGE && !hasMessages('products'))
      loadMessages(['products']).catch(() => undefined);
  }, [language]);
}
