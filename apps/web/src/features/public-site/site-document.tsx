import { BRAND_NAME, type PublicIncomeQuote, type PublicProduct } from '@alaafia/domain';
import type { Translator } from '@alaafia/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { priceLineOf, productOf } from './catalogue';
import { FrontPage } from './front-page';
import { PrivacyPage, TermsPage } from './legal-pages';
import { ProductPage, TalkToUsPage } from './product-page';
import { LanguageProvider } from '#lib/i18n.js';
import { publicCopyOf } from './public-copy';
import { ORIGIN_PLACEHOLDER, PUBLIC_PATHS, QUOTE_PATH, SHARE_IMAGE } from './public-pages';
import { QuotePage, type QuotePageProps } from './quote-page';

interface PageMeta {
  /** The canonical path. */
  path: string;
  title: string;
  description: string;
  /** A page that is an answer to a form (the quote) is not for search engines. */
  noindex?: boolean;
}

/** Text safe in an HTML attribute in double quotes, or in an element's text. */
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A whole public page: head (title, description, canonical address, Open Graph and Twitter card
 * tags, the stylesheet inline) and the body rendered to static markup. No script: nothing to
 * download or run before the page can be read, and nothing to hydrate.
 */
export function siteDocument(meta: PageMeta, page: ReactElement, css: string): string {
  const url = `${ORIGIN_PLACEHOLDER}${meta.path}`;
  const image = `${ORIGIN_PLACEHOLDER}${SHARE_IMAGE.path}`;
  const title = meta.path === '/' ? meta.title : `${meta.title} | ${BRAND_NAME}`;
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', BRAND_NAME],
    ['property', 'og:locale', 'en_NG'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_IMAGE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE.height)],
    ['property', 'og:image:alt', SHARE_IMAGE.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', SHARE_IMAGE.alt],
    ...(meta.noindex ? ([['name', 'robots', 'noindex']] as [string, string, string][]) : []),
  ];
  return [
    '<!doctype html><html lang="en-NG"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b6e4f">',
    `<title>${escape(title)}</title>`,
    ...tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escape(content)}">`),
    `<link rel="canonical" href="${escape(url)}">`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    `</head><body>${renderToStaticMarkup(page)}</body></html>`,
  ].join('');
}

/**
 * Each prerendered page, by path, with its meta and its element, from the product catalogue; the
 * meta in the translator's language, a product's description said by `product` (the caller draws
 * the elements inside that language's provider).
 */
export function sitePages(
  catalogue: readonly PublicProduct[],
  { t, product: words }: Pick<Translator, 't' | 'product'>,
) {
  const publicCopy = publicCopyOf(t);
  const product = (uid: string) => productOf(catalogue, uid);
  const productMeta = (path: string, uid: string) => {
    const p = product(uid);
    return {
      path,
      title: p.purchasable ? `${p.title}: ${priceLineOf(p, publicCopy)}` : p.title,
      description: words(p.description),
    };
  };
  const [income = '', health = '', healthCash = ''] = ['EI', 'HI', 'HTCI'].map((uid) =>
    priceLineOf(product(uid), publicCopy),
  );
  return [
    {
      meta: {
        path: PUBLIC_PATHS.front,
        title: publicCopy.front.title,
        description: publicCopy.front.description({
          income: income.toLowerCase(),
          health,
          healthCash,
        }),
      },
      page: <FrontPage catalogue={catalogue} />,
    },
    { meta: productMeta(PUBLIC_PATHS.income, 'EI'), page: <ProductPage product={product('EI')} /> },
    { meta: productMeta(PUBLIC_PATHS.health, 'HI'), page: <ProductPage product={product('HI')} /> },
    {
      meta: productMeta(PUBLIC_PATHS.healthCash, 'HTCI'),
      page: <ProductPage product={product('HTCI')} />,
    },
    {
      meta: productMeta(PUBLIC_PATHS.business, 'BI'),
      page: <TalkToUsPage product={product('BI')} />,
    },
    {
      meta: productMeta(PUBLIC_PATHS.creditLife, 'CL'),
      page: <TalkToUsPage product={product('CL')} />,
    },
    {
      meta: {
        path: PUBLIC_PATHS.privacy,
        title: publicCopy.privacy,
        description: publicCopy.front.privacyDescription,
      },
      page: <PrivacyPage />,
    },
    {
      meta: {
        path: PUBLIC_PATHS.terms,
        title: publicCopy.terms,
        description: publicCopy.front.termsDescription,
      },
      page: <TermsPage />,
    },
  ];
}

/** The quote page for one salary (or its message), rendered per request in the visitor's language. */
export function quoteDocument(props: QuotePageProps, css: string, translator: Translator): string {
  const quote: PublicIncomeQuote | undefined = props.quote;
  const publicCopy = publicCopyOf(translator.t);
  return siteDocument(
    {
      path: QUOTE_PATH,
      title: publicCopy.quote.pageTitle,
      description: quote ? publicCopy.quote.description(quote.salary) : publicCopy.quote.intro,
      noindex: true,
    },
    <LanguageProvider translator={translator}>
      <QuotePage {...props} />
    </LanguageProvider>,
    css,
  );
}
