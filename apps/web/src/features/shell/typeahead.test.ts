import { describe, expect, it } from 'vitest';
import { typeaheadIndex } from './typeahead';

const labels = ['Arbetsbyxor', 'Arbetsjackor', 'Fleece', 'Softshell', 'Shorts'];

describe('typeaheadIndex', () => {
  it('finds the next label starting with a letter, after the current one', () => {
    expect(typeaheadIndex(labels, 's', 0)).toBe(3);
    expect(typeaheadIndex(labels, 's', 3)).toBe(4);
  });

  it('wraps around to the start', () => {
    expect(typeaheadIndex(labels, 'a', 4)).toBe(0);
  });

  it('cycles through items when the same letter is typed again', () => {
    expect(typeaheadIndex(labels, 'aa', 0)).toBe(1);
    expect(typeaheadIndex(labels, 'aaa', 1)).toBe(0);
  });

  it('matches a longer prefix, staying on the current item when it fits', () => {
    expect(typeaheadIndex(labels, 'arbetsj', 0)).toBe(1);
    expect(typeaheadIndex(labels, 'sh', 4)).toBe(4);
  });

  it('ignores case and reports no match as -1', () => {
    expect(typeaheadIndex(labels, 'FL', 0)).toBe(2);
    expect(typeaheadIndex(labels, 'x', 0)).toBe(-1);
    expect(typeaheadIndex([], 'a', 0)).toBe(-1);
  });
});
