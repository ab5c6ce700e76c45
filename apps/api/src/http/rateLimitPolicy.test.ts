import { describe, expect, it } from 'vitest';
import { rateLimitGroupOf } from './rateLimitPolicy';

const groupOf = (url: string, method = 'GET') => {
  const parsed = new URL(url, 'http://api');
  return rateLimitGroupOf({ method, path: parsed.pathname, query: parsed.searchParams });
};

describe('rate-limit groups', () => {
  it('puts documents and searches in their strict groups and the rest in browse', () => {
    expect(groupOf('/api/document/size-guides/tops.pdf?marketId=SE')).toBe('document');
    expect(groupOf('/api/product/products/search/jacka')).toBe('search');
    expect(groupOf('/api/product/products?query=jacka')).toBe('search');
    expect(groupOf('/api/product/filter/search?query=jacka&marketId=SE')).toBe('search');
    expect(groupOf('/api/product/filter/search/count?query=jacka')).toBe('search');
    expect(groupOf('/api/product/products?query=%20&page=2')).toBe('browse');
    expect(groupOf('/api/product/products?categoryId=3')).toBe('browse');
    expect(groupOf('/api/product/products/SE1234567')).toBe('browse');
    expect(groupOf('/api/settings/markets')).toBe('browse');
    expect(groupOf('/openapi.json')).toBe('browse');
  });

  it('counts search analytics events against their own budget', () => {
    expect(groupOf('/api/klevu/analytics/trackProductSearch?term=jacka')).toBe('analytics');
    expect(groupOf('/api/klevu/analytics/trackOrderPurchase', 'POST')).toBe('analytics');
  });

  it('counts order sends against their own strict budget, and only sends', () => {
    expect(groupOf('/api/order/orders/send', 'POST')).toBe('orderSend');
    expect(groupOf('/api/order/orders?marketId=SE')).toBe('browse');
    expect(groupOf('/api/order/orders/summary?marketId=SE', 'POST')).toBe('browse');
  });

  it('leaves health checks unlimited', () => {
    expect(groupOf('/health')).toBeNull();
    expect(groupOf('/ready')).toBeNull();
  });
});
