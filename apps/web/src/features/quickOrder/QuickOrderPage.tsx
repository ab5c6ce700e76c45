import { QUICK_ORDER_MAX_LINES, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import { QuickOrderForm } from './QuickOrderForm';
import { quickOrderExample } from './quickOrderExample';
import { quickOrderTexts } from './quickOrderTexts';

/**
 * Quick order (the spec's InstantOrder route): lines of "SKU quantity" typed or pasted, added to the
 * visitor's cart in one request. The page holds nothing of the visitor, so the page cache may serve it.
 */
export async function QuickOrderPage(page: RoutePageProps) {
  const { language, culture, market } = await getShopContext(page.lang);
  const [t, texts, example] = await Promise.all([
    getTranslations({ locale: language, namespace: 'quickOrder' }),
    quickOrderTexts(language),
    quickOrderExample({ marketId: market.marketId, culture }),
  ]);
  return (
    <div data-testid="quick-order-page" className="mx-auto max-w-3xl px-4 pb-20 pt-6 sm:pt-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-2 text-slate-600">{t('page.lead')}</p>
      <QuickOrderForm
        lang={language}
        culture={culture}
        maxLines={QUICK_ORDER_MAX_LINES}
        cartHref={routePath('Cart', language)}
        example={example}
        texts={texts}
      />
    </div>
  );
}
