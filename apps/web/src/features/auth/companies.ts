import type { switchableCompaniesSchema } from '@workwear/contracts';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { logError } from '@/lib/serverLog';
import { createPerTokenCache } from './perTokenCache';
import { getSignedIn, signedInAuthApi } from './session';

export type SwitchableCompany = z.infer<typeof switchableCompaniesSchema>[number];

const kept = createPerTokenCache<SwitchableCompany[]>();

/**
 * The companies the signed-in customer may act for (GET /api/auth/companies), kept per token;
 * empty for consumers, for anonymous visitors and when the API cannot answer (logged; the header then
 * shows no switcher rather than failing the page).
 */
export const getSwitchableCompanies = cache(async (): Promise<SwitchableCompany[]> => {
  const signedIn = await getSignedIn();
  if (!signedIn || signedIn.companyId === null) return [];
  try {
    const api = await signedInAuthApi(signedIn);
    return await kept.get(signedIn.accessToken, () => api.companies());
  } catch (error) {
    // A session the API has ended goes to the logged-out page (features/auth/endedSession.ts).
    unstable_rethrow(error);
    logError(`companies of customer ${signedIn.customer.id}: not loaded; no company switcher`, error);
    return [];
  }
});
