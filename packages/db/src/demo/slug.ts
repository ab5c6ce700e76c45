// Letters that Unicode decomposition does not reduce to a base letter plus accents.
const SPECIAL: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/** Lower-case ASCII of any of the shop's languages: 'Säkerhetsskor' -> 'sakerhetsskor'. */
export function transliterate(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += SPECIAL[ch] ?? ch;
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** URL slug: lower-case ASCII words joined by single hyphens. */
export function slugify(text: string): string {
  return (
    transliterate(text)
      // English possessives ("women's") read better as one word; French elisions ("d'hiver") stay split.
      .replace(/['’]s\b/g, 's')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
