import type { BulkValue } from './bulkInsert';
import type { SizeGuideCode } from './garmentTypes';
import { SIZE_GROUP, sizeGroup } from './sizes';
import { LANGUAGES } from './texts';
import { SIZE_GUIDE_CONTENT } from './vocabulary/sizeGuides';

interface SizeGuideDef {
  readonly id: number;
  readonly code: SizeGuideCode;
  readonly fallbackPdfUrl: string | null;
}

// The API's document service makes these PDFs from the guides' own data; the storefront forwards /api/*.
export const SIZE_GUIDES: Readonly<Record<SizeGuideCode, SizeGuideDef>> = {
  tops: { id: 1, code: 'tops', fallbackPdfUrl: '/api/document/size-guides/tops.pdf' },
  trousers: { id: 2, code: 'trousers', fallbackPdfUrl: '/api/document/size-guides/trousers.pdf' },
  footwear: { id: 3, code: 'footwear', fallbackPdfUrl: null },
  // No PDF and no text in two languages: the size-guide button must show disabled there.
  gloves: { id: 4, code: 'gloves', fallbackPdfUrl: null },
};

interface BodyTable {
  readonly guide: SizeGuideCode;
  readonly tableType: string;
  readonly gender: 'men' | 'women' | 'unisex';
  readonly columns: readonly string[];
  readonly rows: readonly { size: string; values: number[] }[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function table(
  guide: SizeGuideCode,
  tableType: string,
  gender: BodyTable['gender'],
  sizeGroupId: number,
  columns: readonly string[],
  valuesAt: (index: number) => number[],
): BodyTable {
  const rows = sizeGroup(sizeGroupId).sizes.map((s, i) => ({
    size: s.code,
    values: valuesAt(i).map(round1),
  }));
  return { guide, tableType, gender, columns, rows };
}

// Centimetres. Tops grow 6 cm of chest per size up to XL and 8 cm above, as common size charts do.
const chestMen = [84, 90, 96, 102, 108, 116, 124, 132];
const chestWomen = [80, 86, 92, 98, 104, 110, 118, 126];

const BODY_TABLES: readonly BodyTable[] = [
  table('tops', 'tops', 'men', SIZE_GROUP.tops, ['chest', 'waist'], (i) => [
    chestMen[i] ?? 0,
    (chestMen[i] ?? 0) - 12,
  ]),
  table('tops', 'tops', 'women', SIZE_GROUP.tops, ['chest', 'waist', 'hip'], (i) => [
    chestWomen[i] ?? 0,
    (chestWomen[i] ?? 0) - 16,
    (chestWomen[i] ?? 0) + 8,
  ]),
  table('tops', 'tops', 'unisex', SIZE_GROUP.tops, ['chest', 'waist'], (i) => [
    chestMen[i] ?? 0,
    (chestMen[i] ?? 0) - 12,
  ]),
  table('trousers', 'trousers', 'men', SIZE_GROUP.c, ['waist', 'hip', 'inseam'], (i) => [
    76 + 4 * i,
    92 + 4 * i,
    80 + Math.min(i, 8),
  ]),
  table('trousers', 'trousers', 'women', SIZE_GROUP.c, ['waist', 'hip', 'inseam'], (i) => [
    68 + 4 * i,
    96 + 4 * i,
    78 + Math.min(i, 6),
  ]),
  table('trousers', 'trousersShortLeg', 'men', SIZE_GROUP.d, ['waist', 'hip', 'inseam'], (i) => [
    84 + 4 * i,
    98 + 4 * i,
    76,
  ]),
  // EU shoe size is about 1.5 x foot length (cm) + 2.
  table('footwear', 'footwear', 'unisex', SIZE_GROUP.footwear, ['footLength'], (i) => [(36 + i - 2) / 1.5]),
  table('gloves', 'gloves', 'unisex', SIZE_GROUP.gloves, ['handCircumference', 'handLength'], (i) => [
    17.8 + 2.54 * i,
    17.1 + 1.1 * i,
  ]),
];

export function sizeGuideRows(): BulkValue[][] {
  return Object.values(SIZE_GUIDES).map((g) => [g.id, g.code, g.fallbackPdfUrl]);
}

export function sizeGuideContentRows(): BulkValue[][] {
  const rows: BulkValue[][] = [];
  for (const g of Object.values(SIZE_GUIDES)) {
    const content = SIZE_GUIDE_CONTENT[g.code] ?? {};
    for (const lang of LANGUAGES) {
      const text = content[lang];
      if (text) rows.push([g.id, lang, text]);
    }
  }
  return rows;
}

export function bodyMeasurementRows(): BulkValue[][] {
  return BODY_TABLES.map((t) => [
    SIZE_GUIDES[t.guide].id,
    t.tableType,
    t.gender,
    JSON.stringify(t.columns),
    JSON.stringify(t.rows),
  ]);
}
