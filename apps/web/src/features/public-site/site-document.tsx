import type { PublicIncomeQuote, PublicProduct } from '@alaafia/domain';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { priceLineOf, productOf } from './catalogue';
import { FrontPage } from './front-page';
import { PrivacyPage, TermsPage } from './legal-pages';
import { ProductPage, TalkToUsPage } from './product-page';
import { publicCopy } from './public-copy';
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
  const title = meta.path === '/' ? meta.title : `${meta.title} | ${publicCopy.brand}`;
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', publicCopy.brand],
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

/** Each prerendered page, by path, with its meta and its element, from the product catalogue. */
export function sitePages(catalogue: readonly PublicProduct[]) {
  const product = (uid: string) => productOf(catalogue, uid);
  const productMeta = (path: string, uid: string) => {
    const p = product(uid);
    return {
      path,
      title: p.purchasable ? `${p.title}: ${priceLineOf(p)}` : p.title,
      description: p.description,
    };
  };
  const [income, health, healthCash] = ['EI', 'HI', 'HTCI'].map((uid) => priceLineOf(product(uid)));
  return [
    {
      meta: {
        path: PUBLIC_PATHS.front,
        title: publicCopy.front.title,
        description: `Income Protection ${income?.toLowerCase()}, Health Insurance for ${health} and HealthCash for ${healthCash}. Bought online in minutes, claims paid fast.`,
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
        description: `What personal data ${publicCopy.brand} keeps, why, for how long, and how to use your rights under the Nigeria Data Protection Act 2023.`,
      },
      page: <PrivacyPage />,
    },
    {
      meta: {
        path: PUBLIC_PATHS.terms,
        title: publicCopy.terms,
        description: `The terms of every ${publicCopy.brand} policy: cover, premiums, grace, cancelling and claims.`,
      },
      page: <TermsPage />,
    },
  ];
}

/** The quote page for one salary (or its message), rendered per request. */
export function quoteDocument(props: QuotePageProps, css: string): string {
  const quote: PublicIncomeQuote | undefined = props.quote;
  return siteDocument(
    {
      path: QUOTE_PATH,
      title: publicCopy.quote.pageTitle,
      description: quote
        ? `Income Protection plans for a salary of ${quote.salary} naira a month.`
        : publicCopy.quote.intro,
      noindex: true,
    },
    <QuotePage {...props} />,
    css,
  );
}
