import {
  agreementContextRefusal,
  type CompanySettings,
  DomainError,
  type PriceContext,
  type PricingCompanySettings,
  resolvePriceContext,
} from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import type { PricingDeps } from './pricingDeps';

export interface PriceRequest {
  includeMarketPrice?: boolean;
  listContext?: 'public' | 'agreement';
}

/** The company settings pricing reads, of the company's effective (inherited) settings. */
function pricingSettingsOf(settings: CompanySettings): PricingCompanySettings {
  return {
    hidePrice: settings.HidePrice,
    showPriceIncVat: settings.ShowPriceIncVat,
    showAgreedAssortmentOnly: settings.ShowAgreedAssortmentOnly,
    showAgreedAssortmentOnlyForAllRoles: settings.ShowAgreedAssortmentOnlyForAllRoles,
    reseller: settings.AccessPartnerWeb,
  };
}

/** The principal's price context, resolved once per request from the market's and the company's terms. */
export async function contextFor(
  deps: Pick<PricingDeps, 'owners'>,
  ctx: MarketRequestContext,
  request: PriceRequest = {},
): Promise<PriceContext> {
  const { principal } = ctx;
  const companyId = principal.kind === 'customer' ? principal.companyId : null;
  const role = principal.kind === 'customer' ? principal.role : null;
  const [marketSettings, company] = await Promise.all([
    deps.owners.settings.rulesOf(ctx.market.marketId),
    companyId === null ? undefined : deps.owners.companies.termsOf(companyId),
  ]);
  if (request.listContext === 'agreement') {
    const refusal = agreementContextRefusal(role, company !== undefined);
    if (refusal === 'unauthenticated')
      throw new DomainError('unauthenticated', 'The agreement context needs a signed-in company user.');
    if (refusal === 'forbidden')
      throw new DomainError('forbidden', 'The agreement context is for users signed in to a company.');
  }
  return resolvePriceContext({
    market: ctx.market,
    marketSettings,
    role,
    company: company
      ? {
          primaryPriceListId: company.primaryPriceListId,
          priceLists: company.priceLists,
          settings: pricingSettingsOf(company.settings),
        }
      : null,
    includeMarketPrice: request.includeMarketPrice ?? false,
    listContext: request.listContext ?? 'public',
  });
}
