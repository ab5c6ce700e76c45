import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { BrandMark } from '@/features/shell/BrandMark';
import { getPlainPageLanguage } from '@/lib/shopContext';

export const metadata: Metadata = { robots: { index: false } };

/**
 * Pages outside /{lang}: /error, /404, /login. The spec has them skip start-up data loading, so this
 * shell calls no API: only the market's default language, from the host or the market cookie.
 */
export default async function PlainLayout({ children }: { children: ReactNode }) {
  const { culture } = await getPlainPageLanguage();
  return (
    <html lang={culture}>
      <body className="flex min-h-screen flex-col">
        <header className="bg-white px-4 py-3 shadow-sm">
          <a href="/" className="inline-block" aria-label="Workwear Shop">
            <BrandMark name="Workwear Shop" />
          </a>
        </header>
        <main id="main-content" className="flex-1">
          {children}
        </main>
      </body>
    </html>
  );
}
