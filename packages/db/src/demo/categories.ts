import type { BulkValue } from './bulkInsert';
import { slugify } from './slug';
import { fill, LANGUAGES, type Texts } from './texts';
import { CATEGORY_DESCRIPTION, categoryName, SHOP_TAGLINE } from './vocabulary/categories';

/** Category ids; the specification fixes most of them, the accessory subcategories are ours. */
export const CAT = {
  clothing: 100,
  footwear: 1200,
  accessories: 1400,
  gloves: 1500,
  merchandise: 6007,
  overalls: 800,
  baseLayer: 1300,
  fleece: 6001,
  hoodies: 6002,
  underwear: 6005,
  softshell: 6008,
  winterJackets: 6009,
  winterTrousers: 6010,
  workTrousers: 2100,
  workJackets: 2200,
  shirts: 2300,
  tShirts: 2400,
  highVisibility: 2500,
  shorts: 2600,
  vests: 2700,
  capsAndBeanies: 1410,
  bags: 1420,
  kneePads: 1430,
  belts: 1440,
  socks: 1450,
} as const;

export interface CategoryDef {
  readonly id: number;
  readonly code: string;
  readonly parentId: number | null;
  readonly isDepartment: boolean;
}

const department = (id: number, code: string): CategoryDef => ({
  id,
  code,
  parentId: null,
  isDepartment: true,
});
const child = (parentId: number, id: number, code: string): CategoryDef => ({
  id,
  code,
  parentId,
  isDepartment: false,
});

/** In menu order; sort_order follows this list. */
export const CATEGORIES: readonly CategoryDef[] = [
  department(CAT.clothing, 'clothing'),
  child(CAT.clothing, CAT.workTrousers, 'work-trousers'),
  child(CAT.clothing, CAT.workJackets, 'work-jackets'),
  child(CAT.clothing, CAT.softshell, 'softshell'),
  child(CAT.clothing, CAT.winterJackets, 'winter-jackets'),
  child(CAT.clothing, CAT.winterTrousers, 'winter-trousers'),
  child(CAT.clothing, CAT.highVisibility, 'high-visibility'),
  child(CAT.clothing, CAT.overalls, 'overalls'),
  child(CAT.clothing, CAT.shorts, 'shorts'),
  child(CAT.clothing, CAT.vests, 'vests'),
  child(CAT.clothing, CAT.shirts, 'shirts'),
  child(CAT.clothing, CAT.tShirts, 't-shirts'),
  child(CAT.clothing, CAT.hoodies, 'hoodies'),
  child(CAT.clothing, CAT.fleece, 'fleece'),
  child(CAT.clothing, CAT.baseLayer, 'base-layer'),
  child(CAT.clothing, CAT.underwear, 'underwear'),
  department(CAT.footwear, 'footwear'),
  department(CAT.accessories, 'accessories'),
  child(CAT.accessories, CAT.capsAndBeanies, 'caps-and-beanies'),
  child(CAT.accessories, CAT.bags, 'bags'),
  child(CAT.accessories, CAT.kneePads, 'knee-pads'),
  child(CAT.accessories, CAT.belts, 'belts'),
  child(CAT.accessories, CAT.socks, 'socks'),
  department(CAT.gloves, 'gloves'),
  department(CAT.merchandise, 'merchandise'),
];

export const CLOTHING_CATEGORIES: readonly CategoryDef[] = CATEGORIES.filter(
  (c) => c.parentId === CAT.clothing,
);

/** Categories of the accessories menu: everything under 1400, plus gloves. */
export const ACCESSORY_MENU_CATEGORIES: readonly CategoryDef[] = CATEGORIES.filter(
  (c) => c.parentId === CAT.accessories || c.id === CAT.gloves,
);

const BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

export function categoryById(id: number): CategoryDef {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown category ${id}`);
  return found;
}

export interface CategoryTexts {
  readonly name: Texts;
  readonly slug: Texts;
  readonly description: Texts;
}

const TEXTS = new Map<number, CategoryTexts>();

export function categoryTexts(id: number): CategoryTexts {
  const cached = TEXTS.get(id);
  if (cached) return cached;
  const name = categoryName(categoryById(id).code);
  const slug = {} as Record<keyof Texts, string>;
  const description = {} as Record<keyof Texts, string>;
  for (const lang of LANGUAGES) {
    slug[lang] = slugify(name[lang]);
    description[lang] = fill(CATEGORY_DESCRIPTION[lang], { name: name[lang] });
  }
  const result = { name, slug, description };
  TEXTS.set(id, result);
  return result;
}

export function categoryRows(): BulkValue[][] {
  return CATEGORIES.map((c, i) => [c.id, c.code, c.parentId, i + 1, c.isDepartment ? 1 : 0]);
}

export function categoryTranslationRows(): BulkValue[][] {
  const rows: BulkValue[][] = [];
  for (const c of CATEGORIES) {
    const t = categoryTexts(c.id);
    for (const lang of LANGUAGES) {
      rows.push([
        c.id,
        lang,
        t.name[lang],
        t.slug[lang],
        t.description[lang],
        `${t.name[lang]} | ${SHOP_TAGLINE[lang]}`,
        `${t.description[lang]} ${SHOP_TAGLINE[lang]}.`,
      ]);
    }
  }
  return rows;
}
