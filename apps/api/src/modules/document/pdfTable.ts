import {
  contentBox,
  ensureRoom,
  heightOf,
  type PdfAlign,
  type PdfTextStyle,
  roomLeft,
  rule,
  writeAt,
} from './pdfPrimitives';

export interface PdfColumn {
  /** Width in points, padding included. */
  readonly width: number;
  readonly align?: PdfAlign;
}

export interface PdfTable {
  /** A bold line above the table, kept on the page the table starts on. */
  readonly caption?: string;
  readonly columns: readonly PdfColumn[];
  /** Bold first row on a grey band, repeated at the top of every page the table continues on. */
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Font size of the cells; default 10. */
  readonly size?: number;
}

const PAD_X = 4;
const PAD_Y = 3;
const CAPTION_GAP = 4;
const HEADER_FILL = '#eeeeee';

const cellStyle = (table: PdfTable, header: boolean): PdfTextStyle => ({
  size: table.size ?? 10,
  weight: header ? 'bold' : 'regular',
});
const captionStyle = (table: PdfTable): PdfTextStyle => ({ size: (table.size ?? 10) + 1, weight: 'bold' });

/** A row's height: its tallest cell, each wrapped within its column, plus padding. */
function rowHeight(doc: PDFKit.PDFDocument, table: PdfTable, cells: readonly string[], header: boolean) {
  const style = cellStyle(table, header);
  const heights = table.columns.map((c, i) => heightOf(doc, cells[i] ?? '', style, c.width - 2 * PAD_X));
  return Math.max(0, ...heights) + 2 * PAD_Y;
}

function captionHeight(doc: PDFKit.PDFDocument, table: PdfTable): number {
  if (!table.caption) return 0;
  return heightOf(doc, table.caption, captionStyle(table), contentBox(doc).width) + CAPTION_GAP;
}

/** The heights of a table's parts, measured once. */
function measure(doc: PDFKit.PDFDocument, table: PdfTable) {
  return {
    caption: captionHeight(doc, table),
    header: rowHeight(doc, table, table.header, true),
    rows: table.rows.map((r) => rowHeight(doc, table, r, false)),
  };
}

function startHeightOf(doc: PDFKit.PDFDocument, sizes: ReturnType<typeof measure>): number {
  const head = sizes.caption + sizes.header;
  const whole = head + sizes.rows.reduce((sum, h) => sum + h, 0);
  const { margins, height } = doc.page;
  return whole <= height - margins.top - margins.bottom ? whole : head + (sizes.rows[0] ?? 0);
}

/**
 * The height a table needs where it starts: all of it when it fits on one page (such a table is never
 * split), else its caption, header and first row. A heading placed above a table keeps this much room.
 */
export function tableStartHeight(doc: PDFKit.PDFDocument, table: PdfTable): number {
  return startHeightOf(doc, measure(doc, table));
}

/** One row at the cursor: cells in their columns, a grey band behind a header, a thin rule below. */
function drawRow(
  doc: PDFKit.PDFDocument,
  table: PdfTable,
  cells: readonly string[],
  header: boolean,
  height: number,
) {
  const { left } = contentBox(doc);
  const right = left + table.columns.reduce((sum, c) => sum + c.width, 0);
  const top = doc.y;
  if (header)
    doc
      .save()
      .rect(left, top, right - left, height)
      .fill(HEADER_FILL)
      .restore();
  let x = left;
  table.columns.forEach((column, i) => {
    const box = { x: x + PAD_X, y: top + PAD_Y, width: column.width - 2 * PAD_X, align: column.align };
    writeAt(doc, cells[i] ?? '', cellStyle(table, header), box);
    x += column.width;
  });
  doc.y = top + height;
  rule(doc, doc.y, left, right);
}

/**
 * A table at the cursor: caption, header, rows. A table that fits on one page moves to a new page
 * when the rest of this one is too short; a longer one starts where its caption, header and first row
 * fit, and repeats its header at the top of every page it continues on.
 */
export function drawTable(doc: PDFKit.PDFDocument, table: PdfTable): void {
  const sizes = measure(doc, table);
  ensureRoom(doc, startHeightOf(doc, sizes));
  if (table.caption) {
    const { left, width } = contentBox(doc);
    writeAt(doc, table.caption, captionStyle(table), { x: left, y: doc.y, width });
    doc.y += sizes.caption;
  }
  drawRow(doc, table, table.header, true, sizes.header);
  table.rows.forEach((row, i) => {
    const height = sizes.rows[i] ?? 0;
    if (height > roomLeft(doc)) {
      doc.addPage();
      drawRow(doc, table, table.header, true, sizes.header);
    }
    drawRow(doc, table, row, false, height);
  });
}
