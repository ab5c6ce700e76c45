import type { Category, Family, Group, NavigationContext, Parametric } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const names = (list: { name: string }[]) => list.map((c) => c.name);
/** Sorted case-insensitively in a language's collation (Swedish, the default culture's, unless named). */
const sortedByName = (list: string[], locale = 'sv') =>
  [...list].sort((a, b) => a.localeCompare(b, locale, { sensitivity: 'accent' }));

async function ok<T>(path: string): Promise<T> {
  const res = await api.get<T>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body;
}

describe('categories', () => {
  it('lists top-level categories sorted by name, case-insensitively, with children', async () => {
    const list = await ok<Category[]>('/api/product/categories?cultureCode=en-SE');
    expect(names(list)).toEqual(sortedByName(names(list), 'en'));
    const clothing = list.find((c) => c.id === 100)!;
    expect(clothing.categories.length).toBeGreaterThan(5);
    expect(names(clothing.categories)).toEqual(sortedByName(names(clothing.categories), 'en'));
  });

  it("sorts categories in the collation of the request's language", async () => {
    const swedish = names(await ok<Category[]>('/api/product/categories/all?cultureCode=sv-SE'));
    expect(swedish).toEqual(sortedByName(swedish));
    // Swedish puts ä after z: Vinterjackor before Väskor and Västar (an accent-blind sort turned that round).
    expect(swedish.indexOf('Vinterjackor')).toBeLessThan(swedish.indexOf('Väskor'));
    expect(swedish.indexOf('Väskor')).toBeLessThan(swedish.indexOf('Västar'));

    const german = names(await ok<Category[]>('/api/product/categories/all?cultureCode=de-DE&marketId=DE'));
    expect(german).toEqual(sortedByName(german, 'de'));
    // German sorts ü with u: Gürtel between Funktionsunterwäsche and Handschuhe.
    expect(german.indexOf('Funktionsunterwäsche')).toBeLessThan(german.indexOf('Gürtel'));
    expect(german.indexOf('Gürtel')).toBeLessThan(german.indexOf('Handschuhe'));

    const clothing = (
      await ok<NavigationContext>('/api/product/Categories/context?cultureCode=sv-SE')
    ).catalogueCategory.find((c) => c.id === 100)!;
    expect(names(clothing.categories)).toEqual(sortedByName(names(clothing.categories)));
  });

  it('lists departments, all categories flat and the whole tree', async () => {
    const departments = await ok<Category[]>('/api/product/categories/departments');
    expect(departments.every((d) => d.isDepartment)).toBe(true);
    expect(departments.map((d) => d.id)).toEqual(expect.arrayContaining([100, 1200, 1400, 1500]));
    const all = await ok<Category[]>('/api/product/categories/all');
    expect(all.map((c) => c.id)).toEqual(
      expect.arrayContaining([800, 1200, 1300, 1400, 1500, 6001, 6002, 6005, 6007, 6008, 6009, 6010]),
    );
    expect(all.every((c) => c.categories.length === 0)).toBe(true);
    expect(names(all)).toEqual(sortedByName(names(all)));
    const tree = await ok<Category[]>('/api/product/categories/tree');
    const count = (list: Category[]): number => list.reduce((n, c) => n + 1 + count(c.categories), 0);
    expect(count(tree)).toBe(all.length);
  });

  it('finds a category by id and by slug in the request language, 404 otherwise', async () => {
    const byId = await ok<Category>('/api/product/categories/6008?cultureCode=de-DE&marketId=DE');
    expect(byId.code).toBe('softshell');
    expect(byId.parentCode).toBe('clothing');
    const bySlug = await ok<Category>(`/api/product/categories/slug/${byId.slug}?marketId=DE`);
    expect(bySlug.id).toBe(6008);
    expect((await api.get('/api/product/categories/424242')).status).toBe(404);
    expect((await api.get('/api/product/categories/slug/no-such-slug')).status).toBe(404);
    expect((await api.get('/api/product/categories/abc')).status).toBe(400);
  });

  it('gives the values of a parametric found in a category', async () => {
    const colours = await ok<Parametric>('/api/product/categories/code/footwear/parametric/size');
    const sizes = colours.multipleValues!.map((v) => v.value);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((s) => /^\d+$/.test(s))).toBe(true);
    expect((await api.get('/api/product/categories/code/footwear/parametric/Nope')).status).toBe(404);
    expect((await api.get('/api/product/categories/code/nope/parametric/size')).status).toBe(404);
  });

  it('builds the navigation menus', async () => {
    const nav = await ok<NavigationContext>('/api/product/Categories/context?cultureCode=en-SE');
    expect(nav.clothingCategory.length).toBeGreaterThan(0);
    expect(nav.accessoriesCategory.length).toBeGreaterThan(0);
    expect(nav.collectionsCategory.length).toBeGreaterThan(0);
    const sections = nav.menAndWomenCategory.map((i) => i.section);
    expect(sections).toEqual(expect.arrayContaining(['men', 'women']));
    expect(nav.catalogueCategory.length).toBeGreaterThan(0);
  });
});

describe('parametrics, families and groups', () => {
  it('gives a parametric with all its values, sorted, 404 for an unknown code', async () => {
    const gender = await ok<Parametric>('/api/product/parametric/gender');
    expect(gender.filterType).toBe(1);
    expect(gender.listValues!.map((v) => v.id)).toEqual(expect.arrayContaining([3395, 3397]));
    const orders = gender.listValues!.map((v) => v.sortOrder ?? Number.POSITIVE_INFINITY);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await api.get('/api/product/parametric/Nope')).status).toBe(404);
  });

  it('lists families and groups, and finds a group by slug', async () => {
    const families = await ok<Family[]>('/api/product/families');
    expect(families.length).toBeGreaterThan(2);
    expect(families.some((f) => f.productCount > 0)).toBe(true);
    const groups = await ok<Group[]>('/api/product/groups?marketId=FI&cultureCode=fi-FI');
    const group = await ok<Group>(
      `/api/product/groups/slug/${groups[0]!.slug}?marketId=FI&cultureCode=fi-FI`,
    );
    expect(group.id).toBe(groups[0]!.id);
    expect((await api.get('/api/product/groups/slug/no-such-group')).status).toBe(404);
  });
});

describe('service endpoints', () => {
  it('answers health, readiness and the OpenAPI document', async () => {
    expect((await ok<{ status: string }>('/health')).status).toBe('ok');
    expect((await ok<{ status: string }>('/ready')).status).toBe('ready');
    const doc = await ok<{ paths: Record<string, unknown> }>('/openapi.json');
    for (const path of [
      '/api/product/products',
      '/api/product/products/{sku}/recommendations',
      '/api/product/filter/search/count',
      '/api/product/Categories/context',
      '/api/product/groups/slug/{slug}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await api.get<{ code: string }>('/api/product/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
