import { createHash } from 'node:crypto';
import { type StandardFont, toWinAnsi, widthOf } from './winAnsi';

/**
 * A small PDF 1.4 writer for generated documents: A4 pages, text in the standard fonts Helvetica and
 * Helvetica-Bold (nothing embedded; every viewer has them), wrapped paragraphs, table rows with columns
 * at fixed positions and thin rules, and page breaks where the next line would cross the bottom margin.
 * Text is written in WinAnsiEncoding; see winAnsi.ts for what happens to characters outside it.
 *
 * The file is assembled from byte buffers, and the cross-reference table holds the byte offset of every
 * object in them (never a JavaScript string length, which differs as soon as a byte is above 0x7F).
 * Streams are not compressed: the documents are small, and their text stays searchable as it is.
 */

/** A4 in points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfFontWeight = 'regular' | 'bold';

export interface PdfTextStyle {
  readonly weight?: PdfFontWeight;
  /** Font size in points; default 10. */
  readonly size?: number;
}

export interface PdfColumn {
  /** Left edge in points from the left margin. */
  readonly x: number;
  readonly width: number;
  readonly align?: 'left' | 'right';
}

export interface PdfTable {
  /** A bold line above the table, kept on the page the table starts on. */
  readonly caption?: string;
  readonly columns: readonly PdfColumn[];
  /** Bold first row, repeated at the top of every page the table continues on. */
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Font size of the cells; default 10. */
  readonly size?: number;
}

export interface PdfWriterOptions {
  /** The document title viewers show (any Unicode text). */
  readonly title?: string;
  /** Margin on every side in points; default 2 cm. */
  readonly margin?: number;
  /** Text at the bottom of every page, given its number and the page count. */
  readonly footer?: (page: number, pages: number) => string;
}

const FONT_RESOURCE: Readonly<Record<PdfFontWeight, { name: string; font: StandardFont }>> = {
  regular: { name: 'F1', font: 'Helvetica' },
  bold: { name: 'F2', font: 'Helvetica-Bold' },
};

const DEFAULT_SIZE = 10;
const LINE_SPACING = 1.35;
/** Lines within a table cell, and the space a row keeps above and below its text, per point of size. */
const CELL_LINE_SPACING = 1.2;
const CELL_PADDING = 0.5;
const RULE_GREY = 0.6;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** A PDF literal string: the bytes with ( ) and \ escaped (control bytes never get this far). */
function literal(bytes: Uint8Array): Buffer {
  const out: number[] = [0x28];
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.push(0x5c);
    out.push(b);
  }
  out.push(0x29);
  return Buffer.from(out);
}

