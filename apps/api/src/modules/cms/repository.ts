import { type DatabaseHandle, schema } from '@workwear/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { topMessages } = schema;

/**
 * The market's top message in the first of the languages that has one (the requested language,
 * then the market's default), or undefined.
 */
export async function findTopMessage(handle: DatabaseHandle, marketId: string, languages: readonly string[]) {
  if (languages.length === 0) return undefined;
  const rows = await handle.db
    .select({
      visibility: topMessages.visibility,
      text: topMessages.text,
      linkUrl: topMessages.linkUrl,
      linkText: topMessages.linkText,
    })
    .from(topMessages)
    .where(and(eq(topMessages.marketId, marketId), inArray(topMessages.language, [...languages])))
    .orderBy(sql`array_position(${sql.param([...languages])}::text[], ${topMessages.language}::text)`)
    .limit(1);
  return rows[0];
}

const { legalPages, marketSellers } = schema;

/** A legal page of the market in the first of the languages that has it, or undefined. */
export async function findLegalPage(
  handle: DatabaseHandle,
  marketId: string,
  page: string,
  languages: readonly string[],
) {
  if (languages.length === 0) return undefined;
  const rows = await handle.db
    .select({
      language: legalPages.language,
      title: legalPages.title,
      body: legalPages.body,
      updatedAt: legalPages.updatedAt,
    })
    .from(legalPages)
    .where(
      and(
        eq(legalPages.marketId, marketId),
        eq(legalPages.page, page),
        inArray(legalPages.language, [...languages]),
      ),
    )
    .orderBy(sql`array_position(${sql.param([...languages])}::text[], ${legalPages.language}::text)`)
    .limit(1);
  return rows[0];
}

/** The market's seller row, or undefined. */
export async function findSeller(handle: DatabaseHandle, marketId: string) {
  const rows = await handle.db
    .select({
      companyName: marketSellers.companyName,
      street: marketSellers.street,
      postalCode: marketSellers.postalCode,
      city: marketSellers.city,
      countryCode: marketSellers.countryCode,
      organisationNumber: marketSellers.organisationNumber,
      vatNumber: marketSellers.vatNumber,
      email: marketSellers.email,
      phone: marketSellers.phone,
      serviceHours: marketSellers.serviceHours,
    })
    .from(marketSellers)
    .where(eq(marketSellers.marketId, marketId))
    .limit(1);
  return rows[0];
}
