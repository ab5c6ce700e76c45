import { z } from 'zod';

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  heading: z.string().optional(),
  categoryDescription: z.string().optional(),
});

type CategoryShape = {
  id: number;
  code: string;
  parentId: number | null;
  parentCode: string | null;
  name: string;
  slug: string;
  description: string;
  seo: z.infer<typeof seoSchema>;
  isDepartment: boolean;
  productCount: number;
  categories: CategoryShape[];
};

export const categorySchema: z.ZodType<CategoryShape> = z
  .object({
    id: z.number().int(),
    code: z.string(),
    parentId: z.number().int().nullable(),
    parentCode: z.string().nullable(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    seo: seoSchema,
    isDepartment: z.boolean(),
    productCount: z.number().int().describe('Colour variants listed in the category and its descendants'),
    get categories() {
      return z.array(categorySchema);
    },
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

type NavigationItemShape = {
  id: number;
  slug: string;
  parametricValueSlug: string | null;
  name: string;
  section: string | null;
  categoryId: number | null;
  familyId: number | null;
  groupId: number | null;
  parametricValueId: number | null;
  seo: { heading: string; categoryDescription: string };
  categories: NavigationItemShape[];
};

export const navigationItemSchema: z.ZodType<NavigationItemShape> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    parametricValueSlug: z.string().nullable(),
    name: z.string(),
    section: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    familyId: z.number().int().nullable(),
    groupId: z.number().int().nullable(),
    parametricValueId: z.number().int().nullable(),
    seo: z.object({ heading: z.string(), categoryDescription: z.string() }),
    get categories() {
      return z.array(navigationItemSchema);
    },
  })
  .meta({ id: 'NavigationItem' });
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** Categories/context: the menu groups the storefront's navigation is built from. */
export const navigationContextSchema = z
  .object({
    clothingCategory: z.array(navigationItemSchema),
    menAndWomenCategory: z.array(navigationItemSchema),
    collectionsCategory: z.array(navigationItemSchema),
    accessoriesCategory: z.array(navigationItemSchema),
    catalogueCategory: z.array(categorySchema),
  })
  .meta({ id: 'NavigationContext' });
export type NavigationContext = z.infer<typeof navigationContextSchema>;

export const assortmentEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  sortOrder: z.number().int().nullable(),
  productCount: z.number().int(),
});
export const familySchema = assortmentEntrySchema.meta({ id: 'Family' });
export const groupSchema = assortmentEntrySchema.meta({ id: 'Group' });
export type Family = z.infer<typeof familySchema>;
export type Group = z.infer<typeof groupSchema>;

export const sizeGroupSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    sizes: z.array(z.object({ code: z.string(), value: z.string(), sortOrder: z.number().int() })),
  })
  .meta({ id: 'SizeGroup' });
export type SizeGroup = z.infer<typeof sizeGroupSchema>;
