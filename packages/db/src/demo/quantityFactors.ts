import type { GarmentCode } from './vocabulary/garments';

/**
 * Kinds of product sold in packs, so the cart's quantity factor shows in the demo: socks come three
 * pairs to a pack, assembly gloves twelve pairs to a box. A cart quantity of these is a multiple of the
 * factor; every other kind is sold one by one (factor 1). Depends on the kind alone, so no random
 * stream moves.
 */
export const QUANTITY_FACTORS: Readonly<Partial<Record<GarmentCode, number>>> = {
  'work-socks': 3,
  'wool-socks': 3,
  'assembly-gloves': 12,
};

export const quantityFactorOf = (garment: GarmentCode): number => QUANTITY_FACTORS[garment] ?? 1;
