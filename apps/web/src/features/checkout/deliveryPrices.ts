import { type CartAudience, deliveryAfterThreshold, type Market } from '@workwear/domain';
import type { DeliveryGroup } from './metadataTypes';

/**
 * The delivery methods with the fee this cart pays for each: a business order from its market's
 * free-delivery threshold pays nothing whatever the method (domain freeDelivery.ts, the rule the API's
 * summary and send apply), so the list says "Free" where the summary does.
 */
export function methodsAsCharged(
  groups: readonly DeliveryGroup[],
  cart: { market: Market; audience: CartAudience; productsNet: number },
): DeliveryGroup[] {
  return groups.map((group) => ({
    ...group,
    methods: group.methods.map((method) => ({
      ...method,
      price: deliveryAfterThreshold(cart.market, cart.audience, cart.productsNet, method.price),
    })),
  }));
}
