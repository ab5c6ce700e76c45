import { type DatabaseHandle, schema } from '@workwear/db';
import { eq } from 'drizzle-orm';

const { companies } = schema;

/**
 * What a company's amount limits read of the company (docs/companies/approvals-and-limits.md): the
 * market it buys in (its currency and the time zone periods are counted in), the default limit of a
 * customer without their own, and the company's own limit per period (code 4); minor units, 0 is none.
 * Takes the caller's handle: inside a send's transaction it must be the transaction's.
 */
export interface CompanyLimits {
  marketName: string;
  defaultAmount: number;
  invoiceCreditStopAmount: number;
}

export async function companyLimitsOf(
  handle: DatabaseHandle,
  companyId: number,
): Promise<CompanyLimits | undefined> {
  const [row] = await handle.db
    .select({
      marketName: companies.marketName,
      defaultAmount: companies.defaultAmount,
      invoiceCreditStopAmount: companies.invoiceCreditStopAmount,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
