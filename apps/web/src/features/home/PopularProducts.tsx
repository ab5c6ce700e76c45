import type { Language, Market, PriceDisplay } from '@workwear/domain';
import { getShopApi } from '@/features/auth';
import { ProductCardItems, productCardLabels } from '@/features/catalog';
import { logError } from '@/lib/serverLog';

const POPULAR_COUNT = 8;
/** The cards of a phone's first row (two columns): their images are the first screen's largest. */
const EAGER_COUNT = 2;

type Props = { lang: string; language: Language; market: Market; display: PriceDisplay; title: string };

// Tighter below sm, so the first row of cards ends on a phone's first screen under the hero.
const section = 'mx-auto max-w-7xl px-4 pt-5 sm:pt-12';
const grid = 'mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:grid-cols-3 lg:grid-cols-4';

/**
 * The home page's popular products, right under the hero. When the list fails the row is left out,
 * not the page. The first row's images load eagerly, the rest lazily.
 */
export async function PopularProducts({ lang, language, market, display, title }: Props) {
  const [api, labels] = await Promise.all([getShopApi(lang), productCardLabels(language)]);
  const popular = await api.product
    .list({ pageSize: POPULAR_COUNT, sortField: 'PopularityRank', sortOrder: 'asc' })
    .catch((error: unknown) => {
      logError('Failed to fetch popular products.', error);
      return null;
    });
  if (!popular || popular.results.length === 0) return null;
  return (
    <section className={section} aria-labelledby="home-popular">
      <h2 id="home-popular" className="text-lg font-bold sm:text-xl">
        {title}
      </h2>
      <ul className={grid}>
        <ProductCardItems
          products={popular.results}
          language={language}
          display={display}
          market={market}
          labels={labels}
          eagerCount={EAGER_COUNT}
        />
      </ul>
    </section>
  );
}
