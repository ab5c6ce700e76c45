import { FAMILY_LIST, familyDescription } from './assortment';
import type { BulkValue } from './bulkInsert';
import { ACCESSORY_MENU_CATEGORIES, CAT, CLOTHING_CATEGORIES, categoryTexts } from './categories';
import { GENDER_VALUE, valueName, valueSlug } from './parametrics';
import { slugify } from './slug';
import { LANGUAGES } from './texts';

type Section = 'men' | 'women' | 'unisex';

interface NavItem {
  readonly id: number;
  readonly menu: 'clothing' | 'menAndWomen' | 'collections' | 'accessories';
  readonly parentId: number | null;
  readonly section: Section | null;
  readonly categoryId: number | null;
  readonly familyId: number | null;
  readonly parametricValueId: number | null;
  readonly sortOrder: number;
}

const SECTIONS: readonly Section[] = ['men', 'women', 'unisex'];

/** Menu items with ids from 1 in a fixed order, so links to them are stable between seeds. */
export function navigationItems(): readonly NavItem[] {
  const items: NavItem[] = [];
  const add = (item: Omit<NavItem, 'id'>): number => {
    const id = items.length + 1;
    items.push({ id, ...item });
    return id;
  };
  const none = { parentId: null, section: null, categoryId: null, familyId: null, parametricValueId: null };

  CLOTHING_CATEGORIES.forEach((c, i) => {
    add({ ...none, menu: 'clothing', categoryId: c.id, sortOrder: i + 1 });
  });
  SECTIONS.forEach((section, s) => {
    const valueId = GENDER_VALUE[section];
    const parentId = add({
      ...none,
      menu: 'menAndWomen',
      section,
      parametricValueId: valueId,
      sortOrder: s + 1,
    });
    CLOTHING_CATEGORIES.forEach((c, i) => {
      add({
        ...none,
        menu: 'menAndWomen',
        parentId,
        section,
        categoryId: c.id,
        parametricValueId: valueId,
        sortOrder: i + 1,
      });
    });
  });
  FAMILY_LIST.forEach((f, i) => {
    add({ ...none, menu: 'collections', familyId: f.id, sortOrder: i + 1 });
  });
  ACCESSORY_MENU_CATEGORIES.forEach((c, i) => {
    add({ ...none, menu: 'accessories', categoryId: c.id, sortOrder: i + 1 });
  });
  return items;
}

export function navigationItemRows(): BulkValue[][] {
  return navigationItems().map((n) => [
    n.id,
    n.menu,
    n.parentId,
    n.section,
    n.categoryId,
    n.familyId,
    null,
    n.parametricValueId,
    n.sortOrder,
  ]);
}

export function navigationTranslationRows(): BulkValue[][] {
  const rows: BulkValue[][] = [];
  const clothing = categoryTexts(CAT.clothing);
  for (const item of navigationItems()) {
    for (const lang of LANGUAGES) {
      const gender = item.parametricValueId
        ? { name: valueName(item.parametricValueId, lang), slug: valueSlug(item.parametricValueId, lang) }
        : null;
      if (item.categoryId) {
        const c = categoryTexts(item.categoryId);
        const name = c.name[lang];
        const heading = gender ? `${name} – ${gender.name}` : name;
        rows.push([item.id, lang, name, c.slug[lang], gender?.slug ?? null, heading, c.description[lang]]);
      } else if (gender) {
        const heading = `${clothing.name[lang]} – ${gender.name}`;
        rows.push([
          item.id,
          lang,
          gender.name,
          gender.slug,
          gender.slug,
          heading,
          clothing.description[lang],
        ]);
      } else if (item.familyId) {
        const family = FAMILY_LIST.find((f) => f.id === item.familyId);
        if (!family) throw new Error(`unknown family ${item.familyId}`);
        rows.push([
          item.id,
          lang,
          family.name,
          slugify(family.name),
          null,
          family.name,
          familyDescription(family, lang),
        ]);
      }
    }
  }
  return rows;
}
