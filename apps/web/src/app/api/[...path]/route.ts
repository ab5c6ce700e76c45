import { DEFAULT_TIMEOUT_MS } from '@workwear/client';
import { createApiForwarder } from '@/lib/apiForwarder';
import { webConfig } from '@/lib/webConfig';

/**
 * /api/... on the shop's origin, passed on to the commerce API at API_INTERNAL_URL as read when this
 * server started (see lib/apiForwarder.ts). The web server's request gate has already refused the
 * methods the shop never passes on; the API answers the rest, 405 included.
 */
const forward = createApiForwarder({ apiUrl: webConfig.apiInternalUrl, timeoutMs: DEFAULT_TIMEOUT_MS });

export {
  forward as DELETE,
  forward as GET,
  forward as HEAD,
  forward as OPTIONS,
  forward as PATCH,
  forward as POST,
  forward as PUT,
};
