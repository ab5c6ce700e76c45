import {
  DEFAULT_MARKET_NAME,
  defaultLanguageOf,
  formatServiceHours,
  getMarketByName,
  type Language,
  LEGAL_PAGES,
  type LegalPage,
  legalPagePath,
  marketLanguages,
  sellerAddressLine,
} from '@workwear/domain';
import type { CmsService } from '../modules/cms';
import type { MailFooter, MailFooterSource } from '../modules/mail';

/**
 * The e-mails' footer for a market and language: the cms module's seller of the market and the
 * market's legal pages on its public origin. The mail module does not know cms; the composition root
 * joins them here. A market without a seller row (a shop that has not written its own yet) gets the
 * one-line footer: a password reset or an order confirmation still goes out.
 */
export function mailFooterSource(deps: {
  cms: Pick<CmsService, 'sellerOf'>;
  publicOriginOf: (market: string) => string;
}): MailFooterSource {
  return async (marketName, language) => {
    const market =
      getMarketByName(marketName ?? DEFAULT_MARKET_NAME) ?? getMarketByName(DEFAULT_MARKET_NAME)!;
    const seller = await deps.cms.sellerOf(market.marketId);
    if (!seller) return undefined;
    // The pages exist in the market's own languages; a mail in another one links the market's default.
    const pageLanguage: Language = marketLanguages(market).includes(language)
      ? language
      : defaultLanguageOf(market);
    const origin = deps.publicOriginOf(market.name);
    const links = Object.fromEntries(
      LEGAL_PAGES.map((page) => [page, `${origin}${legalPagePath(page, pageLanguage)}`]),
    ) as Record<LegalPage, string>;
    const culture = market.locales.find((l) => l.name === language)?.cultureCode ?? language;
    return {
      companyName: seller.companyName,
      address: sellerAddressLine(seller, language),
      organisationNumber: seller.organisationNumber,
      vatNumber: seller.vatNumber,
      email: seller.email,
      phone: seller.phone,
      hours: formatServiceHours(seller.serviceHours, culture),
      links,
    } satisfies MailFooter;
  };
}
