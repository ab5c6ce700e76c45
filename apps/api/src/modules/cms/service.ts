import type { LegalPageContent, Seller, TopMessage } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  defaultLanguageOf,
  type Language,
  languageSchema,
  legalPageSchema,
  type Market,
  notFound,
  serviceHoursSchema,
  topMessageVisibilitySchema,
} from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import { findLegalPage, findSeller, findTopMessage } from './repository';

/** The request language, then the market's default: the order CMS texts are looked for in. */
const languagesOf = (ctx: { language: Language; market: Market }) => [
  ...new Set([ctx.language, defaultLanguageOf(ctx.market)]),
];

export function createCmsService(handle: DatabaseHandle) {
  /** The market's seller, or undefined; service hours parsed (jsonb is checked on the way out). */
  async function sellerOf(marketId: string): Promise<Seller | undefined> {
    const row = await findSeller(handle, marketId);
    return row && { ...row, serviceHours: serviceHoursSchema.parse(row.serviceHours) };
  }

  return {
    /**
     * The market's top message in the request language, else in the market's default language,
     * else null (the market has none).
     */
    async topMessage(ctx: MarketRequestContext): Promise<TopMessage | null> {
      const row = await findTopMessage(handle, ctx.market.marketId, languagesOf(ctx));
      if (!row) return null;
      // The table's check constraint allows only these values; parsing narrows the type.
      return { ...row, visibility: topMessageVisibilitySchema.parse(row.visibility) };
    },

    /**
     * A legal page in the request language, else the market's default; not found when neither has
     * it, or when the name is none of the legal pages.
     */
    async legalPage(ctx: MarketRequestContext, name: string): Promise<LegalPageContent> {
      const known = legalPageSchema.safeParse(name);
      if (!known.success) throw notFound(`Legal page '${name}'`);
      const page = known.data;
      const row = await findLegalPage(handle, ctx.market.marketId, page, languagesOf(ctx));
      if (!row) throw notFound(`Legal page '${page}' of market ${ctx.market.marketId}`);
      return {
        page,
        language: languageSchema.parse(row.language),
        title: row.title,
        body: row.body,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** The market's seller; not found when the market has none. */
    async seller(ctx: MarketRequestContext): Promise<Seller> {
      const seller = await sellerOf(ctx.market.marketId);
      if (!seller) throw notFound(`Seller of market ${ctx.market.marketId}`);
      return seller;
    },

    /** The seller of a market by id, for the e-mails' footer (no request context there). */
    sellerOf,
  };
}
export type CmsService = ReturnType<typeof createCmsService>;
