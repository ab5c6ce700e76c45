import { z } from 'zod';

/** How the product service groups a list: one card per colour, per product, per variant or per unique variant. */
export const LIST_MODES = ['ColorVariants', 'Default', 'AllVariants', 'UniqueVariants'] as const;

export type ListMode = (typeof LIST_MODES)[number];

export const listModeSchema = z.enum(LIST_MODES);
