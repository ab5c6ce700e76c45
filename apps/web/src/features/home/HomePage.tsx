import { routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPriceDisplay } from '@/features/pricing';
import { loadStartupData } from '@/features/startup';
import { getShopContext } from '@/lib/shopContext';
import { PopularProducts } from './PopularProducts';

/**
 * The home page: the hero, the popular products, then the departments. A buyer on a phone sees the
 * first row of products, picture, name and price, without scrolling: below sm the hero is a tight
 * band (smaller type and padding), and the products come before the departments at every width, so
 * the order on the screen is the order read. The whole page comes in one response: the popular
 * row is not streamed behind a placeholder, since the anonymous page is cached whole (streaming saves
 * no wait) and React reveals a streamed boundary up to 300 ms after the first paint (it batches
 * reveals), which put the page's largest paint, a product picture, that much later.
 */
export async function HomePage({ lang }: { lang: string }) {
  const context = await getShopContext(lang);
  const [t, startup, display] = await Promise.all([
    getTranslations({ locale: context.language, namespace: 'common' }),
    loadStartupData(lang),
    getPriceDisplay(lang),
  ]);
  const departments = startup.navigation.catalogueCategory;
  return (
    <>
      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:py-20">
          <h1 className="max-w-2xl text-[1.375rem]/7 font-bold tracking-tight sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-300 sm:mt-4 sm:text-lg">{t('home.lead')}</p>
          <Link
            prefetch={false}
            href={routePath('Products', context.language)}
            className="mt-3 inline-block rounded-md bg-brand-500 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-brand-600 sm:mt-8 sm:px-6 sm:py-3"
          >
            {t('home.shopAll')}
          </Link>
        </div>
      </section>
      <PopularProducts
        lang={lang}
        language={context.language}
        market={context.market}
        display={display}
        title={t('home.popular')}
      />
      {departments.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="home-categories">
          <h2 id="home-categories" className="text-xl font-bold">
            {t('home.categories')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {departments.map((d) => (
              <li key={d.id}>
                <Link
                  prefetch={false}
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
    </>
  );
}
