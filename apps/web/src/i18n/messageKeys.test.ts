import { describe, expect, it } from 'vitest';
import { flattenMessages, placeholderNames } from './messageKeys';

describe('flattenMessages', () => {
  it('gives every leaf by its dotted path', () => {
    const leaves = flattenMessages({ title: 'T', search: { label: 'L', deep: { x: '' } }, empty: {} });
    expect([...leaves]).toEqual([
      ['title', 'T'],
      ['search.label', 'L'],
      ['search.deep.x', ''],
    ]);
  });

  it('treats arrays and null as leaves', () => {
    expect([...flattenMessages({ a: [1], b: null })]).toEqual([
      ['a', [1]],
      ['b', null],
    ]);
  });
});

describe('placeholderNames', () => {
  const names = (message: string) => [...placeholderNames(message)].sort();

  it('finds simple and formatted arguments', () => {
    expect(names('You are shopping in {market}.')).toEqual(['market']);
    expect(names('Error code { code }, {total, number, ::currency/EUR}')).toEqual(['code', 'total']);
    expect(names('No arguments here')).toEqual([]);
  });

  it('finds the plural argument and arguments inside its branches, but not #', () => {
    expect(names('{count, plural, one {# product} other {# products in {market}}}')).toEqual([
      'count',
      'market',
    ]);
    expect(names('{n, plural, offset:1 =0 {none} other {{who} and #}}')).toEqual(['n', 'who']);
    expect(names('{kind, select, a {{x}} other {y}}')).toEqual(['kind', 'x']);
  });

  it('skips text quoted with apostrophes, and keeps plain apostrophes as text', () => {
    expect(names("Write '{literal}' here, it''s {real}")).toEqual(['real']);
    expect(names("l'article {a} d'{b}")).toEqual(['a']);
    expect(names("{c, plural, other {'#' {d}}}")).toEqual(['c', 'd']);
    expect(names("pagina's {x}")).toEqual(['x']);
  });

  it('does not hang on unbalanced braces', () => {
    expect(names('{count, plural, one {# x')).toEqual(['count']);
    expect(names('a } b {c')).toEqual(['c']);
  });
});
