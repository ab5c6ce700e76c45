import { ORDER_ERROR_CODE, ORDER_HTTP_ERRORS, type OrderErrorCode } from '@workwear/domain/orderErrorCodes';

/**
 * What went wrong with a send, as the storefront tells the buyer: a refusal with its order code
 * (0-38), a plain HTTP refusal (400, 401, 403, 404), or no answer at all (timeout, network, 5xx),
 * after which sending again is safe (the idempotency key makes it the same order).
 */
export type OrderFailure =
  | { readonly kind: 'refused'; readonly code: OrderErrorCode; readonly skus?: readonly string[] }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'noAnswer' };

/** The key of a failure's message in the orderErrors namespace. */
export type OrderErrorKey =
  | `codes.${OrderErrorCode}`
  | `http.${(typeof ORDER_HTTP_ERRORS)[number]}`
  | 'unknown'
  | 'noAnswer';

/** Every code the spec names, for the message files' completeness. */
export const ORDER_ERROR_MESSAGE_KEYS: readonly OrderErrorKey[] = [
  ...Object.values(ORDER_ERROR_CODE).map((code) => `codes.${code}` as const),
  ...ORDER_HTTP_ERRORS.map((status) => `http.${status}` as const),
  'unknown',
  'noAnswer',
];

/** The codes whose message names the lines at fault ({lines}): missing, unstocked or invalid skus. */
export const CODES_NAMING_LINES: readonly OrderErrorCode[] = [8, 9, 10, 13];

export function orderErrorKey(failure: OrderFailure): OrderErrorKey {
  if (failure.kind === 'refused') return `codes.${failure.code}`;
  if (failure.kind === 'noAnswer') return 'noAnswer';
  const status = ORDER_HTTP_ERRORS.find((s) => s === failure.status);
  if (status !== undefined) return `http.${status}`;
  return failure.status >= 500 ? 'noAnswer' : 'unknown';
}

/** Whether the failure may be retried with the same idempotency key (nothing definite was answered). */
export const keepsIdempotencyKey = (failure: OrderFailure): boolean =>
  failure.kind === 'noAnswer' ||
  (failure.kind === 'refused' && (failure.code === 37 || failure.code === 38)) ||
  (failure.kind === 'http' && failure.status >= 500);

/** A cart line as the buyer knows it, to name a sku a refusal is about. */
export type NamedLine = {
  readonly fullSku: string;
  readonly name: string;
  readonly size: string;
  readonly color: string;
};

/**
 * The lines a refusal names, as the buyer knows them: "name (colour, size)" for a sku the order
 * summary holds, the sku itself for one it does not; joined with commas, each once.
 */
export function namedLines(skus: readonly string[] | undefined, products: readonly NamedLine[]): string {
  const names = (skus ?? []).map((sku) => {
    const product = products.find((p) => p.fullSku === sku);
    if (!product) return sku;
    const details = [product.color, product.size].filter((d) => d !== '').join(', ');
    return details ? `${product.name} (${details})` : product.name;
  });
  return [...new Set(names)].join(', ');
}

/** A failure's message in the visitor's language, the lines at fault named where the code has them. */
export function orderFailureText(
  failure: OrderFailure,
  texts: Readonly<Record<OrderErrorKey, string>>,
  products: readonly NamedLine[],
): string {
  const lines = failure.kind === 'refused' ? namedLines(failure.skus, products) : '';
  return texts[orderErrorKey(failure)].replaceAll('{lines}', lines);
}
