import { type PriceDisplay, priceDisplay } from '@workwear/domain';
import { cache } from 'react';
import { loadStartupData } from '@/features/shell/startupData';
import { getShopContext } from '@/lib/shopContext';

/**
 * How this visitor sees prices. Anonymous visitors and consumers only, until sign-in exists: the
 * business-user inputs (role, company settings) are added here by the accounts issue.
 */
export const getPriceDisplay = cache(async (lang: string): Promise<PriceDisplay> => {
  const [{ market, vatChoice }, { marketSettings }] = await Promise.all([
    getShopContext(lang),
    loadStartupData(lang),
  ]);
  return priceDisplay({
    market,
    marketSettings,
    role: null,
    company: null,
    storedVatChoice: vatChoice ?? null,
  });
});
