import { type ApprovalApi, createApprovalApi } from '@workwear/client';
import type { Language, Market } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getSignedIn, type SignedIn, visitorSession } from '@/features/auth';
import { serverApi } from '@/lib/serverApi';
import { getShopContext } from '@/lib/shopContext';

/**
 * The approval and amount-limit calls as this request's visitor reaches them: from the storefront's
 * server with their token (the browser never holds one), in the page's market and culture.
 */
export type ApprovalScope = {
  readonly api: ApprovalApi;
  readonly signedIn: SignedIn | null;
  readonly market: Market;
  readonly culture: string;
  readonly language: Language;
};

export const approvalScope = cache(async (lang: string): Promise<ApprovalScope> => {
  const [signedIn, { market, culture, language }] = await Promise.all([getSignedIn(), getShopContext(lang)]);
  const http = serverApi({
    locale: { marketId: market.marketId, culture },
    session: visitorSession(signedIn),
  });
  return { api: createApprovalApi(http), signedIn, market, culture, language };
});

/** The `approvals` namespace in the page's language. */
export async function approvalsT(language: Language) {
  return getTranslations({ locale: language, namespace: 'approvals' });
}
export type ApprovalsT = Awaited<ReturnType<typeof approvalsT>>;
