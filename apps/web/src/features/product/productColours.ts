import type { OnHand, ProductDetail, Variant } from '@workwear/contracts';
import {
  applyStock,
  availableColours,
  buildColourMap,
  type ColourEntry,
  type ColourMap,
} from '@workwear/domain';
import { chooseColour } from './selectedColour';
import { stockRecordsFor } from './sizeStock';

export type ProductColours = {
  /** Colour entries that may be offered (an available size each), in the API's order. */
  readonly offered: readonly ColourEntry<Variant>[];
  /** The colour the page shows; undefined only when no variant enters the colour map. */
  readonly selected: ColourEntry<Variant> | undefined;
  /** The variant whose images and price show: the selected colour's, else the API's choice. */
  readonly variant: Variant | undefined;
  /**
   * The shown colour cannot be ordered (sellable false, sent only where the market shows such
   * colours): the page says so in place of price, stock and sizes.
   */
  readonly notForSale: boolean;
};

/**
 * The colour map takes only priced variants (spec: a price is what makes a colour orderable). A buyer
 * who does not see prices is listed only what they are offered, prices left out: those variants are
 * priced, just not shown, so they enter the map as such.
 */
const withHiddenPrice = (v: Variant): Variant => (v.sellable && v.price === null ? { ...v, price: 0 } : v);

/**
 * The colour map of a product (domain rules), with on-hand stock applied when it arrived, so the
 * colours on offer are recomputed from the latest figures; then the colour to show.
 */
export function productColours(
  product: ProductDetail,
  onHand: readonly OnHand[] | null,
  requested: string | undefined,
): ProductColours {
  const built = buildColourMap(
    product.pricesHidden ? product.variants.map(withHiddenPrice) : product.variants,
  );
  const map: ColourMap<Variant> = onHand ? applyStock(built, stockRecordsFor(built, onHand)) : built;
  const available = availableColours(map);
  const code = chooseColour({
    requested,
    partNo: product.partNo,
    available,
    known: [...map.keys()],
  });
  const offered = available.flatMap((c) => map.get(c) ?? []);
  // A colour that cannot be ordered never enters the colour map (it has no sizes); the URL may still
  // name it (a list's card for it links here), and then the page shows that colour as not for sale.
  const unorderable = product.variants.find((v) => !v.sellable && v.colorCodeId === requested);
  if (unorderable) return { offered, selected: undefined, variant: unorderable, notForSale: true };
  const selected = code === undefined ? undefined : map.get(code);
  const variant =
    selected?.variant ?? product.variants.find((v) => v.partNo === product.partNo) ?? product.variants[0];
  return { offered, selected, variant, notForSale: variant?.sellable === false };
}
