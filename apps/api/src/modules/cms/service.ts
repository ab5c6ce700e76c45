import type { TopMessage } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { defaultLanguageOf, topMessageVisibilitySchema } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import { findTopMessage } from './repository';

export function createCmsService(handle: DatabaseHandle) {
  return {
    /**
     * The market's top message in the request language, else in the market's default language,
     * else null (the market has none).
     */
    async topMessage(ctx: MarketRequestContext): Promise<TopMessage | null> {
      const languages = [...new Set([ctx.language, defaultLanguageOf(ctx.market)])];
      const row = await findTopMessage(handle, ctx.market.marketId, languages);
      if (!row) return null;
      // The table's check constraint allows only these values; parsing narrows the type.
      return { ...row, visibility: topMessageVisibilitySchema.parse(row.visibility) };
    },
  };
}
export type CmsService = ReturnType<typeof createCmsService>;
