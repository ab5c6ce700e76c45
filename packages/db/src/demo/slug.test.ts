import { describe, expect, it } from 'vitest';
import { slugify, transliterate } from './slug';

describe('transliterate', () => {
  it.each([
    ['Säkerhetsskor', 'sakerhetsskor'],
    ['Hängselbyxor', 'hangselbyxor'],
    ['Skjøtebukse Ærlig', 'skjotebukse aerlig'],
    ['Größe', 'grosse'],
    ['Pracovní kalhoty třída', 'pracovni kalhoty trida'],
    ['Odzież ostrzegawcza', 'odziez ostrzegawcza'],
    ['Signālapģērbs Ķēde', 'signalapgerbs kede'],
    ['Kõrgnähtavad rõivad', 'korgnahtavad roivad'],
    ['Chaussure de sécurité', 'chaussure de securite'],
    ['Pantalón ignífugo', 'pantalon ignifugo'],
  ])('%s -> %s', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('Softshell jacket Flex')).toBe('softshell-jacket-flex');
    expect(slugify('  Caps und Mützen  ')).toBe('caps-und-mutzen');
    expect(slugify('T-shirt med logga')).toBe('t-shirt-med-logga');
    expect(slugify('EN ISO 20471 class 2')).toBe('en-iso-20471-class-2');
  });

  it('joins English possessives and keeps French elisions apart', () => {
    expect(slugify("Women's softshell jacket")).toBe('womens-softshell-jacket');
    expect(slugify("Vestes d'hiver")).toBe('vestes-d-hiver');
  });

  it('only ever yields [a-z0-9-]', () => {
    for (const text of [
      'Ūdensnecaurlaidīga jaka',
      'Kurtka przeciwdeszczowa – zimą',
      'Bota de seguridad (S3)',
    ]) {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
