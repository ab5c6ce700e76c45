import type { NavigationContext } from '@workwear/contracts';
import { routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountArea, getSignedIn } from '@/features/auth';
import { HeaderCart } from '@/features/cart';
import { VatSwitch } from '@/features/pricing';
import type { ShopContext } from '@/lib/shopContext';
import { BrandMark } from './BrandMark';
import { MainMenu } from './MainMenu';
import { MarketSelector } from './MarketSelector';
import { buildMenuGroups } from './menuGroups';

export async function ShopHeader({
  context,
  navigation,
}: {
  context: ShopContext;
  navigation: NavigationContext;
}) {
  const [t, signedIn] = await Promise.all([
    getTranslations({ locale: context.language, namespace: 'common' }),
    getSignedIn(),
  ]);
  const groups = buildMenuGroups(navigation, context.language, {
    clothing: t('menu.clothing'),
    menAndWomen: t('menu.menAndWomen'),
    collections: t('menu.collections'),
    accessories: t('menu.accessories'),
    catalogue: t('menu.catalogue'),
    allProducts: t('menu.allProducts'),
  });
  return (
    <header className="bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href={routePath('Home', context.language)} className="shrink-0" aria-label={t('homeLink')}>
          <BrandMark name={t('siteName')} compact={signedIn !== null} />
        </Link>
        {/* Beside the brand on a phone, last on the row from md up. */}
        <div className="ml-auto flex items-center gap-1 md:order-last md:ml-0">
          <AccountArea context={context} />
          <HeaderCart context={context} />
        </div>
        <search className="order-last w-full md:order-none md:w-auto md:flex-1">
          <form action={routePath('Products', context.language)} method="get" className="flex">
            <label htmlFor="site-search" className="sr-only">
              {t('search.label')}
            </label>
            <input
              id="site-search"
              name="query"
              type="search"
              required
              maxLength={100}
              placeholder={t('search.placeholder')}
              className="w-full min-w-0 rounded-l-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
            />
            <button
              type="submit"
              className="rounded-r-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
            >
              {t('search.submit')}
            </button>
          </form>
        </search>
        <div className="ml-auto flex items-center gap-3 md:ml-0">
          <VatSwitch context={context} />
          <MarketSelector context={context} />
        </div>
      </div>
      <MainMenu groups={groups} label={t('menu.label')} toggleLabel={t('menu.toggle')} />
    </header>
  );
}
