import type { BulkValue } from './bulkInsert';
import { DISTINCT_SIZES } from './sizes';
import { slugify } from './slug';
import { capitalise, LANGUAGES, mapRow, type Row14, texts } from './texts';
import {
  CLASS_WORD,
  COLOUR_NAMES,
  FIT_NAMES,
  GENDER_NAMES,
  MATERIAL_NAMES,
  ONE_SIZE,
  PARAMETRIC_NAMES,
  PROTECTION_NAMES,
  SEASON_NAMES,
} from './vocabulary/parametrics';

export const PARAMETRIC = {
  colour: 1,
  size: 2,
  gender: 3,
  material: 4,
  standard: 5,
  fit: 6,
  season: 7,
  protection: 8,
} as const;

interface ParametricDef {
  readonly id: number;
  readonly code: keyof typeof PARAMETRIC_NAMES;
  readonly kind: 'list' | 'multiple';
  readonly level: 'product' | 'variant' | 'sku';
  readonly isAndFilter: boolean;
}

const PARAMETRICS: readonly ParametricDef[] = [
  { id: PARAMETRIC.colour, code: 'colour', kind: 'multiple', level: 'variant', isAndFilter: false },
  { id: PARAMETRIC.size, code: 'size', kind: 'multiple', level: 'sku', isAndFilter: false },
  { id: PARAMETRIC.gender, code: 'gender', kind: 'list', level: 'product', isAndFilter: false },
  { id: PARAMETRIC.material, code: 'material', kind: 'multiple', level: 'product', isAndFilter: false },
  // A buyer filtering on two standards needs garments certified for both, hence AND.
  { id: PARAMETRIC.standard, code: 'standard', kind: 'multiple', level: 'product', isAndFilter: true },
  { id: PARAMETRIC.fit, code: 'fit', kind: 'list', level: 'product', isAndFilter: false },
  { id: PARAMETRIC.season, code: 'season', kind: 'list', level: 'product', isAndFilter: false },
  { id: PARAMETRIC.protection, code: 'protection', kind: 'multiple', level: 'product', isAndFilter: true },
];

export type ColourCode = keyof typeof COLOUR_NAMES;
export type GenderCode = keyof typeof GENDER_NAMES;
export type MaterialCode = keyof typeof MATERIAL_NAMES;
export type FitCode = keyof typeof FIT_NAMES;
export type SeasonCode = keyof typeof SEASON_NAMES;
export type ProtectionCode = keyof typeof PROTECTION_NAMES;

export interface ColourDef {
  readonly code: ColourCode;
  readonly valueId: number;
  /** Characters 9-12 of the part number. */
  readonly colorCode: string;
  readonly hex: string;
}

const colour = (code: ColourCode, valueId: number, colorCode: string, hex: string): ColourDef => ({
  code,
  valueId,
  colorCode,
  hex,
});

export const COLOURS: Readonly<Record<ColourCode, ColourDef>> = {
  black: colour('black', 1001, '9900', '#1c1c1c'),
  navy: colour('navy', 1002, '5800', '#1f2a44'),
  'dark-grey': colour('dark-grey', 1003, '9800', '#3d4045'),
  grey: colour('grey', 1004, '9400', '#8a8d91'),
  white: colour('white', 1005, '1010', '#f7f7f5'),
  red: colour('red', 1006, '5600', '#c0282d'),
  'royal-blue': colour('royal-blue', 1007, '8500', '#2a4fa8'),
  khaki: colour('khaki', 1008, '2400', '#a89f7b'),
  brown: colour('brown', 1009, '7700', '#5c4030'),
  'olive-green': colour('olive-green', 1010, '4600', '#5b6236'),
  burgundy: colour('burgundy', 1011, '5900', '#6d1f2f'),
  yellow: colour('yellow', 1012, '3300', '#f2c318'),
  'hi-vis-yellow': colour('hi-vis-yellow', 1013, '1000', '#e4f223'),
  'hi-vis-orange': colour('hi-vis-orange', 1014, '1100', '#ff6a13'),
};

export const GENDER_VALUE: Readonly<Record<GenderCode, number>> = {
  men: 3395,
  children: 3396,
  women: 3397,
  unisex: 3398,
};

function idsFrom<K extends string>(first: number, codes: readonly K[]): Readonly<Record<K, number>> {
  const out = {} as Record<K, number>;
  codes.forEach((code, i) => {
    out[code] = first + i;
  });
  return out;
}

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

export const MATERIAL_VALUE = idsFrom(4001, keys(MATERIAL_NAMES));

export const STANDARD_CODES = [
  'en-iso-20471-class-1',
  'en-iso-20471-class-2',
  'en-iso-20471-class-3',
  'en-iso-11612',
  'en-1149-5',
  'en-343',
  'en-iso-20345-s1p',
  'en-iso-20345-s3',
  'en-388',
  'en-14404',
  'en-iso-13688',
] as const;
export type StandardCode = (typeof STANDARD_CODES)[number];
export const STANDARD_VALUE = idsFrom(5001, STANDARD_CODES);

export const FIT_VALUE = idsFrom(6001, keys(FIT_NAMES));
export const SEASON_VALUE = idsFrom(7001, keys(SEASON_NAMES));
export const PROTECTION_VALUE = idsFrom(8001, keys(PROTECTION_NAMES));

/** Size parametric value id per size code (2001, 2002, ...). */
export const SIZE_VALUE: ReadonlyMap<string, number> = new Map(
  DISTINCT_SIZES.map((s, i) => [s.code, 2001 + i]),
);

