import { describe, expect, it } from 'vitest';
import { correctedQuery, FEW_RESULTS, likeliestWord, offersCorrection } from './didYouMean';
import { buildTypoDictionary } from './typoDictionary';

const dict = buildTypoDictionary([
  { term: 'jacka', frequency: 40 },
  { term: 'jackor', frequency: 3 },
  { term: 'packa', frequency: 1 },
  { term: 'byxor', frequency: 30 },
  { term: 'varsel', frequency: 12 },
  { term: 'vardag', frequency: 2 },
]);

describe('the word a misspelt query word most likely meant', () => {
  it('takes two swaps (jkaca) as two edits and finds the jacka', () => {
    expect(likeliestWord(dict, 'jkaca')).toBe('jacka');
  });

  it('prefers fewer edits over a more frequent word', () => {
    // packa is one swap from pakca, jacka a swap and a letter: fewer edits win over frequency.
    expect(likeliestWord(dict, 'pakca')).toBe('packa');
  });

  it('breaks a tie of edits by frequency, then byte order', () => {
    // jacko: one edit from jacka (40) and none closer; jackor is one edit too but rarer.
    expect(likeliestWord(dict, 'jacko')).toBe('jacka');
    const tied = buildTypoDictionary([
      { term: 'bb', frequency: 1 },
      { term: 'abcd', frequency: 5 },
      { term: 'abce', frequency: 5 },
    ]);
    expect(likeliestWord(tied, 'abcx')).toBe('abcd');
  });

  it('leaves known words, short words and words too far off alone', () => {
    expect(likeliestWord(dict, 'jacka')).toBeUndefined();
    expect(likeliestWord(dict, 'jak')).toBeUndefined();
    expect(likeliestWord(dict, 'xyzzy')).toBeUndefined();
  });
});

describe('the corrected search', () => {
  const typed = (...ws: string[]) => ws.map((w) => ({ typed: w, words: [w.toLowerCase()] }));

  it('replaces each unknown word and keeps the known ones as typed, in order', () => {
    expect(correctedQuery(dict, typed('Varsel', 'jkaca'))).toBe('Varsel jacka');
    expect(correctedQuery(dict, typed('bxyor', 'JKACA'))).toBe('byxor jacka');
  });

  it('keeps a typed word that makes two words or none as it is', () => {
    expect(correctedQuery(dict, [{ typed: 'jkaca-x', words: ['jkaca', 'x'] }, ...typed('bxyor')])).toBe(
      'jkaca-x byxor',
    );
    expect(correctedQuery(dict, [{ typed: '--', words: [] }])).toBeUndefined();
  });

  it('offers nothing when no word changes', () => {
    expect(correctedQuery(dict, typed('varsel', 'jacka'))).toBeUndefined();
    expect(correctedQuery(dict, typed('xyzzy'))).toBeUndefined();
  });

  it('is offered for few results only, and only when it finds more', () => {
    expect(offersCorrection(0, 12)).toBe(true);
    expect(offersCorrection(FEW_RESULTS - 1, FEW_RESULTS)).toBe(true);
    expect(offersCorrection(FEW_RESULTS, 40)).toBe(false);
    expect(offersCorrection(2, 2)).toBe(false);
    expect(offersCorrection(0, 0)).toBe(false);
  });
});
