import type { Language, Market, PriceDisplay } from '@workwear/domain';
import { getShopApi } from '@/features/auth';
import { ProductCardItems, productCardLabels } from '@/features/catalog';
import { logError } from '@/lib/serverLog';

const POPULAR_COUNT = 8;

type Props = { lang: string; language: Language; market: Market; display: PriceDisplay; title: string };

const section = 'mx-auto max-w-7xl px-4 pt-12';
const grid = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/**
 * The home page's popular products. When the list fails the row is left out, not the page. The row
 * is below the fold on a phone, so its images load lazily rather than ahead of the page's own.
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
      <h2 id="home-popular" className="text-xl font-bold">
        {title}
      </h2>
      <ul className={grid}>
        <ProductCardItems
          products={popular.results}
          language={language}
          display={display}
          market={market}
          labels={labels}
        />
      </ul>
    </section>
  );
}

/** Holds the row's place while it loads, so the footer does not jump when it arrives. */
export function PopularPlaceholder() {
  return (
    <div className={section} aria-busy="true">
      <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
      <div className={grid}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
