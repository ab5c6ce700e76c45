import {
  offersVatChoice,
  type PriceDisplay,
  type PriceDisplayInput,
  priceDisplay,
  type VatChoice,
} from '@workwear/domain';
import { cache } from 'react';
import { getSignedIn } from '@/features/auth/session';
import { loadStartupData } from '@/features/shell/startupData';
import { logError } from '@/lib/serverLog';
import { getShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';

/**
 * The company settings the price display reads (HidePrice, ShowPriceIncVat, own or inherited). When
 * the settings cannot be loaded the rule's defaults apply: prices shown, ex VAT, as for any company
 * that sets neither; the API still decides which prices a buyer gets.
 */
async function companyDisplaySettings(lang: string, companyId: number) {
  try {
    const entries = await (await getShopApi(lang)).settings.companySettings(companyId);
    const on = (key: string) => entries.some((e) => e.key === key && e.value === true);
    return { hidePrice: on('HidePrice'), showPriceIncVat: on('ShowPriceIncVat') };
  } catch (error) {
    logError(`company ${companyId}: settings for the price display not loaded`, error);
    return null;
  }
}

/** Who is asking, as the price display rule needs it: the market, the visitor's role and company. */
const getPriceDisplayInput = cache(async (lang: string): Promise<PriceDisplayInput> => {
  const [{ market, vatChoice }, { marketSettings }, signedIn] = await Promise.all([
    getShopContext(lang),
    loadStartupData(lang),
    getSignedIn(),
  ]);
  const company = signedIn?.companyId ? await companyDisplaySettings(lang, signedIn.companyId) : null;
  return {
    market,
    marketSettings,
    role: signedIn?.role ?? null,
    company,
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
