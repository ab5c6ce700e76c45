import type {
  TrackOrderPurchaseBody,
  TrackProductClickQuery,
  TrackProductSearchQuery,
} from '@workwear/contracts';
import { type DatabaseHandle, unitOfWork } from '@workwear/db';
import { invalidParameter, type Language } from '@workwear/domain';
import { resolveMarketContext } from '../../context/marketContext';
import type { MarketRequestContext } from '../../context/requestContext';
import type { FeatureService } from '../features';
import type { AnalyticsEvent } from './analyticsEvent';
import type { AnalyticsRecorder } from './recorder';

/** What an event is recorded as: whether the market's flag let it through. */
export type Recorded = 'recorded' | 'ignored';

/** The page's language must be one of the market's, as every call served in a market requires. */
function checkLanguage(ctx: Pick<MarketRequestContext, 'market'>, lang: Language): void {
  if (ctx.market.locales.some((l) => l.name === lang)) return;
  const allowed = ctx.market.locales.map((l) => l.name).join(', ');
  throw invalidParameter(
    'lang',
    `'${lang}' is not a language of market ${ctx.market.marketId} (${allowed}).`,
  );
}

/**
 * Search analytics (spec storefront-core §7): records an event only where the market's UseKlevu flag
 * is on (read through the feature service and its 300 s cache), and otherwise does nothing at all.
 * The shopper's address comes from the request (the caller passes what the API saw).
 */
export function createKlevuService(deps: {
  handle: DatabaseHandle;
  features: FeatureService;
  recorder: AnalyticsRecorder;
}) {
  const record = async (
    ctx: Pick<MarketRequestContext, 'market'>,
    event: Omit<AnalyticsEvent, 'marketId'>,
  ): Promise<Recorded> => {
    if (!(await deps.features.flag(ctx.market, 'UseKlevu')).enabled) return 'ignored';
    await unitOfWork(deps.handle, (tx) =>
      deps.recorder.record(tx, { ...event, marketId: ctx.market.marketId }),
    );
    return 'recorded';
  };

  return {
    recorder: deps.recorder.kind,

    trackProductSearch(ctx: MarketRequestContext, query: TrackProductSearchQuery, shopperIp: string) {
      checkLanguage(ctx, query.lang);
      return record(ctx, {
        kind: 'search',
        language: query.lang,
        shopperIp,
        term: query.term,
        payload: { totalResults: query.totalResults, typeOfQuery: query.typeOfQuery },
      });
    },

    trackProductClick(ctx: MarketRequestContext, query: TrackProductClickQuery, shopperIp: string) {
      checkLanguage(ctx, query.lang);
      const { keywords, lang: _lang, marketId: _market, ...product } = query;
      return record(ctx, {
        kind: 'click',
        language: query.lang,
        shopperIp,
        term: keywords,
        payload: product,
      });
    },

    /** The market is in the body here (a POST): the handler resolves it (400 naming marketId). */
    /** The market is in the body here (a POST): resolved as a query's would be (400 naming the field). */
    trackOrderPurchase(body: TrackOrderPurchaseBody, shopperIp: string) {
      const ctx = resolveMarketContext(body.marketId, undefined);
      checkLanguage(ctx, body.lang);
      return record(ctx, {
        kind: 'purchase',
        language: body.lang,
        shopperIp,
        term: null,
        payload: { userProfile: body.userProfile, items: body.items },
      });
    },
  };
}
export type KlevuService = ReturnType<typeof createKlevuService>;
