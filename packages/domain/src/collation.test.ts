import { describe, expect, it } from 'vitest';
import { byNameIn, nameCollator } from './collation';
import { SUPPORTED_LANGUAGES } from './languages';

const sorted = (language: Parameters<typeof nameCollator>[0], names: string[]) =>
  [...names].sort(nameCollator(language).compare);

describe('name collation', () => {
  it('puts å ä ö after z in Swedish: Vinterbyxor, Väskor, Västar', () => {
    expect(sorted('sv', ['Väskor', 'Västar', 'Vinterbyxor', 'Zon', 'Åkerier', 'Örngott', 'Ärmar'])).toEqual([
      'Vinterbyxor',
      'Väskor',
      'Västar',
      'Zon',
      'Åkerier',
      'Ärmar',
      'Örngott',
    ]);
  });

  it('puts å ä ö after z in Finnish too', () => {
    expect(sorted('fi', ['Äitiys', 'Zeta', 'Aamu', 'Öljy'])).toEqual(['Aamu', 'Zeta', 'Äitiys', 'Öljy']);
  });

  it('sorts ä with a in German', () => {
    expect(sorted('de', ['Zubehör', 'Ärmel', 'Arbeitshosen', 'Bär', 'Bar', 'Öljacken', 'Overalls'])).toEqual([
      'Arbeitshosen',
      'Ärmel',
      'Bar',
      'Bär',
      'Öljacken',
      'Overalls',
      'Zubehör',
    ]);
  });

  it('ignores case in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(sorted(language, ['b', 'C', 'a', 'B']), language).toEqual(['a', 'b', 'B', 'C']);
      expect(nameCollator(language).compare('softshell', 'Softshell')).toBe(0);
    }
  });

  it('compares things by their name', () => {
    const items = [{ name: 'Västar' }, { name: 'vinterjackor' }];
    expect(items.sort(byNameIn('sv')).map((i) => i.name)).toEqual(['vinterjackor', 'Västar']);
  });
});
