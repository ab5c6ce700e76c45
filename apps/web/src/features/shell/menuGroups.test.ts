import type { Category, NavigationContext, NavigationItem } from '@workwear/contracts';
import type { Language } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { buildMenuGroups, menuGenderValueIds } from './menuGroups';

const labels = {
  clothing: 'Clothing',
  menAndWomen: 'Men and women',
  collections: 'Collections',
  accessories: 'Accessories',
  catalogue: 'Catalogue',
  allProducts: 'All products',
};

let nextId = 1;
const category = (name: string, categories: Category[] = []): Category => ({
  id: nextId++,
  code: name.toLowerCase(),
  parentId: null,
  parentCode: null,
  name,
  slug: name.toLowerCase(),
  description: '',
  seo: { title: name, description: '' },
  isDepartment: categories.length > 0,
  productCount: 1,
  categories,
});

const section = (name: string, key: string, parametricValueId: number | null): NavigationItem => ({
  id: nextId++,
  slug: key,
  parametricValueSlug: null,
  name,
  section: key,
  categoryId: null,
  familyId: null,
  groupId: null,
  parametricValueId,
  seo: { heading: '', categoryDescription: '' },
  categories: [],
});

function navigation(departments: Category[]): NavigationContext {
  return {
    clothingCategory: [],
    menAndWomenCategory: [
      section('Men', 'men', 3395),
      section('Unisex', 'unisex', 3398),
      section('Other', 'x', null),
    ],
    collectionsCategory: [],
    accessoriesCategory: [],
    catalogueCategory: departments,
  };
}

function catalogueMenu(lang: Language, nav: NavigationContext): string[][] {
  const catalogue = buildMenuGroups(nav, lang, labels).find((g) => g.id === 'catalogue')!;
  return catalogue.sections.map((s) => [s.heading!.label, ...s.links.map((l) => l.label)]);
}

describe('the catalogue menu', () => {
  const nav = navigation([
    category('Zubehör', [category('Västar'), category('Väskor'), category('vinterbyxor'), category('Ärmel')]),
    category('Arbeitskleidung', [category('Overalls'), category('Öljacken')]),
  ]);

  it('sorts departments and categories by name in Swedish: å ä ö after z, case ignored', () => {
    expect(catalogueMenu('sv', nav)).toEqual([
      ['Arbeitskleidung', 'Overalls', 'Öljacken'],
      ['Zubehör', 'vinterbyxor', 'Väskor', 'Västar', 'Ärmel'],
    ]);
  });

  it('sorts ä with a and ö with o in German', () => {
    expect(catalogueMenu('de', nav)).toEqual([
      ['Arbeitskleidung', 'Öljacken', 'Overalls'],
      ['Zubehör', 'Ärmel', 'Väskor', 'Västar', 'vinterbyxor'],
    ]);
  });
});

describe('menuGenderValueIds', () => {
  it("gives the gender values the menu's sections select", () => {
    expect(menuGenderValueIds(navigation([]))).toEqual([3395, 3398]);
  });
});
