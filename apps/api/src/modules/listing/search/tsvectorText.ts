/**
 * One lexeme of a tsvector as PostgreSQL prints it: the lexeme and its positions, each as the 16-bit
 * WordEntryPos PostgreSQL keeps (weight in the top two bits, A = 3 .. D = 0; position below). No
 * positions: a vector built without them (strip()), which ts_rank treats apart.
 */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads tsvector_out's text: `'lexeme':1A,5 'it''s':3C`, quotes and backslashes doubled inside. */
export function parseTsvector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`Unexpected tsvector text at ${i}: ${text.slice(i, i + 20)}`);
    i++;
    let lexeme = '';
    for (;;) {
      const c = text[i++];
      if (c === undefined) throw new Error('Unterminated lexeme in tsvector text');
      if ((c === "'" && text[i] === "'") || (c === '\\' && i < text.length)) lexeme += text[i++];
      else if (c === "'") break;
      else lexeme += c;
    }
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let pos = 0;
        while (i < text.length && text[i]! >= '0' && text[i]! <= '9')
          pos = pos * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_OF[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push(((weight ?? 0) << 14) | pos);
        if (text[i] !== ',') break;
        i++;
      }
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}
