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
