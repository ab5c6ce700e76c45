import { createCompanyApi } from '@workwear/client';
import type { Company, Customer } from '@workwear/contracts';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { createPerTokenCache, getSignedIn, type SignedIn, visitorSession } from '@/features/auth';
import { serverApi } from '@/lib/serverApi';
import { logError } from '@/lib/serverLog';

function companyApiFor(signedIn: SignedIn) {
  return createCompanyApi(serverApi({ session: visitorSession(signedIn) }));
}

const keptCompanies = createPerTokenCache<Company>();

/**
 * The company the session acts for (GET /api/company/{id}), kept per token; null for consumers,
 * anonymous visitors and when the API cannot answer (logged; the page then shows what the session carries).
 */
export const getCurrentCompany = cache(async (): Promise<Company | null> => {
  const signedIn = await getSignedIn();
  if (!signedIn || signedIn.companyId === null) return null;
  try {
    const api = await companyApiFor(signedIn);
    const companyId = signedIn.companyId;
    return await keptCompanies.get(signedIn.accessToken, () => api.company(companyId));
  } catch (error) {
    // A session the API has ended goes to the logged-out page (features/auth/endedSession.ts).
    unstable_rethrow(error);
    logError(`company ${signedIn.companyId}: not loaded`, error);
    return null;
  }
});

/** The signed-in customer's own record (GET /api/customer/{id}), once per request; null on failure. */
export const getOwnCustomer = cache(async (): Promise<Customer | null> => {
  const signedIn = await getSignedIn();
  if (!signedIn) return null;
  try {
    return await (await companyApiFor(signedIn)).customer(signedIn.customer.id);
  } catch (error) {
    // A session the API has ended goes to the logged-out page (features/auth/endedSession.ts).
    unstable_rethrow(error);
    logError(`customer ${signedIn.customer.id}: not loaded`, error);
    return null;
  }
});
