import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { methodsAsCharged } from './deliveryPrices';
import type { DeliveryGroup } from './metadataTypes';

const de = getMarketByName('de')!;
const groups: DeliveryGroup[] = [
  {
    deliveryGroupId: 1,
    name: 'Standard',
    methods: [
      {
        deliveryMethodId: 1001,
        deliveryGroupEntryId: 11,
        name: 'Standardpaket',
        carrierCode: 200,
        carrierType: 'parcel-b2b',
        price: { net: 595, gross: 708 },
        requiresCellphone: false,
        requiresZeroDeliveryCost: false,
        deliveryDays: { min: 2, max: 4 },
      },
    ],
  },
];
const priceOf = (g: DeliveryGroup[]) => g[0]!.methods[0]!.price;

describe('delivery methods as charged', () => {
  it('are free for a German business order from 200 € ex VAT, as the summary charges', () => {
    expect(priceOf(methodsAsCharged(groups, { market: de, audience: 'b2b', productsNet: 20_000 }))).toEqual({
      net: 0,
      gross: 0,
    });
  });

  it('keep their fee below the threshold and for consumers', () => {
    expect(priceOf(methodsAsCharged(groups, { market: de, audience: 'b2b', productsNet: 19_999 }))).toEqual({
      net: 595,
      gross: 708,
    });
    expect(priceOf(methodsAsCharged(groups, { market: de, audience: 'b2c', productsNet: 50_000 }))).toEqual({
      net: 595,
      gross: 708,
    });
  });
});
