import type { UseCode } from './descriptions';
import type { GarmentCode } from './garments';

/**
 * The demo catalogue's US English where it differs from its British English: the product names and
 * description phrases a US buyer (en-US) reads instead (product_culture_texts). Everything not here
 * reads the same in both.
 */
export const US_GARMENT_NAMES: Readonly<Partial<Record<GarmentCode, string>>> = {
  'craftsman-trousers': 'Craftsman pants',
  'service-trousers': 'Service pants',
  'stretch-trousers': 'Stretch work pants',
  'work-trousers': 'Work pants',
  'fr-trousers': 'Flame-resistant pants',
  'hi-vis-trousers': 'Hi-vis pants',
  'bib-overall': 'Bib overalls',
  'fr-coverall': 'Flame-resistant coverall',
  'softshell-trousers': 'Softshell pants',
  'winter-trousers': 'Winter pants',
  'lined-craftsman-trousers': 'Lined craftsman pants',
};

export const US_USES: Readonly<Partial<Record<UseCode, string>>> = {
  construction: 'construction sites and remodeling work',
  footwear: 'construction sites, warehouses and workshops',
};

/** Category names in a product's SEO title, by the category's code. */
export const US_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  'work-trousers': 'Work pants',
  'winter-trousers': 'Winter pants',
};
