import { z } from 'zod';
import { safeText } from './safeText';

/** marketId in the path: any case ('se' and 'SE' name the same market). */
export const marketSettingsParamsSchema = z.object({
  marketId: safeText().min(1).max(40).describe('Market id such as SE; case-insensitive'),
});

export const marketSettingEntrySchema = z
  .object({
    key: z.string(),
    value: z.string().describe("As the backend stores it: 'True' or 'False' for the boolean keys"),
  })
  .meta({ id: 'MarketSettingEntry' });

/** The market's key/value settings, ordered by key. Read them with the domain's parseMarketSettings. */
export const marketSettingsSchema = z.array(marketSettingEntrySchema).meta({ id: 'MarketSettings' });
