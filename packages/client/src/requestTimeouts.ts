/** Spec: default request timeout 30,000 ms (storefront-core §9). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Spec: the order send call gets 120 s, because the backend places the order synchronously. */
export const ORDER_SEND_TIMEOUT_MS = 120_000;
