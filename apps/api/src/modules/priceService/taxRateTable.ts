import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SalesTaxRateTable, salesTaxRateTableSchema } from '@workwear/domain';

/** The rate table shipped with the shop: state and province base rates (see its "source"). */
export const SHIPPED_SALES_TAX_RATES = fileURLToPath(
  new URL('../../../data/sales-tax-rates.json', import.meta.url),
);

/**
 * Reads and checks a sales-tax rate table once (SALES_TAX_RATES_FILE, or the shipped one): a table
 * that does not parse stops the start with the file and field named, rather than taxing wrongly.
 */
export function loadSalesTaxRates(file: string = SHIPPED_SALES_TAX_RATES): SalesTaxRateTable {
  const parsed = salesTaxRateTableSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Sales-tax rate table ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}
