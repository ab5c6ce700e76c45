import { routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ShopContext } from '@/lib/shopContext';
import { marketDisplayName } from './MarketSelector';

/**
 * cookieSettings: the consent feature's button; legal: the legal feature's customer service, legal
 * links, seller and payment and delivery marks. Both handed in by the layout (the shell imports no feature).
 */
export async function ShopFooter({
  context,
  cookieSettings,
  legal,
}: {
  context: ShopContext;
  cookieSettings: ReactNode;
  legal?: ReactNode;
}) {
  const t = await getTranslations({ locale: context.language, namespace: 'common' });
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-base font-bold text-white">{t('siteName')}</p>
          <p className="mt-2 text-sm">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.shop')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link
                prefetch={false}
                href={routePath('Products', context.language)}
                className="hover:text-white hover:underline"
              >
                {t('menu.allProducts')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.privacy')}</h2>
          <ul className="mt-2 space-y-1">
            <li>{cookieSettings}</li>
          </ul>
          <p className="mt-4 text-sm">
            {t('footer.marketNote', { market: marketDisplayName(context.market, context.culture) })}
          </p>
        </div>
      </div>
      {legal}
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {year} {t('siteName')}
      </p>
    </footer>
  );
}
