import { describe, expect, it } from 'vitest';
import { buildNameIndex, productsNamed } from './nameIndex';
import { charTableOf } from './textForm';

// ASCII letters and digits are word characters; upper case folds to lower (as lower(unaccent()) does).
const flags = Array.from({ length: 200 }, (_, i) =>
  /[a-zA-Z0-9]/.test(String.fromCodePoint(i + 1)) ? '1' : '0',
);
const upper = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [65 + i, String.fromCharCode(97 + i)]));
const chars = charTableOf(flags.join(''), upper);

const index = buildNameIndex(
  chars,
  new Map([
    [1, { name: 'Softshell Jacka Dam', uniqueName: 'a' }],
    [2, { name: 'Varsel Jacka', uniqueName: 'b' }],
    [3, { name: 'Arbetsbyxor 100', uniqueName: 'c' }],
    [4, { name: 'Jackor set', uniqueName: 'd' }],
    [7, { name: 'Jacka Jackor Jacka', uniqueName: 'e' }],
  ]),
);

describe('products by the words of their names', () => {
  it('matches the start of a name word, every typed word, ascending ids', () => {
    expect(productsNamed(index, [{ prefix: 'jac', corrections: [] }])).toEqual([1, 2, 4, 7]);
    expect(productsNamed(index, [{ prefix: 'jacka', corrections: [] }])).toEqual([1, 2, 7]);
    // Two typed words both met by one name word still need each other.
    expect(
      productsNamed(index, [
        { prefix: 'jacka', corrections: [] },
        { prefix: 'jackor', corrections: [] },
      ]),
    ).toEqual([7]);
    expect(
      productsNamed(index, [
        { prefix: 'varsel', corrections: [] },
        { prefix: 'ja', corrections: [] },
      ]),
    ).toEqual([2]);
  });

  it('takes a correction whole where the typed word starts nothing', () => {
    expect(productsNamed(index, [{ prefix: 'jakca', corrections: ['jacka'] }])).toEqual([1, 2, 7]);
    expect(productsNamed(index, [{ prefix: 'jakca', corrections: ['jack'] }])).toEqual([]);
  });

  it('finds none when one word matches nothing, and reads numbers in names', () => {
    expect(
      productsNamed(index, [
        { prefix: 'jacka', corrections: [] },
        { prefix: 'qq', corrections: [] },
      ]),
    ).toEqual([]);
    expect(productsNamed(index, [{ prefix: '100', corrections: [] }])).toEqual([3]);
  });
});
