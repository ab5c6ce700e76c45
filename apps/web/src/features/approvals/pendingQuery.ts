import type { pendingOrdersQuerySchema } from '@workwear/contracts';
import { type CurrencyFormat, MAX_AMOUNT_LIMIT_MINOR, parseMarketAmount } from '@workwear/domain';
import type { z } from 'zod';

/**
 * The pending-order pages' filters as the GET form sends them (company/pending-orders and
 * amountlimit/approve): buyer, requested from/to (dates) and amount min/max typed in the market's
 * format, and the page; and why an export of the decisions was not given (decisionsExport.ts). The
 * page cache and the page read only these (routeTable.ts).
 */
export const PENDING_QUERY_PARAMS = ['buyer', 'from', 'to', 'min', 'max', 'page', 'export'] as const;
type Param = (typeof PENDING_QUERY_PARAMS)[number];

export type PendingFilterValues = Readonly<Record<Exclude<Param, 'page' | 'export'>, string>>;
export type PendingFilterError = 'invalidAmount' | 'invalidRange';

export type PendingQuery = {
  /** What the form shows again, as the visitor typed it. */
  readonly values: PendingFilterValues;
  /** A field's error; a field in error is left out of the API's query. */
  readonly errors: Partial<Record<'min' | 'max' | 'to', PendingFilterError>>;
  readonly page: number;
  /** The query of the pending-order calls. */
  readonly api: z.input<typeof pendingOrdersQuerySchema>;
  /** Whether any filter is set (an empty list then says none matched, not that none wait). */
  readonly filtered: boolean;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function amountOf(text: string, format: CurrencyFormat): number | undefined | 'invalid' {
  if (text.trim() === '') return undefined;
  const minor = parseMarketAmount(text, format);
  return minor === undefined || minor < 0 || minor > MAX_AMOUNT_LIMIT_MINOR ? 'invalid' : minor;
}

/** Reads the filters; a malformed amount is named for its field, a malformed date or page ignored. */
export function parsePendingQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
  format: CurrencyFormat,
  pageSize: number,
): PendingQuery {
  const values = {
    buyer: one(query.buyer).trim().slice(0, 100),
    from: DATE.test(one(query.from)) ? one(query.from) : '',
    to: DATE.test(one(query.to)) ? one(query.to) : '',
    min: one(query.min).trim().slice(0, 40),
    max: one(query.max).trim().slice(0, 40),
  };
  const page = Math.min(Math.max(Number.parseInt(one(query.page), 10) || 1, 1), 100_000);
  const errors: PendingQuery['errors'] = {};
  const min = amountOf(values.min, format);
  const max = amountOf(values.max, format);
  if (min === 'invalid') errors.min = 'invalidAmount';
  if (max === 'invalid') errors.max = 'invalidAmount';
  const minOk = typeof min === 'number' ? min : undefined;
  let maxOk = typeof max === 'number' ? max : undefined;
  if (minOk !== undefined && maxOk !== undefined && maxOk < minOk) {
    errors.max = 'invalidRange';
    maxOk = undefined;
  }
  let to = values.to;
  if (values.from && to && to < values.from) {
    errors.to = 'invalidRange';
    to = '';
  }
  const api: PendingQuery['api'] = {
    page,
    pageSize,
    ...(values.buyer ? { buyer: values.buyer } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(to ? { to } : {}),
    ...(minOk !== undefined ? { minAmount: minOk } : {}),
    ...(maxOk !== undefined ? { maxAmount: maxOk } : {}),
  };
  const filtered = Object.values(values).some((v) => v !== '');
  return { values, errors, page, api, filtered };
}

/** The list's link to another page with the same filters. */
export function pendingPageHref(base: string, values: PendingFilterValues, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
