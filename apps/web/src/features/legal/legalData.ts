import { isNotFound } from '@workwear/client';
import type { LegalPageContent, Seller } from '@workwear/contracts';
import type { Language, LegalPage } from '@workwear/domain';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { logError } from '@/lib/serverLog';
import { createShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';

export type LegalPageResult =
  | { kind: 'found'; content: LegalPageContent }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * A legal page of the visitor's market in the page's language, once per render (the page and its
 * metadata both ask). Asked without the visitor's token: the text is the same for everyone, so the
 * API answers it from its shared cache.
 */
export const loadLegalPage = cache(async (language: Language, page: LegalPage): Promise<LegalPageResult> => {
  const { market, culture } = await getShopContext(language);
  try {
    return { kind: 'found', content: await createShopApi(market.marketId, culture).cms.legalPage(page) };
  } catch (error) {
    unstable_rethrow(error);
    if (isNotFound(error)) return { kind: 'missing' };
    logError(`Failed to fetch the legal page ${page}.`, error);
    return { kind: 'failed' };
  }
});

/** The market's seller for the footer, or null (none written, or the API did not answer: logged). */
export const loadSeller = cache(async (language: Language): Promise<Seller | null> => {
  const { market, culture } = await getShopContext(language);
  try {
    return await createShopApi(market.marketId, culture).cms.seller();
  } catch (error) {
    unstable_rethrow(error);
    if (!isNotFound(error)) logError('Failed to fetch the seller.', error);
    return null;
  }
});
