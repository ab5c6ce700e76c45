import {
  offersVatChoice,
  type PriceDisplay,
  type PriceDisplayInput,
  priceDisplay,
  type VatChoice,
} from '@workwear/domain';
import { cache } from 'react';
import { getCompanyContext, isSettingOn } from '@/features/account';
import { getSignedIn } from '@/features/auth';
import { loadStartupData } from '@/features/startup';
import { getShopContext } from '@/lib/shopContext';

/** Who is asking, as the price display rule needs it: the market, the visitor's role and company. */
const getPriceDisplayInput = cache(async (lang: string): Promise<PriceDisplayInput> => {
  const [{ market, vatChoice }, { marketSettings }, signedIn, company] = await Promise.all([
    getShopContext(lang),
    loadStartupData(lang),
    getSignedIn(),
    getCompanyContext(lang),
  ]);
  return {
    market,
    marketSettings,
    role: signedIn?.role ?? null,
    // Settings that could not be loaded leave the rule's defaults (prices shown, ex VAT), as for any
    // company that sets neither; the API still decides which prices a buyer gets.
    company: company.company
      ? {
          hidePrice: isSettingOn(company, 'HidePrice'),
          showPriceIncVat: isSettingOn(company, 'ShowPriceIncVat'),
        }
      : null,
    storedVatChoice: vatChoice ?? null,
  };
});

/** How this visitor sees prices. */
export const getPriceDisplay = cache(
  async (lang: string): Promise<PriceDisplay> => priceDisplay(await getPriceDisplayInput(lang)),
);

/** The choice the VAT switch shows, or null where the visitor has no choice to make (offersVatChoice). */
export const getVatSwitchChoice = cache(async (lang: string): Promise<VatChoice | null> => {
  const input = await getPriceDisplayInput(lang);
  if (!offersVatChoice(input)) return null;
  return priceDisplay(input).incVat ? 'incVAT' : 'exVAT';
});
