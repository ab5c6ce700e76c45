import { type Language, type RouteName, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCompanyPages } from './companyContext';
import type { CompanyPages } from './companyPages';

const PAGES = [
  { route: 'Account', key: 'account' },
  { route: 'AccountOrders', key: 'orders' },
  { route: 'AccountSettings', key: 'settings' },
  { route: 'AccountSizes', key: 'sizes' },
  { route: 'AccountSavedCarts', key: 'savedCarts' },
] as const satisfies readonly { route: RouteName; key: string }[];

/** The company pages of issue 28, each offered where getCompanyPages says it has something to show. */
const COMPANY_PAGES = [
  { route: 'CompanyPendingOrders', key: 'pendingOrders', shown: 'pendingOrders' },
  { route: 'AmountLimitApprove', key: 'amountLimitApprove', shown: 'amountLimitApprove' },
  { route: 'CompanyAmountLimits', key: 'amountLimits', shown: 'amountLimits' },
] as const satisfies readonly { route: RouteName; key: string; shown: keyof CompanyPages }[];

export type AccountPageRoute = (typeof PAGES)[number]['route'] | (typeof COMPANY_PAGES)[number]['route'];

/** The account pages' frame: their navigation beside (desktop) or above (phone) the page. */
export async function AccountFrame({
  language,
  current,
  title,
  children,
}: {
  language: Language;
  current: AccountPageRoute;
  title: string;
  children: ReactNode;
}) {
  const [t, company] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account' }),
    getCompanyPages(language),
  ]);
  const pages = [...PAGES, ...COMPANY_PAGES.filter((page) => company[page.shown] || page.route === current)];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-[12rem_1fr] md:gap-10 md:py-12">
      <nav aria-label={t('pages.nav')} className="min-w-0">
        <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
          {pages.map((page) => (
            <li key={page.route}>
              <a
                href={routePath(page.route, language)}
                aria-current={page.route === current ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-white"
              >
                {t(`pages.${page.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A white card of the account pages. */
export function Card({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid={testId}
    >
      {title && <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

/** One fact of a definition list. */
export function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
