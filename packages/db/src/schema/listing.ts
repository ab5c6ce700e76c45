import { boolean, char, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Read model for product lists, filters and facet counts: one row per colour variant with
 * everything a list query filters on, as integer arrays behind GIN indexes. Rebuilt from the
 * catalogue tables by refreshListing(); never written by hand.
 */
export const variantListing = pgTable(
  'variant_listing',
  {
    variantId: integer('variant_id').primaryKey(),
    productId: integer('product_id').notNull(),
    partNo: char('part_no', { length: 12 }).notNull(),
    /** Primary and additional categories with all their ancestors. */
    categoryIds: integer('category_ids').array().notNull(),
    groupIds: integer('group_ids').array().notNull(),
    familyId: integer('family_id'),
    /**
     * Parametric values by the level they attach at (parametrics.level): the product's, its
     * colour's, and its skus' sizes. A filter reads its own level, and counting one parametric's
     * values unnests only that level: one colour per row instead of every value.
     */
    productValueIds: integer('product_value_ids').array().notNull(),
    variantValueIds: integer('variant_value_ids').array().notNull(),
    skuValueIds: integer('sku_value_ids').array().notNull(),
    popRank: integer('pop_rank'),
    starsAverage: integer('stars_average_x100'),
    flagRank: integer('flag_rank').notNull(),
    /** The product's first colour: the item shown in Default mode. */
    isDefault: boolean('is_default').notNull(),
    /** Enters the colour map: has a size, a price and a colour code (spec section 5). */
    isSellable: boolean('is_sellable').notNull(),
    /** At least one size in stock. */
    hasStock: boolean('has_stock').notNull(),
    manufacturerId: text('manufacturer_id').notNull(),
    /**
     * Public prices (minor units) by price slot (see listingPriceSlots); null where the variant has
     * no price in that list. Held here so a list query filters and sorts without joining prices;
     * int4 keeps rows narrow (up to 21 million in major units per item is ample for clothing).
     */
    prices: integer('prices').array().notNull(),
    pricesIncVat: integer('prices_inc_vat').array().notNull(),
    /** Position of the product's name in alphabetical order, by language slot (see listingLanguageSlots). */
    nameRanks: integer('name_ranks').array().notNull(),
  },
  (t) => [
    index('variant_listing_product_values_idx').using('gin', t.productValueIds),
    index('variant_listing_variant_values_idx').using('gin', t.variantValueIds),
    index('variant_listing_sku_values_idx').using('gin', t.skuValueIds),
    index('variant_listing_categories_idx').using('gin', t.categoryIds),
    index('variant_listing_groups_idx').using('gin', t.groupIds),
    index('variant_listing_product_idx').on(t.productId),
    index('variant_listing_pop_idx').on(t.popRank, t.partNo),
  ],
);

/** Position of each public price list in variant_listing.prices (1-based, as SQL arrays are). */
export const listingPriceSlots = pgTable('listing_price_slots', {
  priceListId: integer('price_list_id').primaryKey(),
  slot: integer('slot').notNull().unique(),
});

/** Position of each language in variant_listing.name_ranks (1-based). */
export const listingLanguageSlots = pgTable('listing_language_slots', {
  language: char('language', { length: 2 }).primaryKey(),
  slot: integer('slot').notNull().unique(),
});
