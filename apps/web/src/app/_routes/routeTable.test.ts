import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoute } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_FOLDERS, pageFolderOf, pageFolderPath, queryParamsOfRoute } from './routeTable';

const routesDir = fileURLToPath(new URL('../[lang]/(routes)/', import.meta.url));

describe('the route table', () => {
  it('names exactly the page folders that exist, each with its page', () => {
    expect(readdirSync(routesDir).sort()).toEqual([...PAGE_FOLDERS].sort());
    for (const folder of PAGE_FOLDERS) {
      expect(existsSync(`${routesDir}${folder}/[...path]/page.tsx`), folder).toBe(true);
    }
  });

  it('sends a localized path to its route page folder, the same in every language', () => {
    const sv = matchRoute('sv', 'produkt/some-jacket');
    const en = matchRoute('en', 'all-products');
    expect(sv && pageFolderOf(sv.route.name)).toBe('Product');
    expect(en && pageFolderOf(en.route.name)).toBe('ProductList');
    expect(pageFolderPath('sv', 'Product', 'produkt/some-jacket')).toBe('/sv/Product/produkt/some-jacket');
  });

  it('gives no folder to a route whose page has not arrived, and no folder name is a localized slug', () => {
    expect(pageFolderOf('Home')).toBeUndefined();
    for (const folder of PAGE_FOLDERS) {
      expect(folder[0], folder).toMatch(/[A-Z]/);
      expect(matchRoute('sv', folder)).toBeUndefined();
      expect(matchRoute('en', folder)).toBeUndefined();
    }
  });

  it('hands the product page its colour, image and size, the cart nothing', () => {
    expect(queryParamsOfRoute('Product')).toEqual(['color', 'image', 'size']);
    expect(queryParamsOfRoute('Cart')).toEqual([]);
  });
});
