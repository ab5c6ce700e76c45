import { TAX_LOCATION_KEY } from '@workwear/contracts';
import {
  answerTaxRequest,
  type PricedLine,
  type SalesTaxRateTable,
  type SalesTaxState,
  type TaxablePayment,
  taxLocationSchema,
  taxNameOf,
  taxRequestFor,
} from '@workwear/domain';
import type { CartEnvironment } from './cartEnvironment';

/** Cart metadata key of the delivery location sales tax is computed for: declared with the metadata body. */
export { TAX_LOCATION_KEY };

export function taxLocationOf(metadata: readonly { key: string; value: string }[]) {
  const value = metadata.find((m) => m.key === TAX_LOCATION_KEY)?.value;
  if (!value) return null;
  try {
    const parsed = taxLocationSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sales tax of a US or Canadian cart: the tax request the spec describes (rows keyed by sku and price,
 * F3000 for delivery, DISCOUNT for the products discount so the tax is on what is paid), sent only once the cart knows a full delivery location, answered from the
 * rate table. No location or no rate: TBD. Elsewhere the tax is VAT, inside the prices.
 */
export function salesTaxOfCart(
  env: Pick<CartEnvironment, 'market' | 'rounding'>,
  lines: readonly PricedLine[],
  /** The products discount (DISCOUNT row) and what is paid for delivery (F3000 row), net. */
  payment: TaxablePayment,
  metadata: readonly { key: string; value: string }[],
  table: SalesTaxRateTable,
): SalesTaxState {
  if (taxNameOf(env.market) !== 'salesTax') return { kind: 'none' };
  const request = taxRequestFor(lines, payment, taxLocationOf(metadata));
  if (!request) return { kind: 'tbd' };
  const answer = answerTaxRequest(request, table, env.rounding);
  return answer ? { kind: 'known', amount: answer.total } : { kind: 'tbd' };
}
