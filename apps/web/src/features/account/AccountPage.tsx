import { getMarketByName, type Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { roleKey } from '@/features/auth/AccountArea';
import { getSwitchableCompanies } from '@/features/auth/companies';
import type { SignedIn } from '@/features/auth/session';
import { marketDisplayName } from '@/features/shell/MarketSelector';
import { AccountFrame, Card, Fact } from './AccountFrame';

/**
 * mypages/account: the profile and the company. The customer and company read endpoints
 * (/api/customer, /api/company) are not there yet, so the page shows what the session carries: the
 * token's customer and the companies the customer may act for.
 */
export async function AccountPage({
  language,
  culture,
  signedIn,
}: {
  language: Language;
  culture: string;
  signedIn: SignedIn;
}) {
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const companies = await getSwitchableCompanies();
  const current = companies.find((c) => c.isCurrent);
  const { customer } = signedIn;
  const market = getMarketByName(customer.market);
  return (
    <AccountFrame language={language} current="Account" title={t('pages.account')}>
      <Card title={t('profile.title')} testId="profile">
        <dl className="divide-y divide-slate-100">
          <Fact
            label={t('profile.name')}
            value={`${customer.firstName} ${customer.lastName}`}
            testId="profile-name"
          />
          <Fact
            label={t('profile.role')}
            value={t(`roles.${roleKey(signedIn.role, customer.superCustomerAdmin)}`)}
            testId="profile-role"
          />
          <Fact label={t('profile.customerNumber')} value={customer.id} />
          <Fact
            label={t('profile.market')}
            value={market ? marketDisplayName(market, culture) : customer.market}
          />
        </dl>
      </Card>
      <Card title={t('profile.company')} testId="company">
        {current ? (
          <dl className="divide-y divide-slate-100">
            <Fact label={t('profile.companyName')} value={current.name} testId="company-name" />
            <Fact label={t('profile.companyNumber')} value={current.id} />
            {current.coopCode && <Fact label={t('profile.coopCode')} value={current.coopCode} />}
          </dl>
        ) : (
          <p className="text-slate-600">{t('profile.consumer')}</p>
        )}
        {companies.length > 1 && (
          <>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('profile.companies')}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {companies.map((company) => (
                <li key={company.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {company.name}
                  {company.isCurrent && <span className="text-slate-500"> · {t('profile.current')}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <p className="mt-4 text-sm text-slate-500">{t('profile.note')}</p>
    </AccountFrame>
  );
}
