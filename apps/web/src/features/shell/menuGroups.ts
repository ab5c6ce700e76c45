import type { NavigationContext, NavigationItem } from '@workwear/contracts';
import { byNameIn, FILTER_TYPE, formatFilterToken, type Language, routePath } from '@workwear/domain';

export type MenuLink = { label: string; href: string };
export type MenuSection = { heading?: MenuLink; links: MenuLink[] };
export type MenuGroup = { id: string; label: string; sections: MenuSection[] };

export type MenuLabels = {
  clothing: string;
  menAndWomen: string;
  collections: string;
  accessories: string;
  catalogue: string;
  allProducts: string;
};

/** The gender values the menu's sections select (men, women, unisex), which clearing filters keeps. */
export function menuGenderValueIds(nav: NavigationContext): number[] {
  return nav.menAndWomenCategory.flatMap((section) =>
    section.parametricValueId === null ? [] : [section.parametricValueId],
  );
}

/**
 * The five menu groups of the spec (clothing, men and women, collections, accessories, catalogue),
 * as plain links so the menu works before its script loads. The men and women sections link to
 * their own routes; unisex has none in the route table, so it is the category list with the unisex
 * gender value preselected.
 */
export function buildMenuGroups(nav: NavigationContext, lang: Language, labels: MenuLabels): MenuGroup[] {
  const category = (slug: string) => routePath('ProductsByCategory', lang, { categorySlug: slug });
  // Category lists sort by name in the page language's alphabet (å ä ö after z in Swedish).
  const byName = byNameIn(lang);
  const sectionLink = (section: NavigationItem, item: NavigationItem): string => {
    if (section.section === 'men') return routePath('ProductsMen', lang, { genderMenSlug: item.slug });
    if (section.section === 'women') return routePath('ProductsWomen', lang, { genderWomenSlug: item.slug });
    const gender = section.parametricValueId;
    const base = item === section ? routePath('Products', lang) : category(item.slug);
    return gender === null
      ? base
      : `${base}?filters=${formatFilterToken({ type: FILTER_TYPE.ParametricList, valueId: gender })}`;
  };
  const groups: MenuGroup[] = [
    {
      id: 'clothing',
      label: labels.clothing,
      sections: [{ links: nav.clothingCategory.map((i) => ({ label: i.name, href: category(i.slug) })) }],
    },
    {
      id: 'men-and-women',
      label: labels.menAndWomen,
      sections: nav.menAndWomenCategory.map((section) => ({
        heading: { label: section.name, href: sectionLink(section, section) },
        links: section.categories.map((i) => ({ label: i.name, href: sectionLink(section, i) })),
      })),
    },
    {
      id: 'collections',
      label: labels.collections,
      sections: [
        {
          links: nav.collectionsCategory.map((i) => ({
            label: i.name,
            href: routePath('ProductsByFamily', lang, { familySlug: i.slug }),
          })),
        },
      ],
    },
    {
      id: 'accessories',
      label: labels.accessories,
      sections: [{ links: nav.accessoriesCategory.map((i) => ({ label: i.name, href: category(i.slug) })) }],
    },
    {
      id: 'catalogue',
      label: labels.catalogue,
      sections: [...nav.catalogueCategory].sort(byName).map((department) => ({
        heading: { label: department.name, href: category(department.slug) },
        links: [...department.categories].sort(byName).map((c) => ({
          label: c.name,
          href: routePath('ProductsByBaseCategory', lang, {
            categoryBaseSlug: department.slug,
            categorySlug: c.slug,
          }),
        })),
      })),
    },
  ];
  return groups.filter((g) => g.sections.some((s) => s.links.length > 0 || s.heading));
}
