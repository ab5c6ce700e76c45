import { analyticsCustomerType } from '@workwear/domain';
import { getSignedIn } from './session';

/**
 * The analytics customer type of this visitor (domain: analyticsCustomerType), for the analytics
 * events to read from the page (`data-analytics-customer-type`; the shop sends no events yet). The
 * company's parent and its AccessPartnerWeb setting come with the company and settings endpoints;
 * until the storefront reads them, a company user counts as directCustomer.
 */
export async function AnalyticsCustomer({
  company,
}: {
  company?: { parentCompanyId: number | null; accessPartnerWeb: boolean };
}) {
  const signedIn = await getSignedIn();
  const type = analyticsCustomerType({ role: signedIn?.role ?? null, ...company });
  return <meta name="analytics-customer-type" content={type} data-analytics-customer-type={type} />;
}
