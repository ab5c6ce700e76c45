import {
  offersVatChoice,
  type PriceDisplay,
  type PriceDisplayInput,
  priceDisplay,
  type VatChoice,
} from '@workwear/domain';
import { cache } from 'react';
import { loadStartupData } from '@/features/shell/startupData';
import { getShopContext } from '@/lib/shopContext';

/**
 * Who is asking, as the price display rule needs it. Anonymous visitors and consumers only, until
 * sign-in exists: the business-user inputs (role, company settings) are added here by the accounts issue.
 */
const getPriceDisplayInput = cache(async (lang: string): Promise<PriceDisplayInput> => {
  const [{ market, vatChoice }, { marketSettings }] = await Promise.all([
    getShopContext(lang),
    loadStartupData(lang),
  ]);
  return { market, marketSettings, role: null, company: null, storedVatChoice: vatChoice ?? null };
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
