/** What tests check in a PDF: its cross-reference table, trailer, page count and content streams. */
export interface PdfInspection {
  /** Byte offset the file's startxref names. */
  startxref: number;
  /** Byte offsets of objects 1..n as the cross-reference table gives them. */
  offsets: number[];
  trailer: string;
  trailerSize: number;
  pageCount: number;
  /** Every stream's declared /Length and its bytes up to the end-of-line before endstream. */
  streams: { declaredLength: number; content: Buffer }[];
}

/**
 * Reads the structure of a PDF as the writer lays it out (one cross-reference section, uncompressed
 * streams). Latin-1 decoding turns each byte into one character, so string indexes are byte offsets.
 */
export function inspectPdf(bytes: Buffer): PdfInspection {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1] ?? Number.NaN);
  const section = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (!section) throw new Error('No cross-reference table at startxref');
  const count = Number(section[1]);
  const entriesAt = startxref + section[0].length;
  const offsets: number[] = [];
  for (let i = 1; i < count; i++) {
    const entry = text.slice(entriesAt + 20 * i, entriesAt + 20 * (i + 1));
    if (!/^\d{10} 00000 n \n$/.test(entry)) throw new Error(`Bad cross-reference entry ${i}: ${entry}`);
    offsets.push(Number(entry.slice(0, 10)));
  }
  const trailer = /trailer\n(<<.*>>)\n/.exec(text.slice(entriesAt + 20 * count))?.[1] ?? '';
  const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const end = text.indexOf('\nendstream', start);
    return { declaredLength: Number(m[1]), content: bytes.subarray(start, end) };
  });
  return {
    startxref,
    offsets,
    trailer,
    trailerSize: Number(/\/Size (\d+)/.exec(trailer)?.[1] ?? Number.NaN),
    pageCount: Number(/\/Type \/Pages [^>]*\/Count (\d+)/.exec(text)?.[1] ?? Number.NaN),
    streams,
  };
}
