import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../globals.css';
import { BrandMark, ZodJitlessScript } from '@/features/shell';
import { getPlainPageLanguage } from '@/lib/shopContext';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return {
    robots: { index: false },
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
  };
}

/**
 * Pages outside /{lang}: /error, /404, /login. The spec has them skip start-up data loading, so this
 * shell calls no API: only the market's default language, from the host or the market cookie.
 */
export default async function PlainLayout({ children }: { children: ReactNode }) {
  const { language, culture } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <html lang={culture}>
      <head>
        <ZodJitlessScript />
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="bg-white px-4 py-3 shadow-sm">
          <a href="/" className="inline-block" aria-label={t('homeLink')}>
            <BrandMark name={t('siteName')} />
          </a>
        </header>
        <main id="main-content" className="flex-1">
          {children}
        </main>
      </body>
    </html>
  );
}
