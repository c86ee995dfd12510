import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BY_WORDS_NAMESPACES, CATALOGUES, NAMESPACES, type Namespace } from './catalogues.js';
import { compileByWords, compileCatalogue } from './compile.js';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages.js';
import { placeholdersOf } from './placeholders.js';

// The checks that keep the catalogue whole (issue 42, item 5; docs/architecture.md, 'Languages').

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const namespaces = Object.keys(NAMESPACES) as Namespace[];
const translations = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);
const english = (namespace: Namespace) => CATALOGUES[SOURCE_LANGUAGE][namespace];

interface Review {
  by: string;
  on: string;
  text: string;
}
const reviews = (language: Language): Record<string, Review> =>
  JSON.parse(fs.readFileSync(path.join(root, 'review', `${language}.json`), 'utf8')) as Record<
    string,
    Review
  >;

describe('the catalogue files', () => {
  it('When a file is in catalogues/, then it is a namespace of src/catalogues.ts in every language', () => {
    for (const language of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(root, 'catalogues', language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, `catalogues/${language}/`).toEqual([...namespaces].sort());
      for (const namespace of namespaces) {
        const onDisk = JSON.parse(
          fs.readFileSync(path.join(root, 'catalogues', language, `${namespace}.json`), 'utf8'),
        ) as unknown;
        expect(CATALOGUES[language][namespace], `${language}/${namespace}.json`).toEqual(onDisk);
      }
    }
  });

  it('When a key is in English, then it starts with its namespace and has words', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of Object.entries(english(namespace))) {
        expect(key.startsWith(`${namespace}.`), `${key} in ${namespace}.json`).toBe(true);
        expect(key, key).toMatch(/^[a-z][\w-]*(\.[\w-]+)+$/);
        expect(typeof text === 'string' && text.trim().length > 0, `${key} in English`).toBe(true);
      }
    }
  });

  it('When English has a key, then every language has it (null until translated) and no other', () => {
    for (const language of translations) {
      for (const namespace of namespaces) {
        const own = Object.keys(CATALOGUES[language][namespace]).sort();
        const source = Object.keys(english(namespace)).sort();
        const missing = source.filter((key) => !own.includes(key));
        const extra = own.filter((key) => !source.includes(key));
        expect(
          missing,
          `missing in ${language}/${namespace}.json (add them, null if not translated yet)`,
        ).toEqual([]);
        expect(extra, `in ${language}/${namespace}.json but not in English`).toEqual([]);
      }
    }
  });

  it('When a message is in any language, then it parses and needs what its English needs', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, source] of Object.entries(english(namespace))) {
        const wanted = placeholdersOf(source ?? '');
        for (const language of translations) {
          const text = CATALOGUES[language][namespace][key];
          if (text == null) continue;
          let got: string[];
          try {
            got = placeholdersOf(text);
          } catch (error) {
            problems.push(`${language} ${key} does not parse: ${(error as Error).message}`);
            continue;
          }
          if (got.join() !== wanted.join()) {
            problems.push(
              `${language} ${key} needs [${got.join(', ')}], English [${wanted.join(', ')}]`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('When a namespace has a length limit (a USSD screen), then no message of any language passes it', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      const limit = (NAMESPACES[namespace] as { maxLength?: number }).maxLength;
      if (!limit) continue;
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(CATALOGUES[language][namespace])) {
          if (text != null && [...text].length > limit)
            problems.push(`${language} ${key}: ${[...text].length} > ${limit}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('When namespaces are found by their English words, then no words are in two of them and each holds a text once', () => {
    // `errors` and `products` share one table of English words in a page's translator
    // (compile.ts, `compileByWords`): words in both would say one namespace's translation for the
    // other's. `products` holds each seed text once (its duplicates share a key).
    const owner = new Map<string, Namespace>();
    const problems: string[] = [];
    for (const namespace of BY_WORDS_NAMESPACES) {
      for (const text of Object.values(english(namespace))) {
        if (typeof text !== 'string') continue;
        const first = owner.get(text);
        if (first && first !== namespace) problems.push(`'${text}' in ${first} and ${namespace}`);
        owner.set(text, namespace);
      }
    }
    const productTexts = Object.values(english('products'));
    expect(new Set(productTexts).size, 'a products text under two keys').toBe(productTexts.length);
    expect(problems).toEqual([]);
  });

  it('When a namespace is found by its English words, then each translated text is found by them, and English carries none', () => {
    for (const language of translations) {
      for (const namespace of BY_WORDS_NAMESPACES) {
        const compiled = compileByWords(language, namespace);
        for (const [key, text] of Object.entries(english(namespace))) {
          const own = CATALOGUES[language][namespace][key];
          if (own != null && own !== text)
            expect(compiled[text ?? ''], `${language} ${key}`).toBeDefined();
        }
      }
    }
    // The translator answers a text it does not hold with the text: English's chunk holds only the
    // messages with values, which it fills (the API's errorWords: 'ends on {endsOn}; ...').
    for (const namespace of BY_WORDS_NAMESPACES)
      expect(
        Object.keys(compileByWords(SOURCE_LANGUAGE, namespace)).filter(
          (text) => placeholdersOf(text).length === 0,
        ),
      ).toEqual([]);
  });

  it('When a language is compiled, then every English key has a message, English where untranslated', () => {
    for (const language of LANGUAGES) {
      const compiled = compileCatalogue(language, namespaces);
      for (const namespace of namespaces) {
        for (const key of Object.keys(english(namespace))) {
          expect(compiled[key], `${language} ${key}`).toBeDefined();
        }
      }
    }
  });
});

describe('the review list', () => {
  it('When a reviewer marked a string, then it is still the text they read', () => {
    const problems: string[] = [];
    for (const language of translations) {
      for (const [key, review] of Object.entries(reviews(language))) {
        const namespace = key.split('.')[0] as Namespace;
        const text = CATALOGUES[language][namespace]?.[key];
        if (text == null) problems.push(`review/${language}.json: ${key} has no ${language} text`);
        else if (text !== review.text)
          problems.push(
            `review/${language}.json: ${key} changed since ${review.by} reviewed it on ${review.on}`,
          );
        if (!review.by || !/^\d{4}-\d{2}-\d{2}$/.test(review.on))
          problems.push(`review/${language}.json: ${key} needs "by" and "on" (YYYY-MM-DD)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('prints each language: translated, reviewed, falling back to English', () => {
    const lines = translations.map((language) => {
      let keys = 0;
      let translated = 0;
      for (const namespace of namespaces) {
        for (const text of Object.values(CATALOGUES[language][namespace])) {
          keys += 1;
          if (text != null) translated += 1;
        }
      }
      const reviewed = Object.keys(reviews(language)).length;
      return `${language}: ${translated}/${keys} translated, ${reviewed} reviewed, ${keys - translated} in English`;
    });
    console.log(`The catalogue's languages:\n${lines.join('\n')}`);
    expect(lines).toHaveLength(translations.length);
  });
});
