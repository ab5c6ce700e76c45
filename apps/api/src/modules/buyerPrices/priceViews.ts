import type { PriceContext } from '@workwear/domain';
import type { ListingIndex } from '../catalogueIndex';
import { bookOf, listOf, MAX_VIEWS } from './indexBooks';
import { buildView, type CompactList, marketView, type PriceView } from './priceBook';
import type { PricingDeps } from './pricingDeps';
import type { PriceListRef } from './publicPriceLists';

/** The prices of a context over an index: built once per index and set of lists, then shared. */
export function viewFor(
  deps: PricingDeps,
  index: ListingIndex,
  context: PriceContext,
  market: PriceListRef,
): Promise<PriceView> {
  if (context.lists.length === 0 && context.assortment === 'all') {
    return Promise.resolve(marketView(index, market.slot, market.id));
  }
  const book = bookOf(deps, index);
  const key = `${market.slot}|${context.key}`;
  let view = book.views.get(key);
  if (view) {
    // Most recently used last, so the oldest goes first.
    book.views.delete(key);
    book.views.set(key, view);
    return view;
  }
  view = (async () => {
    const lists = new Map<number, CompactList>();
    await Promise.all(
      context.lists.map(async (l) => {
        lists.set(l.id, await listOf(deps, index, l.id));
      }),
    );
    return buildView(index, market.slot, market.id, context, lists);
  })();
  view.catch(() => book.views.delete(key));
  book.views.set(key, view);
  if (book.views.size > MAX_VIEWS) book.views.delete(book.views.keys().next().value as string);
  return view;
}
