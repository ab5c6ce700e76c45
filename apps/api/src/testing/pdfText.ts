import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';

export interface PdfText {
  pageCount: number;
  /** All text as a PDF reader extracts it, pages joined by line breaks. */
  text: string;
  /**
   * Each page's lines top to bottom: the pieces of text that share a baseline, left to right, joined
   * by '|' (so a table row reads `7|17.8|17.1|9.0`).
   */
  pages: string[][];
}

/** Reads a PDF back with pdf.js (through unpdf), as a reader or a screen reader would get its text. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js may take over the buffer it is given: hand it a copy.
  const open = () => getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(await open(), { mergePages: true });
  const { items } = await extractTextItems(await open());
  const pages = items.map((pageItems) => {
    const lines = new Map<number, { x: number; str: string }[]>();
    for (const item of pageItems) {
      if (item.str.trim() === '') continue;
      const y = Math.round(item.y);
      lines.set(y, [...(lines.get(y) ?? []), { x: item.x, str: item.str }]);
    }
    return [...lines]
      .sort(([a], [b]) => b - a)
      .map(([, parts]) =>
        parts
          .sort((a, b) => a.x - b.x)
          .map((p) => p.str)
          .join('|'),
      );
  });
  return { pageCount: totalPages, text, pages };
}