/** A text string for the document information: UTF-16BE with a byte-order mark, as hex. */
function textString(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${utf16.toString('hex').toUpperCase()}>`;
}

/** Breaks encoded text into lines no wider than the width, at spaces; a longer word is cut. */
function wrap(bytes: Buffer, font: StandardFont, size: number, width: number): Buffer[] {
  const words = bytes
    .toString('latin1')
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => Buffer.from(w, 'latin1'));
  const lines: Buffer[] = [];
  let current: Buffer | undefined;
  for (let word of words) {
    const joined: Buffer = current ? Buffer.concat([current, Buffer.from(' '), word]) : word;
    if (widthOf(joined, font, size) <= width) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    while (widthOf(word, font, size) > width && word.length > 1) {
      let end = word.length - 1;
      while (end > 1 && widthOf(word.subarray(0, end), font, size) > width) end--;
      lines.push(word.subarray(0, end));
      word = word.subarray(end);
    }
    current = word;
  }
  if (current) lines.push(current);
  return lines;
}

export function createPdfWriter(options: PdfWriterOptions = {}) {
  const margin = options.margin ?? 56.69;
  const contentWidth = A4.width - 2 * margin;
  const pages: Buffer[][] = [];
  let page: Buffer[] = [];
  let y = 0;

  function newPage() {
    page = [];
    pages.push(page);
    y = A4.height - margin;
  }
  newPage();

  const op = (text: string) => page.push(Buffer.from(text, 'latin1'));

  function show(bytes: Uint8Array, weight: PdfFontWeight, size: number, x: number, baseline: number) {
    if (bytes.length === 0) return;
    op(`BT /${FONT_RESOURCE[weight].name} ${num(size)} Tf ${num(x)} ${num(baseline)} Td `);
    page.push(literal(bytes));
    op(' Tj ET\n');
  }

  function rule(at: number, from = margin, to = A4.width - margin) {
    op(`q ${RULE_GREY} G 0.5 w ${num(from)} ${num(at)} m ${num(to)} ${num(at)} l S Q\n`);
  }

  /** Starts a new page unless this much height is left above the bottom margin. */
  function ensureRoom(height: number) {
    if (y - height < margin) newPage();
  }

  /** Text wrapped to the width between the margins, each line on the page that has room for it. */
  function text(value: string, style: PdfTextStyle = {}) {
    const weight = style.weight ?? 'regular';
    const size = style.size ?? DEFAULT_SIZE;
    const { font } = FONT_RESOURCE[weight];
    for (const line of wrap(toWinAnsi(value), font, size, contentWidth)) {
      const leading = size * LINE_SPACING;
      ensureRoom(leading);
      show(line, weight, size, margin, y - size);
      y -= leading;
    }
  }

  /** Vertical space; at the bottom of a page it simply ends there. */
  function gap(height: number) {
    y = Math.max(margin, y - height);
  }

  /** Each cell of a row as lines within its column, and the row's height. */
  function layoutRow(cells: readonly string[], columns: readonly PdfColumn[], style: PdfTextStyle) {
    const weight = style.weight ?? 'regular';
    const size = style.size ?? DEFAULT_SIZE;
    const { font } = FONT_RESOURCE[weight];
    const lines = columns.map((column, i) => wrap(toWinAnsi(cells[i] ?? ''), font, size, column.width));
    const count = Math.max(1, ...lines.map((l) => l.length));
    return { weight, size, font, lines, height: (count * CELL_LINE_SPACING + CELL_PADDING) * size };
  }

  /**
   * One table row: each cell in its column (wrapped onto more lines when it is wider, right-aligned
   * columns flush right), a thin rule below. The row moves to a new page when it does not fit.
   */
  function tableRow(cells: readonly string[], columns: readonly PdfColumn[], style: PdfTextStyle = {}) {
    const { weight, size, font, lines, height } = layoutRow(cells, columns, style);
    ensureRoom(height);
    const top = y - (CELL_PADDING / 2) * size;
    columns.forEach((column, i) => {
      (lines[i] ?? []).forEach((line, j) => {
        const left = margin + column.x;
        const x = column.align === 'right' ? left + column.width - widthOf(line, font, size) : left;
        show(line, weight, size, x, top - 0.9 * size - j * CELL_LINE_SPACING * size);
      });
    });
    y -= height;
    const last = columns.at(-1);
    rule(y, margin, last ? margin + last.x + last.width : A4.width - margin);
  }

  const captionSizeOf = (table: PdfTable) => (table.size ?? DEFAULT_SIZE) + 1;

  /**
   * The height a table needs where it starts: all of it when it fits on one page (such a table is never
   * split), else its caption, header and first row.
   */
  function startHeight(table: PdfTable): number {
    const style = { size: table.size ?? DEFAULT_SIZE };
    const captionHeight = table.caption ? captionSizeOf(table) * LINE_SPACING + 2 : 0;
    const headerHeight = layoutRow(table.header, table.columns, { ...style, weight: 'bold' }).height;
    const rowHeights = table.rows.map((row) => layoutRow(row, table.columns, style).height);
    const whole = captionHeight + headerHeight + rowHeights.reduce((sum, h) => sum + h, 0);
    return whole <= A4.height - 2 * margin ? whole : captionHeight + headerHeight + (rowHeights[0] ?? 0);
  }

  /**
   * A table: its caption, a bold header row, the rows. A table that fits on one page starts on a new
   * page when the rest of this one is too short; a longer one starts where its caption, header and first
   * row fit, and repeats its header at the top of every page it continues on.
   */
  function table(value: PdfTable) {
    const { caption, columns, header, rows } = value;
    const style = { size: value.size ?? DEFAULT_SIZE };
    const headerStyle = { ...style, weight: 'bold' as const };
    ensureRoom(startHeight(value));
    if (caption) {
      text(caption, { weight: 'bold', size: captionSizeOf(value) });
      gap(2);
    }
    tableRow(header, columns, headerStyle);
    for (const row of rows) {
      if (y - layoutRow(row, columns, style).height < margin) {
        newPage();
        tableRow(header, columns, headerStyle);
      }
      tableRow(row, columns, style);
    }
  }

  /** The finished file. */
  function toBuffer(): Buffer {
    const chunks: Buffer[] = [];
    let length = 0;
    const offsets: number[] = [];
    const write = (part: string | Buffer) => {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(bytes);
      length += bytes.length;
    };
    const object = (id: number, body: string | Buffer[]) => {
      offsets[id] = length;
      write(`${id} 0 obj\n`);
      if (typeof body === 'string') write(body);
      else for (const part of body) write(part);
      write('\nendobj\n');
    };

    // A comment of bytes above 0x7F on the second line tells transfer tools the file is binary.
    write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    const pageIds = pages.map((_, i) => 6 + 2 * i);
    object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    object(
      2,
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} ` +
        `/MediaBox [0 0 ${num(A4.width)} ${num(A4.height)}] ` +
        '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> >>',
    );
    object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    object(
      5,
      `<< /Producer ${textString('Workwear shop')}${options.title ? ` /Title ${textString(options.title)}` : ''} >>`,
    );
    pages.forEach((content, i) => {
      const parts = [...content];
      if (options.footer) {
        const bytes = toWinAnsi(options.footer(i + 1, pages.length));
        const size = 8;
        const x = A4.width - margin - widthOf(bytes, 'Helvetica', size);
        parts.push(
          Buffer.from(`BT /F1 ${size} Tf ${num(x)} ${num(margin / 2)} Td `, 'latin1'),
          literal(bytes),
          Buffer.from(' Tj ET\n', 'latin1'),
        );
      }
      const stream = Buffer.concat(parts);
      object(pageIds[i]!, `<< /Type /Page /Parent 2 0 R /Contents ${pageIds[i]! + 1} 0 R >>`);
      object(pageIds[i]! + 1, [
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]);
    });

    const size = 6 + 2 * pages.length;
    const xref = length;
    write(`xref\n0 ${size}\n0000000000 65535 f \n`);
    for (let id = 1; id < size; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
    // The file identifier: a digest of the body, so the same document always gives the same bytes.
    const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex').toUpperCase();
    write(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\n`);
    write(`startxref\n${xref}\n%%EOF\n`);
    return Buffer.concat(chunks, length);
  }

  return {
    /** Width between the left and right margins, in points. */
    contentWidth,
    text,
    gap,
    ensureRoom,
    tableRow,
    table,
    startHeight,
    /** Number of pages so far. */
    pageCount: () => pages.length,
    toBuffer,
  };
}

export type PdfWriter = ReturnType<typeof createPdfWriter>;
