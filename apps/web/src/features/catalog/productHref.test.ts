import { describe, expect, it } from 'vitest';
import { productHref } from './productHref';

describe('productHref', () => {
  it('links the product page with the colour part of the part number', () => {
    const href = productHref('sv', { uniqueName: 'service-trousers-core-10003682', partNo: '100036825600' });
    expect(href).toMatch(/^\/sv\/[^/]+\/service-trousers-core-10003682\?color=5600$/);
  });

  it('names no colour for a base part number, which has none', () => {
    const href = productHref('sv', { uniqueName: 'service-trousers-core-10003682', partNo: '10003682' });
    expect(href).toMatch(/^\/sv\/[^/]+\/service-trousers-core-10003682$/);
  });

  it('chooses the size of a sku searched for', () => {
    const href = productHref('sv', {
      uniqueName: 'service-trousers-core-10003682',
      partNo: '100036825600',
      sku: '100036825600C50',
    });
    expect(href).toMatch(/^\/sv\/[^/]+\/service-trousers-core-10003682\?color=5600&size=100036825600C50$/);
  });
});
