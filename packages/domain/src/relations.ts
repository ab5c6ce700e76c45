import { z } from 'zod';

/** Kinds of product relation the product service lists (products/{sku}/{kind}). */
export const RELATION_KINDS = [
  'siblings',
  'accessories',
  'similar',
  'upSell',
  'crossSell',
  'recommendations',
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
export const relationKindSchema = z.enum(RELATION_KINDS);
