import type { DatabaseHandle } from '../connection';
import { type DemoCheckoutResult, ensureDemoCheckout } from './checkout';
import { type DemoLegalResult, ensureDemoLegal } from './legal';
import { type DemoPromotionsResult, ensureDemoPromotions } from './promotions';
import {
  type DemoCatalogueOptions,
  type EnsureDemoCatalogueOutcome,
  ensureDemoCatalogue,
  resolveDemoOptions,
} from './seed';
import { type DemoSettingsResult, ensureDemoSettings } from './settings';
import { type EnsureDemoWorldOutcome, ensureDemoWorld } from './world';

export interface EnsureDemoDataOutcome {
  catalogue: EnsureDemoCatalogueOutcome;
  /** The demo world: written with a new catalogue, added beside an older one, or left as it is. */
  world: EnsureDemoWorldOutcome | null;
  /** The demo settings written now, or null when there was nothing to write or no demo catalogue. */
  settings: DemoSettingsResult | null;
  /** The demo promotions written now, or null when they were written before or there is no demo catalogue. */
  promotions: DemoPromotionsResult | null;
  /** The demo checkout data (delivery groups, low-stock sku, demo orders) written now, or null. */
  checkout: DemoCheckoutResult | null;
  /** The demo sellers and legal pages (issue 27) written now, or null. */
  legal: DemoLegalResult | null;
}

/**
 * The demo data a start may write when asked to (DEMO_DATA=1): the demo catalogue with its world
 * (companies, people, accounts, price lists, feature flags) into an empty catalogue, the world beside a
 * demo catalogue written before it existed, then the demo market settings and top messages, the demo
 * promotions and the demo checkout data (delivery groups, demo orders), which go with the demo catalogue
 * only, so a shop's own catalogue never gets the demo's messages, codes or orders. Writes only (the
 * low-stock sku's stock is set); deletes nothing.
 */
export async function ensureDemoData(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions = {},
): Promise<EnsureDemoDataOutcome> {
  const catalogue = await ensureDemoCatalogue(handle, options);
  if (catalogue.result === null) {
    return { catalogue, world: null, settings: null, promotions: null, checkout: null, legal: null };
  }
  const world = await ensureDemoWorld(
    handle,
    catalogue.result.options,
    resolveDemoOptions(options).companies ?? 0,
    options.onTable,
  );
  const settings = await ensureDemoSettings(handle);
  const promotions = await ensureDemoPromotions(handle);
  const checkout = await ensureDemoCheckout(handle);
  const legal = await ensureDemoLegal(handle);
  return {
    catalogue,
    world,
    settings: settings.seeded ? settings.result : null,
    promotions: promotions.seeded ? promotions.result : null,
    checkout: checkout.seeded ? checkout.result : null,
    legal: legal.seeded ? legal.result : null,
  };
}
