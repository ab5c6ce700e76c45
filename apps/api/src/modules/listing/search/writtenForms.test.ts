import { describe, expect, it } from 'vitest';
import { correctedQuery } from './didYouMean';
import { charTableOf } from './textForm';
import { buildTypoDictionary } from './typoDictionary';
import { asWritten, buildWrittenForms, writtenWordsOf } from './writtenForms';

// A table as PostgreSQL's lower(unaccent()) writes it: ASCII letters and digits are word characters,
// upper case folds to lower, the shop's accented letters to their base letter (Æ and ß to two), "½"
// to "1/2"; the accented letters are word characters too, as a UTF-8 server classes them.
const ACCENTED: Record<string, string> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  é: 'e',
  ø: 'o',
  ł: 'l',
  ę: 'e',
  ř: 'r',
  ś: 's',
  ć: 'c',
  ń: 'n',
  ß: 'ss',
  Å: 'a',
  Ä: 'a',
  Ö: 'o',
  Ł: 'l',
  Æ: 'ae',
  '½': '1/2',
};
const word = (cp: number) =>
  /[a-zA-Z0-9]/.test(String.fromCodePoint(cp)) || String.fromCodePoint(cp) in ACCENTED;
const flags = Array.from({ length: 400 }, (_, i) => (word(i + 1) && i + 1 !== 189 ? '1' : '0')).join('');
const mapped = {
  ...Object.fromEntries(Array.from({ length: 26 }, (_, i) => [65 + i, String.fromCharCode(97 + i)])),
  ...Object.fromEntries(Object.entries(ACCENTED).map(([c, f]) => [c.codePointAt(0)!, f])),
};
const chars = charTableOf(flags, mapped);

describe('the words of a name, folded and as written', () => {
  it('pairs each folded word with its own letters, lower case', () => {
    expect(writtenWordsOf(chars, 'Arbetsväst Hög synlighet, Ławka-ę Straße')).toEqual([
      { word: 'arbetsvast', written: 'arbetsväst' },
      { word: 'hog', written: 'hög' },
      { word: 'synlighet', written: 'synlighet' },
      { word: 'lawka', written: 'ławka' },
      { word: 'strasse', written: 'straße' },
    ]);
  });

  it('splits where the search splits, and writes no word a character split in two', () => {
    expect(writtenWordsOf(chars, 'ab½cd Æble')).toEqual([
      { word: 'ab1', written: null },
      { word: '2cd', written: null },
      { word: 'aeble', written: 'æble' },
    ]);
  });
});

describe('a dictionary word as the names write it', () => {
  const forms = buildWrittenForms(chars, [
    'Arbetsväst Hög',
    'Varselväst',
    'Väst för vinter',
    'Fleece for kids',
    'Väst Ø',
    'Kurtka ławka',
  ]);

  it('keeps only words some name writes otherwise than folded, most frequent first', () => {
    expect(forms.get('vast')).toEqual([{ written: 'väst', count: 2 }]);
    expect(forms.get('for')).toEqual([
      { written: 'for', count: 1 },
      { written: 'för', count: 1 },
    ]);
    expect(forms.has('fleece')).toBe(false);
  });

  it('writes the word with its letters, else as folded; of two forms the one nearest what was typed', () => {
    expect(asWritten(forms, 'vast', 'vsat')).toBe('väst');
    expect(asWritten(forms, 'lawka', 'LAWKKA')).toBe('ławka');
    expect(asWritten(forms, 'fleece', 'flece')).toBe('fleece');
    expect(asWritten(forms, 'for', 'föör')).toBe('för');
    expect(asWritten(forms, 'for', 'foor')).toBe('for');
  });

  it('gives "Did you mean" the word with its å, ä, ö, é, ø, ł, ę', () => {
    const names = ['Skyddsväst', 'Väst Mörk', 'Åkerjacka', 'Café förkläde', 'Bøtte', 'Łata', 'Kieszeń Część'];
    const texts = buildWrittenForms(chars, names);
    const dict = buildTypoDictionary(
      names.flatMap((n) => writtenWordsOf(chars, n)).map((w) => ({ term: w.word, frequency: 1 })),
    );
    const offered = (typed: string) =>
      correctedQuery(dict, [{ typed, words: [writtenWordsOf(chars, typed)[0]!.word] }], texts);
    expect(offered('skydsvast')).toBe('skyddsväst');
    expect(offered('Morkk')).toBe('mörk');
    expect(offered('akrejacka')).toBe('åkerjacka');
    expect(offered('forklde')).toBe('förkläde');
    expect(offered('botet')).toBe('bøtte');
    expect(offered('latta')).toBe('łata');
    expect(offered('czecs')).toBe('część');
    // A word typed without its accents is the dictionary's own: searched as it is, nothing to offer.
    expect(offered('forklade')).toBeUndefined();
    // Without the written forms the folded word is all there is (what the page showed before).
    expect(correctedQuery(dict, [{ typed: 'Morkk', words: ['morkk'] }])).toBe('mork');
  });
});
