/**
 * Part numbers are 12 characters: characters 1-8 the base part number (model and fabric),
 * characters 9-12 the colour. A SKU is the 12-character colour part number followed by a size code.
 */
export const BASE_PART_NO_LENGTH = 8;
export const PART_NO_LENGTH = 12;

export type ParsedSku = {
  readonly basePartNo: string;
  readonly colourPartNo: string;
  readonly colourCode: string;
  /** Empty when the SKU is only a colour part number. */
  readonly sizeCode: string;
};

/**
 * The longest sku the shop takes. The specification gives none; 40 leaves a size code of 28
 * characters and bounds what one row, price or search request carries.
 */
export const MAX_SKU_LENGTH = 40;

const PART_NO = new RegExp(`^[A-Za-z0-9]{${PART_NO_LENGTH}}$`);
const BASE_PART_NO = new RegExp(`^[A-Za-z0-9]{${BASE_PART_NO_LENGTH}}$`);
const SKU = new RegExp(`^[A-Za-z0-9]{${PART_NO_LENGTH},${MAX_SKU_LENGTH}}$`);

/** A colour part number: 12 letters or digits. */
export function isPartNo(value: unknown): value is string {
  return typeof value === 'string' && PART_NO.test(value);
}

/** A base part number (model and fabric): 8 letters or digits. */
export function isBasePartNo(value: unknown): value is string {
  return typeof value === 'string' && BASE_PART_NO.test(value);
}

/** A well-formed sku: a colour part number and a size code, 12 to 40 letters or digits. */
export function isSku(value: unknown): value is string {
  return typeof value === 'string' && SKU.test(value);
}

export function parseSku(sku: string): ParsedSku | null {
  if (sku.length < PART_NO_LENGTH) return null;
  const colourPartNo = sku.slice(0, PART_NO_LENGTH);
  return {
    basePartNo: sku.slice(0, BASE_PART_NO_LENGTH),
    colourPartNo,
    colourCode: colourPartNo.slice(BASE_PART_NO_LENGTH),
    sizeCode: sku.slice(PART_NO_LENGTH),
  };
}

/** The specification places the colour both at characters 9-12 and at characters 8-12. */
export type ColourReading = 'chars9to12' | 'chars8to12';

/**
 * The colour code of a part number (or of a SKU, whose first 12 characters are one). The default
 * reading, characters 9-12, agrees with the 8 + 4 and 4 + 4 + 4 layouts; 'chars8to12' returns the
 * five characters from the 8th, as the catalogue's colour split describes. Null when shorter than 12.
 */
export function colourCodeOf(partNo: string, reading: ColourReading = 'chars9to12'): string | null {
  if (partNo.length < PART_NO_LENGTH) return null;
  const start = reading === 'chars9to12' ? BASE_PART_NO_LENGTH : BASE_PART_NO_LENGTH - 1;
  return partNo.slice(start, PART_NO_LENGTH);
}

/** The 4 + 4 + 4 reading of a part number (model, fabric, colour); null when shorter than 12. */
export function skuGroups4x4x4(partNo: string): readonly [string, string, string] | null {
  if (partNo.length < PART_NO_LENGTH) return null;
  return [partNo.slice(0, 4), partNo.slice(4, 8), partNo.slice(8, 12)];
}

export function buildSku(colourPartNo: string, sizeCode: string): string {
  if (colourPartNo.length !== PART_NO_LENGTH) {
    throw new RangeError(`a colour part number has ${PART_NO_LENGTH} characters, got '${colourPartNo}'`);
  }
  return `${colourPartNo}${sizeCode}`;
}

/** The article numbers a shopper may search by: base part number, colour part number and sku. */
export const ARTICLE_NUMBER_KINDS = ['basePartNo', 'partNo', 'sku'] as const;
export type ArticleNumberKind = (typeof ARTICLE_NUMBER_KINDS)[number];
