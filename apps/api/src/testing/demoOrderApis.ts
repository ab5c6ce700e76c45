import { createHttpClient, createOrderApi, type OrderApi } from '@workwear/client';
import { demoBearers } from './demoBearers';
import type { TestServer } from './testServer';

/**
 * The storefront's typed order client for each named demo buyer ('anna.user') over the test API, in
 * the Swedish shop: it checks every answer against the contract, as the history and order page do.
 */
export async function demoOrderApis(
  api: TestServer,
  names: readonly string[],
): Promise<(name: string) => OrderApi> {
  const who = await demoBearers(api.handle, names);
  return (name) => {
    const bearer = who[name]!.bearer.replace(/^Bearer /, '');
    return createOrderApi(
      createHttpClient({
        baseUrl: api.baseUrl,
        getToken: () => bearer,
        defaultQuery: () => ({ marketId: 'SE', cultureCode: 'sv-SE' }),
      }),
    );
  };
}
