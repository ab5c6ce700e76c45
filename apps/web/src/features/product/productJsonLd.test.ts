import { describe, expect, it } from 'vitest';
import { productJsonLd, serialiseJsonLd } from './productJsonLd';
import { productWith, variant } from './testVariants';

const shown = { showPrices: true, incVat: true, askVatChoice: false };
const input = (display = shown) => {
  const v = variant('100246719800', [['C44', 1]]);
  return {
    product: { ...productWith([v]), name: 'Stretch trousers', description: 'Tough.' },
    variant: v,
    display,
    availability: 'inStock' as const,
    url: 'https://shop.example/en/product/stretch',
    origin: 'https://shop.example',
  };
};

describe('productJsonLd', () => {
  it('describes the product and offers the price as the page shows it', () => {
    const data = productJsonLd(input());
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Stretch trousers',
      sku: '100246719800',
      image: ['https://shop.example/images/100246719800/1.svg'],
      offers: {
        price: '125.00',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
        priceSpecification: { valueAddedTaxIncluded: true },
      },
    });
    expect(productJsonLd(input({ ...shown, incVat: false })).offers?.price).toBe('100.00');
  });

  it("names the product's colour part number as sku when no colour is shown, the base as mpn", () => {
    const data = productJsonLd({ ...input(), variant: undefined });
    expect(data.sku).toBe('100246719800');
    expect(data.mpn).toBe('10024671');
  });

  it('has no offer when prices are hidden', () => {
    expect(
      productJsonLd(input({ showPrices: false, incVat: false, askVatChoice: false })).offers,
    ).toBeUndefined();
  });
});

describe('serialiseJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    expect(serialiseJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
