import type { DeliveryGroup } from './metadataTypes';

/*
 * The chosen delivery method as the order names it, apart from the order payload (sendPayload.ts):
 * step 3 reads the choice in the browser, and the payload brings the phone library (E.164).
 */

export type DeliveryChoice = {
  deliveryMethodId: number;
  deliveryGroupId: number;
  deliveryGroupEntryId: number;
};

/** Whether a group entry is a service-point method (the buyer then picks a point). */
export function isServicePointEntry(
  groups: readonly Pick<DeliveryGroup, 'methods'>[],
  entryId: number | null,
): boolean {
  return groups.some((g) =>
    g.methods.some((m) => m.deliveryGroupEntryId === entryId && m.carrierType === 'service-point'),
  );
}

/** The method behind a group entry id, with its group, or undefined when no group offers it. */
export function deliveryChoiceOf(
  groups: readonly Pick<DeliveryGroup, 'deliveryGroupId' | 'methods'>[],
  entryId: number,
): DeliveryChoice | undefined {
  for (const group of groups) {
    const method = group.methods.find((m) => m.deliveryGroupEntryId === entryId);
    if (method) {
      return {
        deliveryMethodId: method.deliveryMethodId,
        deliveryGroupId: group.deliveryGroupId,
        deliveryGroupEntryId: method.deliveryGroupEntryId,
      };
    }
  }
  return undefined;
}
