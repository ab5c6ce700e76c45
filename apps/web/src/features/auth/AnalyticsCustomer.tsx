import { analyticsCustomerType, infoValue, isTruthyInfoValue } from '@workwear/domain';
import { getCurrentCompany } from '@/features/account';
import { getSignedIn } from './session';

/**
 * The analytics customer type of this visitor (domain: analyticsCustomerType), for the analytics
 * events to read from the page (the shop sends no events yet): the role from the session, the
 * parent and the AccessPartnerWeb setting from the company the session acts for.
 */
export async function AnalyticsCustomer() {
  const [signedIn, company] = await Promise.all([getSignedIn(), getCurrentCompany()]);
  const type = analyticsCustomerType({
    role: signedIn?.role ?? null,
    parentCompanyId: company?.parentId ?? null,
    accessPartnerWeb: isTruthyInfoValue(infoValue(company?.settings, 'AccessPartnerWeb')),
  });
  return <meta name="analytics-customer-type" content={type} />;
}
