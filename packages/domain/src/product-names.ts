import type { Translate } from '@alaafia/i18n';
import { PRODUCT_LINES, PRODUCT_TITLES } from './constants.js';
import type { ProductUid } from './customer.js';

const UIDS = Object.keys(PRODUCT_TITLES) as ProductUid[];

/**
 * A product's name in the language of `t`, from the one catalogue entry per name
 * (`frame.product.title.<uid>` for a title, `frame.product.line.<uid>` for a line; their English is
 * `PRODUCT_TITLES` and `PRODUCT_LINES` word for word): the signed-in pages say those keys, and the
 * public pages, the policy PDF, every message's `{product}` and the USSD and WhatsApp screens say a
 * name through this (docs/architecture.md, 'Languages'). A text that is not a product's English
 * name (a product renamed since, a value that only looks like a word) comes back as it is.
 */
export function productNameIn(t: Translate, text: string): string {
  for (const uid of UIDS) {
    if (text === PRODUCT_TITLES[uid]) return t(`frame.product.title.${uid}`);
    if (text === PRODUCT_LINES[uid]) return t(`frame.product.line.${uid}`);
  }
  return text;
}
