import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { priceMarkLabels, taxLabels } from '@/features/pricing';
import type { ProductCardLabels } from './ProductCard';

/** The product card's words in the page's language; every list of cards uses this one source. */
export async function productCardLabels(language: Language): Promise<ProductCardLabels> {
  const [t, tax, marks] = await Promise.all([
    getTranslations({ locale: language, namespace: 'common' }),
    taxLabels(language),
    priceMarkLabels(language),
  ]);
  return {
    ...tax,
    noPrice: t('card.noPrice'),
    colours: (count: number) => t('card.colours', { count }),
    colour: (name: string) => t('card.colour', { name }),
    colourSwatches: t('card.colourSwatches'),
    showColour: (name: string) => t('card.showColour', { name }),
    inStock: t('card.inStock'),
    notForSale: t('notForSale.label'),
    marks,
  };
}