export function sizeValueId(code: string): number {
  const id = SIZE_VALUE.get(code);
  if (id === undefined) throw new Error(`no size value for ${code}`);
  return id;
}

const STANDARD_LABEL: Readonly<Record<StandardCode, string>> = {
  'en-iso-20471-class-1': 'EN ISO 20471',
  'en-iso-20471-class-2': 'EN ISO 20471',
  'en-iso-20471-class-3': 'EN ISO 20471',
  'en-iso-11612': 'EN ISO 11612',
  'en-1149-5': 'EN 1149-5',
  'en-343': 'EN 343',
  'en-iso-20345-s1p': 'EN ISO 20345 S1P',
  'en-iso-20345-s3': 'EN ISO 20345 S3',
  'en-388': 'EN 388',
  'en-14404': 'EN 14404',
  'en-iso-13688': 'EN ISO 13688',
};

/** Standards read the same everywhere, except the hi-vis class, whose word is translated. */
function standardName(code: StandardCode): Row14 {
  const hiVisClass = /class-(\d)$/.exec(code)?.[1];
  const label = STANDARD_LABEL[code];
  return mapRow(CLASS_WORD, (word) => (hiVisClass ? `${label} ${word} ${hiVisClass}` : label));
}

interface ValueDef {
  readonly id: number;
  readonly parametricId: number;
  readonly code: string;
  readonly hex: string | null;
  readonly names: Row14;
}

let cachedValues: ValueDef[] | undefined;

function allValues(): ValueDef[] {
  if (cachedValues) return cachedValues;
  const values: ValueDef[] = [];
  for (const c of Object.values(COLOURS)) {
    values.push({
      id: c.valueId,
      parametricId: PARAMETRIC.colour,
      code: c.code,
      hex: c.hex,
      names: COLOUR_NAMES[c.code],
    });
  }
  for (const s of DISTINCT_SIZES) {
    const names = s.code === 'ONE' ? ONE_SIZE : mapRow(ONE_SIZE, () => s.value);
    values.push({ id: sizeValueId(s.code), parametricId: PARAMETRIC.size, code: s.code, hex: null, names });
  }
  // Gender values in the menu's order: men, women, unisex, children.
  for (const g of ['men', 'women', 'unisex', 'children'] as const) {
    values.push({
      id: GENDER_VALUE[g],
      parametricId: PARAMETRIC.gender,
      code: g,
      hex: null,
      names: GENDER_NAMES[g],
    });
  }
  for (const m of keys(MATERIAL_NAMES)) {
    const names = mapRow(MATERIAL_NAMES[m], (n) => capitalise(n));
    values.push({ id: MATERIAL_VALUE[m], parametricId: PARAMETRIC.material, code: m, hex: null, names });
  }
  for (const s of STANDARD_CODES) {
    values.push({
      id: STANDARD_VALUE[s],
      parametricId: PARAMETRIC.standard,
      code: s,
      hex: null,
      names: standardName(s),
    });
  }
  for (const f of keys(FIT_NAMES)) {
    values.push({ id: FIT_VALUE[f], parametricId: PARAMETRIC.fit, code: f, hex: null, names: FIT_NAMES[f] });
  }
  for (const s of keys(SEASON_NAMES)) {
    values.push({
      id: SEASON_VALUE[s],
      parametricId: PARAMETRIC.season,
      code: s,
      hex: null,
      names: SEASON_NAMES[s],
    });
  }
  for (const p of keys(PROTECTION_NAMES)) {
    values.push({
      id: PROTECTION_VALUE[p],
      parametricId: PARAMETRIC.protection,
      code: p,
      hex: null,
      names: PROTECTION_NAMES[p],
    });
  }
  cachedValues = values;
  return values;
}

export function parametricRows(): BulkValue[][] {
  return PARAMETRICS.map((p, i) => [p.id, p.code, p.kind, p.level, p.isAndFilter, true, i + 1]);
}

export function parametricTranslationRows(): BulkValue[][] {
  return PARAMETRICS.flatMap((p) => {
    const names = texts(PARAMETRIC_NAMES[p.code]);
    return LANGUAGES.map((lang) => [p.id, lang, names[lang]]);
  });
}

export function parametricValueRows(): BulkValue[][] {
  const sortWithin = new Map<number, number>();
  return allValues().map((v) => {
    const sort = (sortWithin.get(v.parametricId) ?? 0) + 1;
    sortWithin.set(v.parametricId, sort);
    return [v.id, v.parametricId, v.code, sort, v.hex];
  });
}

export function parametricValueTranslationRows(): BulkValue[][] {
  return allValues().flatMap((v) => {
    const names = texts(v.names);
    return LANGUAGES.map((lang) => [v.id, lang, names[lang], slugify(names[lang])]);
  });
}

/** Slug of a value in one language (the gender menu items carry it). */
export function valueSlug(valueId: number, lang: (typeof LANGUAGES)[number]): string {
  const value = allValues().find((v) => v.id === valueId);
  if (!value) throw new Error(`unknown parametric value ${valueId}`);
  return slugify(texts(value.names)[lang]);
}

export function valueName(valueId: number, lang: (typeof LANGUAGES)[number]): string {
  const value = allValues().find((v) => v.id === valueId);
  if (!value) throw new Error(`unknown parametric value ${valueId}`);
  return texts(value.names)[lang];
}
