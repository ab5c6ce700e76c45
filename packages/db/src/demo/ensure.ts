import type { DatabaseHandle } from '../connection';
import { type DemoCatalogueOptions, type EnsureDemoCatalogueOutcome, ensureDemoCatalogue } from './seed';
import { type DemoSettingsResult, ensureDemoSettings } from './settings';

export interface EnsureDemoDataOutcome {
  catalogue: EnsureDemoCatalogueOutcome;
  /** The demo settings written now, or null when there was nothing to write or no demo catalogue. */
  settings: DemoSettingsResult | null;
}

/**
 * The demo data a start may write when asked to (DEMO_DATA=1): the demo catalogue into an empty
 * catalogue, then the demo market settings and top messages, which go with the demo catalogue only, so
 * a shop's own catalogue never gets the demo's messages. Writes only; deletes nothing.
 */
export async function ensureDemoData(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions = {},
): Promise<EnsureDemoDataOutcome> {
  const catalogue = await ensureDemoCatalogue(handle, options);
  if (catalogue.result === null) return { catalogue, settings: null };
  const settings = await ensureDemoSettings(handle);
  return { catalogue, settings: settings.seeded ? settings.result : null };
}
