import type { CompanyAddress } from '@workwear/contracts';
import { addressLines, countryById, getMarketByName, type Language, ROLE } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { SignedIn } from '@/features/auth';
import { getSwitchableCompanies, roleKey } from '@/features/auth';
import { marketDisplayName } from '@/features/shell';
import { AccountFrame, Card, Fact } from './AccountFrame';
import { getCurrentCompany, getOwnCustomer } from './accountData';
import { ConsumerAccount } from './ConsumerAccount';

function Address({ address, culture }: { address: CompanyAddress; culture: string }) {
  // The one formatter of pages and e-mails: each country's own order ("Chicago, IL 60606").
  const countryCode = countryById(address.countryId)?.code ?? '';
  const lines = addressLines({ ...address, countryCode }, { locale: culture });
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        // The lines of one address: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * mypages/account: the profile (GET /api/customer/{id}) and the company the session acts for
 * (GET /api/company/{id}). Should either read fail, the page shows what the session itself carries.
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
  const [t, companies, company, customer] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account' }),
    getSwitchableCompanies(),
    getCurrentCompany(),
    getOwnCustomer(),
  ]);
  const current = companies.find((c) => c.isCurrent);
  const summary = signedIn.customer;
  const market = getMarketByName(summary.market);
  const companyName = company?.name ?? current?.name;
  // A consumer changes their own details here; a business user's are kept by their administrator.
  const consumer = signedIn.role === ROLE.B2C;
  return (
    <AccountFrame language={language} current="Account" title={t('pages.account')}>
      <Card title={t('profile.title')} testId="profile">
        <dl className="divide-y divide-slate-100">
          <Fact
            label={t('profile.name')}
            value={
              customer
                ? `${customer.firstName} ${customer.lastName}`
                : `${summary.firstName} ${summary.lastName}`
            }
            testId="profile-name"
          />
          {customer && (
            <Fact label={t('profile.email')} value={customer.emailAddress} testId="profile-email" />
          )}
          {customer?.cellPhone && !consumer && <Fact label={t('profile.phone')} value={customer.cellPhone} />}
          <Fact
            label={t('profile.role')}
            value={t(`roles.${roleKey(signedIn.role, summary.superCustomerAdmin)}`)}
            testId="profile-role"
          />
          <Fact label={t('profile.customerNumber')} value={customer?.customerCode ?? summary.id} />
          <Fact
            label={t('profile.market')}
            value={market ? marketDisplayName(market, culture) : summary.market}
          />
        </dl>
      </Card>
      {consumer && customer && market && (
        <ConsumerAccount customer={customer} market={market} language={language} culture={culture} />
      )}
      {!consumer && (
        <Card title={t('profile.company')} testId="company">
          {companyName ? (
            <dl className="divide-y divide-slate-100">
              <Fact label={t('profile.companyName')} value={companyName} testId="company-name" />
              {company?.parent && <Fact label={t('profile.parent')} value={company.parent.name} />}
              {company?.orgNo && <Fact label={t('profile.orgNo')} value={company.orgNo} />}
              {company?.vatNo && <Fact label={t('profile.vatNo')} value={company.vatNo} />}
              {(company?.coopCode ?? current?.coopCode) && (
                <Fact label={t('profile.coopCode')} value={company?.coopCode ?? current?.coopCode} />
              )}
              {company?.deliveryAddresses[0] && (
                <Fact
                  label={t('profile.deliveryAddress')}
                  value={<Address address={company.deliveryAddresses[0]} culture={culture} />}
                  testId="company-delivery"
                />
              )}
              {company?.invoiceAddresses[0] && (
                <Fact
                  label={t('profile.invoiceAddress')}
                  value={<Address address={company.invoiceAddresses[0]} culture={culture} />}
                />
              )}
            </dl>
          ) : (
            <p className="text-slate-600">{t('profile.consumer')}</p>
          )}
          {companies.length > 1 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('profile.companies')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {companies.map((c) => (
                  <li key={c.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {c.name}
                    {c.isCurrent && <span className="text-slate-500"> · {t('profile.current')}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      )}
      {!consumer && (
        <p className="mt-4 text-sm text-slate-500" data-testid="admin-note">
          {t('profile.note')}
        </p>
      )}
    </AccountFrame>
  );
}
