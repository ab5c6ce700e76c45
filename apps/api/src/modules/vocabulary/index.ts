// The vocabulary's face: the catalogue dictionary of one language (parametrics and their values,
// categories, families, groups, flags, public price lists) and how parametrics are shown. The
// catalogue, listing, product detail, cart and buyer prices all read it.

// The market's public price list is buyer prices' fact; forMarket answers it beside the dictionary.
export type { PriceListRef } from '../buyerPrices';
export {
  colourOf,
  createDictionaryService,
  type Dictionary,
  type DictionaryService,
  flagsOf,
} from './dictionary';
export { filterTypeOfKind, parametricOf } from './parametrics';
export type { AssortmentRow, CategoryRow, ValueLevel } from './repository';
export { vocabularyNamesIn } from './searchTextRepository';
