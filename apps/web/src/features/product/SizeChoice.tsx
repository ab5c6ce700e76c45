import type { Variant } from '@workwear/contracts';
import { type ColourEntry, type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { addToCartTexts } from '@/features/cart';
import type { SizeGuideResult } from './productData';
import { SizeGuideDialog } from './SizeGuideDialog';
import { SizePicker } from './SizePicker';
import { sizeGuideProps } from './sizeGuideProps';
import { sizeOptionsOf } from './sizeOptions';
import { sizeRowsOf } from './sizeStock';

type Props = {
  entry: ColourEntry<Variant>;
  guide: SizeGuideResult;
  language: Language;
  culture: string;
  /** The product's quantity multiply factor: the add-to-cart stepper steps by it. */
  quantityFactor: number;
  /** The sku chosen when the page opens (?size), if it is one of the colour's sizes. */
  chosenSku?: string | undefined;
};

/**
 * The shown colour's sizes and the size guide, prepared on the server (stock words, dates in the
 * page's culture), so the two client components only choose and open.
 */
export async function SizeChoice({ entry, guide, language, culture, quantityFactor, chosenSku }: Props) {
  const [t, sizeGuide, buyTexts] = await Promise.all([
    getTranslations({ locale: language, namespace: 'product' }),
    sizeGuideProps(guide, language, culture),
    addToCartTexts(language),
  ]);
  const texts = {
    inStock: t('size.inStock'),
    outOfStock: t('size.outOfStock'),
    expected: (date: string) => t('size.expected', { date }),
    summaryInStock: (size: string) => t('size.summaryInStock', { size }),
    summaryExpected: (size: string, date: string) => t('size.summaryExpected', { size, date }),
    summaryOutOfStock: (size: string) => t('size.summaryOutOfStock', { size }),
    sku: (sku: string) => t('size.sku', { sku }),
  };
  const rows = sizeRowsOf(entry);
  const sizes = sizeOptionsOf(rows.sizes, culture, texts);
  const alternates = sizeOptionsOf(rows.alternates, culture, texts);
  if (sizes.length + alternates.length === 0) return null;
  return (
    <SizePicker
      texts={{
        legend: t('size.legend'),
        system: t('size.system'),
        standard: t('size.standard'),
        alternate: t('size.alternate'),
        prompt: t('size.prompt'),
      }}
      sizes={sizes.length > 0 ? sizes : alternates}
      alternates={sizes.length > 0 ? alternates : []}
      initialSku={chosenSku}
      aside={<SizeGuideDialog texts={sizeGuide.texts} view={sizeGuide.view} />}
      buy={{ lang: language, cartHref: routePath('Cart', language), factor: quantityFactor, texts: buyTexts }}
    />
  );
}
