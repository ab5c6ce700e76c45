import { describe, expect, it } from 'vitest';
import { buildRequestUrl, serialiseQuery } from './requestUrl';

describe('buildRequestUrl', () => {
  it('works with a relative base, as in the browser', () => {
    expect(buildRequestUrl('/api', 'product/products', { page: 2 })).toBe('/api/product/products?page=2');
  });

  it('joins slashes once and appends to an existing query', () => {
    expect(buildRequestUrl('http://api/', '/x?api-version=2', { a: ['1', '2'] })).toBe(
      'http://api/x?api-version=2&a=1&a=2',
    );
  });

  it('uses an absolute path as is', () => {
    expect(buildRequestUrl('/api', 'https://cdn.example/file.pdf', {})).toBe('https://cdn.example/file.pdf');
  });
});

describe('serialiseQuery', () => {
  it('encodes reserved characters and skips null', () => {
    expect(serialiseQuery({ OrFilters: 'color,Röd & Blå', price: null })).toBe(
      'OrFilters=color%2CR%C3%B6d+%26+Bl%C3%A5',
    );
  });
});
