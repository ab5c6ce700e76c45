/** The least a size must carry for the colour map; API and UI types satisfy it structurally. */
export type SizeLike = {
  readonly code: string;
  readonly value?: string | null;
  readonly availableStock?: number | null;
  readonly nextDeliveryDate?: string | null;
};

export type VariantLike = {
  readonly colorCodeId?: string | number | null;
  /** The 12-character colour part number; with a size code it forms the size's SKU. */
  readonly partNo?: string | null;
  readonly price?: number | null;
  readonly sizes?: readonly SizeLike[] | null;
  readonly sizeAlternates?: readonly SizeLike[] | null;
};

export type ColourEntry<V extends VariantLike = VariantLike> = {
  readonly colourCode: string;
  readonly variant: V;
  readonly sizes: readonly SizeLike[];
  readonly sizeAlternates: readonly SizeLike[];
};

/** Colour code to entry, in the order the variants came. */
export type ColourMap<V extends VariantLike = VariantLike> = ReadonlyMap<string, ColourEntry<V>>;

export type OnHand = { readonly onHandValue: number; readonly nextDeliveryDate?: string | null };

/** A stock record: partNo is the SKU of one size (colour part number followed by size code). */
export type StockRecord = { readonly partNo: string; readonly onHands: readonly OnHand[] };

function colourKeyOf(variant: VariantLike): string | undefined {
  const code = variant.colorCodeId;
  if (code === null || code === undefined) return undefined;
  const text = String(code).trim();
  return text === '' ? undefined : text;
}

/** A variant enters the colour map only with a size or alternate size, a price and a colour code. */
export function entersColourMap(variant: VariantLike): boolean {
  const hasSize = (variant.sizes?.length ?? 0) > 0 || (variant.sizeAlternates?.length ?? 0) > 0;
  const hasPrice = typeof variant.price === 'number' && Number.isFinite(variant.price);
  return hasSize && hasPrice && colourKeyOf(variant) !== undefined;
}

/** One entry per colour; should a colour repeat, its first variant is kept. */
export function buildColourMap<V extends VariantLike>(variants: readonly V[]): ColourMap<V> {
  const map = new Map<string, ColourEntry<V>>();
  for (const variant of variants) {
    const colourCode = colourKeyOf(variant);
    if (colourCode === undefined || !entersColourMap(variant) || map.has(colourCode)) continue;
    map.set(colourCode, {
      colourCode,
      variant,
      sizes: variant.sizes ?? [],
      sizeAlternates: variant.sizeAlternates ?? [],
    });
  }
  return map;
}

/**
 * A size is available when it has stock now. A next-delivery date alone does not make it
 * available: it tells when stock is expected, and the size shows as coming rather than in stock.
 */
export function isSizeAvailable(size: SizeLike): boolean {
  return typeof size.availableStock === 'number' && size.availableStock > 0;
}

export function availableSizes(entry: ColourEntry): SizeLike[] {
  return [...entry.sizes, ...entry.sizeAlternates].filter(isSizeAvailable);
}

/** Colour codes to show: only colours with at least one available size or alternate size. */
export function availableColours(map: ColourMap): string[] {
  return [...map.values()].filter((entry) => availableSizes(entry).length > 0).map((e) => e.colourCode);
}

export function skuOfSize(entry: ColourEntry, size: SizeLike): string {
  return entry.variant.partNo ? `${entry.variant.partNo}${size.code}` : size.code;
}

type StockTotal = { availableStock: number; nextDeliveryDate: string | null };

// Stock is spread over warehouses: the size has their sum and the earliest expected delivery.
// Dates are ISO 8601, so the earliest is the smallest string.
function totalOf(record: StockRecord): StockTotal {
  let availableStock = 0;
  let nextDeliveryDate: string | null = null;
  for (const onHand of record.onHands) {
    if (Number.isFinite(onHand.onHandValue)) availableStock += onHand.onHandValue;
    const date = onHand.nextDeliveryDate;
    if (date && (nextDeliveryDate === null || date < nextDeliveryDate)) nextDeliveryDate = date;
  }
  return { availableStock, nextDeliveryDate };
}

/**
 * The colour map after stock has arrived: sizes with a stock record take its figures, sizes without
 * one keep theirs. The map given is not changed; read availableColours from the result.
 */
export function applyStock<V extends VariantLike>(
  map: ColourMap<V>,
  stock: readonly StockRecord[],
): ColourMap<V> {
  const totals = new Map<string, StockTotal>(stock.map((record) => [record.partNo, totalOf(record)]));
  const next = new Map<string, ColourEntry<V>>();
  for (const [colourCode, entry] of map) {
    const update = (size: SizeLike): SizeLike => {
      const total = totals.get(skuOfSize(entry, size));
      return total ? { ...size, ...total } : size;
    };
    next.set(colourCode, {
      ...entry,
      sizes: entry.sizes.map(update),
      sizeAlternates: entry.sizeAlternates.map(update),
    });
  }
  return next;
}
