import { createTranslator } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import { PRODUCT_LINES, PRODUCT_TITLES } from './constants.js';
import { productNameIn } from './product-names.js';

const english = createTranslator('en', compileCatalogue('en', ['frame'])).t;
const yoruba = createTranslator('yo', compileCatalogue('yo', ['frame'])).t;
/** A translator that names the key it was asked, so the test sees which entry was chosen. */
const keys = ((key: string) => `<${key}>`) as unknown as typeof english;

describe("a product's name in the reader's language (issue 42: one catalogue entry per name)", () => {
  it("When the text is a product's English title or line, then its own entry is said (the title's where both are the same words)", () => {
    for (const uid of Object.keys(PRODUCT_TITLES) as (keyof typeof PRODUCT_TITLES)[]) {
      expect(productNameIn(keys, PRODUCT_TITLES[uid])).toBe(`<frame.product.title.${uid}>`);
      const same = PRODUCT_LINES[uid] === PRODUCT_TITLES[uid];
      expect(productNameIn(keys, PRODUCT_LINES[uid])).toBe(
        `<frame.product.${same ? 'title' : 'line'}.${uid}>`,
      );
    }
    // A line that is another product's words is still its own product's.
    expect(productNameIn(keys, 'Health Cash')).toBe('<frame.product.line.HTCI>');
    expect(productNameIn(keys, 'Income Protection')).toBe('<frame.product.line.EI>');
  });

  it('When the reader reads English, then the name is the English word for word; in Yoruba it is not', () => {
    expect(productNameIn(english, PRODUCT_TITLES.HI)).toBe(PRODUCT_TITLES.HI);
    expect(productNameIn(english, PRODUCT_LINES.EI)).toBe(PRODUCT_LINES.EI);
    expect(productNameIn(yoruba, PRODUCT_LINES.EI)).not.toBe(PRODUCT_LINES.EI);
    expect(productNameIn(yoruba, PRODUCT_LINES.EI)).toBe(yoruba('frame.product.line.EI'));
  });

  it("When the text is not a product's name (renamed, in a longer value, another case), then it comes back as it is", () => {
    expect(productNameIn(keys, 'Income Protection Plus')).toBe('Income Protection Plus');
    expect(productNameIn(keys, `your ${PRODUCT_LINES.HI} cover`)).toBe(
      `your ${PRODUCT_LINES.HI} cover`,
    );
    expect(productNameIn(keys, PRODUCT_LINES.EI.toUpperCase())).toBe(
      PRODUCT_LINES.EI.toUpperCase(),
    );
    expect(productNameIn(keys, '')).toBe('');
  });
});
