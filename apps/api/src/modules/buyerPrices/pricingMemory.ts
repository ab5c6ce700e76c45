import { heldBytes } from '../../lib/heldBytes';
import { bookOf } from './indexBooks';
import type { PricingDeps } from './pricingDeps';

/**
 * Bytes the current index's price lists and views hold (heldBytes), for the benchmark report: the
 * memory company prices add to the listing index.
 */
export async function pricingMemory(
  deps: Pick<PricingDeps, 'books' | 'listings'>,
): Promise<{ priceLists: number; priceViews: number; count: number }> {
  const book = bookOf(deps, await deps.listings.get());
  const [lists, views] = await Promise.all([
    Promise.all(book.lists.values()),
    Promise.all(book.views.values()),
  ]);
  return {
    priceLists: heldBytes(lists),
    priceViews: heldBytes(views.map((v) => v.overlay)),
    count: lists.length,
  };
}
