import { productPath, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_SLOT, productHrefOf } from './productHref';

describe('productHrefOf', () => {
  it('writes the link productPath writes, in every language', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const template = productPath(lang, PRODUCT_NAME_SLOT);
      for (const name of ['stretch-work-trousers-10024671', 'jacka/vinter & höst', '100%-ull', 'a b?c#d']) {
        expect(productHrefOf(template, name)).toBe(productPath(lang, name));
      }
    }
  });
});
