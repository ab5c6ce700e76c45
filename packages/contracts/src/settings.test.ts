import { parseMarketSettings } from '@workwear/domain/marketSettings';
import { describe, expect, it } from 'vitest';
import { marketSettingsSchema } from './settings';

describe('market settings contract', () => {
  it('parses what the settings endpoint answers, values as strings only', () => {
    const body: unknown = [{ key: 'HidePrice', value: 'True' }];
    expect(parseMarketSettings(marketSettingsSchema.parse(body)).hidePrice).toBe(true);
    expect(marketSettingsSchema.safeParse([{ key: 'HidePrice', value: true }]).success).toBe(false);
  });
});
