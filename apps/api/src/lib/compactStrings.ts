/**
 * Many short strings held as one string and offsets: a V8 string costs a header of about 16 bytes
 * and an array slot of 8 besides its characters, so 200,000 names of 40 letters held as an array
 * take about 13 MB, packed about 9 MB (two bytes a letter in a language with letters beyond Latin-1,
 * either way). Reading one is a substring (V8 shares the characters, no copy).
 */
export interface PackedStrings {
  text: string;
  /** String i is text.slice(offsets[i], offsets[i + 1]). */
  offsets: Int32Array;
  /** 1 where string i was given (a missing one and an empty one both have no characters). */
  present: Uint8Array;
}

export function packStrings(values: readonly (string | undefined)[]): PackedStrings {
  const offsets = new Int32Array(values.length + 1);
  const present = new Uint8Array(values.length);
  let at = 0;
  values.forEach((value, i) => {
    offsets[i] = at;
    if (value !== undefined) {
      present[i] = 1;
      at += value.length;
    }
  });
  offsets[values.length] = at;
  return { text: values.map((v) => v ?? '').join(''), offsets, present };
}

export function stringAt(packed: PackedStrings, i: number): string | undefined {
  if (packed.present[i] !== 1) return undefined;
  return packed.text.slice(packed.offsets[i]!, packed.offsets[i + 1]!);
}

/**
 * A column of strings with few distinct values (sizes, colour codes, dates, manufacturers) as a
 * table of those values and one small code per row: 2 bytes a row while there are at most 65,536
 * distinct values, else 4.
 */
export interface InternedColumn {
  codes: Uint16Array | Int32Array;
  table: (string | null)[];
}

export function internColumn(values: readonly (string | null)[]): InternedColumn {
  const codeOf = new Map<string | null, number>();
  const picked = values.map((value) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = codeOf.size;
      codeOf.set(value, code);
    }
    return code;
  });
  const codes = codeOf.size <= 2 ** 16 ? Uint16Array.from(picked) : Int32Array.from(picked);
  return { codes, table: [...codeOf.keys()] };
}

export const internedAt = (column: InternedColumn, i: number): string | null =>
  column.table[column.codes[i]!] ?? null;
