/**
 * Text for the PDF standard fonts Helvetica and Helvetica-Bold in WinAnsiEncoding (Windows code page
 * 1252), and the widths of their glyphs.
 *
 * WinAnsiEncoding holds ASCII, Latin-1 (U+00A0-U+00FF) and 27 more characters in 0x80-0x9F (euro, curly
 * quotes, dashes, Š š Ž ž Œ œ Ÿ ...). The standard fonts have no glyph for anything else, so characters
 * outside it are mapped to their closest Latin-1 form: letters with diacritics Latin-1 lacks lose the
 * diacritic (Polish ą ć ę ń ś ź ż → a c e n s z z, Czech č ď ě ň ř ť ů → c d e n r t u, Latvian ā ē ģ ī ķ ļ
 * ņ ū → a e g i k l n u), a few letters that do not decompose are spelled out (ł → l, đ → d, ß stays),
 * special spaces and hyphens become their plain forms, and whatever is left becomes '?'. Š š Ž ž (Czech,
 * Estonian, Latvian) and õ ä ö ü (Estonian) are in the encoding and stay as they are.
 */

/** Unicode code points of the bytes 0x80-0x9F in WinAnsiEncoding; 0 where the code page has none. */
const HIGH_CODES = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

const BYTE_OF_HIGH = new Map<number, number>(
  HIGH_CODES.flatMap((code, i) => (code === 0 ? [] : [[code, 0x80 + i] as [number, number]])),
);

/** Letters and signs that neither exist in the encoding nor decompose into a letter that does. */
const SPELLED: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ſ: 's',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
};

const NO_BREAK_SPACE = 0xa0;

/** The byte of one character, or undefined when the encoding has none. */
function byteOf(code: number): number | undefined {
  if (code >= 0x20 && code < 0x7f) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return BYTE_OF_HIGH.get(code);
}

function isSpace(code: number): boolean {
  return (
    code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x2000 && code <= 0x200a) || code === 0x3000
  );
}

function isNoBreakSpace(code: number): boolean {
  return code === 0x202f || code === 0x2007 || code === 0x2060;
}

/** Bytes of a text in WinAnsiEncoding, with characters outside it mapped as described above. */
export function toWinAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const direct = byteOf(code);
    if (direct !== undefined) {
      bytes.push(direct);
      continue;
    }
    if (isSpace(code)) {
      bytes.push(0x20);
      continue;
    }
    if (isNoBreakSpace(code)) {
      bytes.push(NO_BREAK_SPACE);
      continue;
    }
    const spelled = SPELLED[char];
    if (spelled !== undefined) {
      for (const c of spelled) bytes.push(c.charCodeAt(0));
      continue;
    }
    // Decomposes into a base letter and combining marks (U+0300-U+036F): keep what the encoding holds.
    const kept = [...char.normalize('NFD')]
      .map((c) => byteOf(c.codePointAt(0)!))
      .filter((b): b is number => b !== undefined);
    if (kept.length > 0) {
      bytes.push(...kept);
      continue;
    }
    // Zero-width and other control characters carry nothing visible.
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x200b || code === 0xfeff) continue;
    bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/**
 * Glyph widths of WinAnsiEncoding bytes 0x20-0xFF in thousandths of the font size, from Adobe's font
 * metrics (AFM) of the standard fonts. Bytes the code page leaves undefined have 350, the width of the
 * bullet viewers show for them; they are never written.
 */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 350, 556, 350, 222, 556, 333, 1000, 556, 556, 333,
  1000, 667, 333, 1000, 350, 611, 350, 350, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 350,
  500, 667, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
  333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722,
  667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722,
  667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556,
  556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 350, 556, 350, 278, 556, 500, 1000, 556, 556, 333,
  1000, 667, 333, 1000, 350, 611, 350, 350, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 350,
  500, 667, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
  333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722,
  667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722,
  667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611,
  611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

export type StandardFont = 'Helvetica' | 'Helvetica-Bold';

const WIDTHS: Readonly<Record<StandardFont, readonly number[]>> = {
  Helvetica: HELVETICA,
  'Helvetica-Bold': HELVETICA_BOLD,
};

/** Width in points of encoded bytes set in a standard font at a size. */
export function widthOf(bytes: Uint8Array, font: StandardFont, size: number): number {
  const widths = WIDTHS[font];
  let units = 0;
  for (const b of bytes) units += b >= 0x20 ? (widths[b - 0x20] ?? 0) : 0;
  return (units * size) / 1000;
}
