import { isNotFound } from '@workwear/client';
import type { NavigationContext, TopMessage } from '@workwear/contracts';
import { type MarketSettings, parseMarketSettings, startupErrorPath } from '@workwear/domain';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getShopApi } from '@/features/auth';
import { logError } from '@/lib/serverLog';
import { createShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';

export type StartupData = {
  navigation: NavigationContext;
  marketSettings: MarketSettings;
  topMessage: TopMessage | null;
};

const EMPTY_NAVIGATION: NavigationContext = {
  clothingCategory: [],
  menAndWomenCategory: [],
  collectionsCategory: [],
  accessoriesCategory: [],
  catalogueCategory: [],
};

/**
 * What every page of the shell needs before it renders. The spec's error catalogue says a single
 * failing call is logged and its defaults stay (no menu, prices shown, no top message); only when the
 * API cannot answer at all (all three calls fail) is start-up data "failed", which sends the visitor
 * to /error?code=100.
 */
export const loadStartupData = cache(async (lang: string): Promise<StartupData> => {
  const [api, { market, culture }] = await Promise.all([getShopApi(lang), getShopContext(lang)]);
  // Market settings and the top message are the same for every visitor: asked without the token, so
  // the API answers them from its shared cache. The menu counts the visitor's assortment: with it.
  const everyone = createShopApi(market.marketId, culture);
  const [navigation, settings, topMessage] = await Promise.allSettled([
    api.product.navigation(),
    everyone.settings.marketSettings(market.marketId),
    everyone.cms.topMessage(),
  ]);
  // The menu's call carries the visitor's token: a session the API has ended sends every page to
  // the logged-out page from here (features/auth/endedSession.ts), before the shell shows anyone signed in.
  for (const result of [navigation, settings, topMessage]) {
    if (result.status === 'rejected') unstable_rethrow(result.reason);
  }
  if (
    navigation.status === 'rejected' &&
    settings.status === 'rejected' &&
    topMessage.status === 'rejected'
  ) {
    logError('Failed to load start-up data.', navigation.reason);
    redirect(startupErrorPath());
  }
  if (navigation.status === 'rejected') logError('Failed to fetch navigation.', navigation.reason);
  if (settings.status === 'rejected') logError('Failed to fetch market settings.', settings.reason);
  if (topMessage.status === 'rejected' && !isNotFound(topMessage.reason)) {
    logError('Failed to fetch top message.', topMessage.reason);
  }
  return {
    navigation: navigation.status === 'fulfilled' ? navigation.value : EMPTY_NAVIGATION,
    marketSettings: parseMarketSettings(settings.status === 'fulfilled' ? settings.value : []),
    topMessage: topMessage.status === 'fulfilled' ? topMessage.value : null,
  };
});
