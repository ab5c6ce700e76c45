import { routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/features/catalog/ProductCard';
import { productCardLabels } from '@/features/catalog/productCardLabels';
import { productHref } from '@/features/catalog/productHref';
import { getPriceDisplay } from '@/features/pricing/priceDisplayFor';
import { loadStartupData } from '@/features/shell/startupData';
import { logError } from '@/lib/serverLog';
import { getShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';

const POPULAR_COUNT = 8;

export async function HomePage({ lang }: { lang: string }) {
  const context = await getShopContext(lang);
  const [t, api, startup, display, labels] = await Promise.all([
    getTranslations({ locale: context.language, namespace: 'common' }),
    getShopApi(lang),
    loadStartupData(lang),
    getPriceDisplay(lang),
    productCardLabels(context.language),
  ]);
  // The home page still renders when the list fails: the popular row is left out.
  const popular = await api.product
    .list({ pageSize: POPULAR_COUNT, sortField: 'PopularityRank', sortOrder: 'asc' })
    .catch((error: unknown) => {
      logError('Failed to fetch popular products.', error);
      return null;
    });
  const departments = startup.navigation.catalogueCategory;
  return (
    <>
      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-base text-slate-300 sm:text-lg">{t('home.lead')}</p>
          <Link
            href={routePath('Products', context.language)}
            className="mt-8 inline-block rounded-md bg-brand-500 px-6 py-3 text-sm font-bold text-slate-950 hover:bg-brand-600"
          >
            {t('home.shopAll')}
          </Link>
        </div>
      </section>
      {departments.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="home-categories">
          <h2 id="home-categories" className="text-xl font-bold">
            {t('home.categories')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {departments.map((d) => (
              <li key={d.id}>
                <Link
                  href={routePath('ProductsByCategory', context.language, { categorySlug: d.slug })}
                  className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-slate-500"
                >
                  <span className="block font-semibold">{d.name}</span>
                  <span className="text-sm text-slate-600">
                    {t('home.products', { count: d.productCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular && popular.results.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="home-popular">
          <h2 id="home-popular" className="text-xl font-bold">
            {t('home.popular')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {popular.results.map((p, i) => (
              <li key={p.partNo}>
                <ProductCard
                  product={p}
                  href={productHref(context.language, p)}
                  display={display}
                  market={context.market}
                  labels={labels}
                  eager={i < 4}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
