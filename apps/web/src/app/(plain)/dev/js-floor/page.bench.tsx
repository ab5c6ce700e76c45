import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';

/**
 * Next's first-load JavaScript floor, measured by the page benchmark (bench/src/pageBench.ts): a page
 * of the shop's plain layout (its html, head scripts, header and styles) with no client component of
 * the shop, so what it loads is React, Next's router and runtime and the Turbopack runtime alone. The
 * shop's own JavaScript on a route is that route's first-load JavaScript minus this page's, in the
 * same build. Only in builds made with BENCH_PAGES=1 (the `.bench.tsx` page extension).
 */
export default async function JsFloorPage() {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <div className="px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('siteName')}</h1>
    </div>
  );
}
