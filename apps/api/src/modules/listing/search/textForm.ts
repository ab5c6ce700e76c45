/**
 * How PostgreSQL writes a query before searching: `lower(unaccent(text))` split on
 * `[^[:alnum:]]+`. Both depend on the server (unaccent's rules, the database's ctype), so the table
 * is read from the server once per process (searchRepository.ts `charTable`) for every character of
 * the Basic Multilingual Plane; characters beyond it are kept as they are and split words, which is
 * what a C-ctype server does with letters it does not class (the shop's languages have none there).
 */
export interface CharTable {
  /** lower(unaccent(c)) for each code point where it is not c itself. */
  mapped: ReadonlyMap<number, string>;
  /** 1 where the server's regular expressions call the code point [[:alnum:]]. */
  alnum: Uint8Array;
}

export function charTableOf(alnumFlags: string, mapped: Record<string, string>): CharTable {
  const alnum = new Uint8Array(alnumFlags.length + 1);
  for (let i = 0; i < alnumFlags.length; i++) alnum[i + 1] = alnumFlags.charCodeAt(i) === 49 ? 1 : 0;
  return { alnum, mapped: new Map(Object.entries(mapped).map(([cp, m]) => [Number(cp), m])) };
}

/** Whether the server classes the code point [[:alnum:]] (a letter or a digit of a word). */
export const isAlnum = (table: CharTable, cp: number): boolean =>
  cp < table.alnum.length && table.alnum[cp] === 1;

/**
 * The query's distinct words in order of first appearance, of two characters or more: what
 * repository.ts `searchWords` makes of it in SQL.
 */
export function queryWords(table: CharTable, text: string): string[] {
  const words = new Set<string>();
  let word = '';
  let length = 0;
  const end = () => {
    if (length >= 2) words.add(word);
    word = '';
    length = 0;
  };
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const form = table.mapped.get(cp) ?? char;
    for (const c of form) {
      if (isAlnum(table, c.codePointAt(0)!)) {
        word += c;
        length++;
      } else end();
    }
  }
  end();
  return [...words];
}

/** Characters (code points) in a word, as PostgreSQL's length() counts them. */
export const charLength = (word: string): number => {
  let n = 0;
  for (const _ of word) n++;
  return n;
};
