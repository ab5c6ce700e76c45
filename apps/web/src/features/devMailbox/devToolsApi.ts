import { createDevToolsApi, type DevToolsApi, isNotFound } from '@workwear/client';
import { notFound } from 'next/navigation';
import { serverApi } from '@/lib/serverApi';

/** The API's development tools over its internal URL, on behalf of this request's visitor. */
export function devToolsApi(): DevToolsApi {
  return createDevToolsApi(serverApi());
}

/**
 * A development-tools call whose 404 is this page's 404: the API answers 404 to all of them while its
 * DEV_TOOLS is off (a production shop), so the mailbox pages do not exist there either.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}
