import PDFDocument from 'pdfkit';
import { FONT_NAMES, fontBytes } from './pdfFonts';
import {
  applyStyle,
  contentBox,
  ensureRoom,
  heightOf,
  MUTED_COLOUR,
  type PdfTextStyle,
  writeAt,
} from './pdfPrimitives';
import { drawTable, type PdfTable, tableStartHeight } from './pdfTable';

export interface PdfDocumentOptions {
  /** The title viewers show in place of the file name. */
  readonly title: string;
  /** The text's language as a BCP 47 tag (such as pl-PL), for screen readers and viewers. */
  readonly language: string;
  /** A muted line at the bottom of every page, given its number and the page count. */
  readonly footer?: (page: number, pages: number) => string;
}

export type PdfHeadingLevel = 1 | 2 | 3;

/** A4 with 2 cm margins. */
const MARGIN = 56.69;
const HEADING_STYLES: Readonly<Record<PdfHeadingLevel, PdfTextStyle>> = {
  1: { weight: 'bold', size: 18 },
  2: { weight: 'bold', size: 14 },
  3: { weight: 'bold', size: 11 },
};
const HEADING_GAP = 4;
const PARAGRAPH_GAP = 4;
const FOOTER_STYLE: PdfTextStyle = { size: 8, colour: MUTED_COLOUR };

/**
 * The building blocks every generated document is made of (size guides now; favourites, price lists
 * and order exports later): an A4 document in a font with every language's letters, headings kept with
 * what follows them, paragraphs that flow over pages, tables that repeat their header, and a footer with
 * page numbers. Blocks are placed top to bottom; finish() gives the file.
 */
export function createPdfDocument(options: PdfDocumentOptions) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Pages stay in memory until the end, so the footer can name the page count.
    bufferPages: true,
    pdfVersion: '1.7',
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Producer: 'Workwear shop', Creator: 'Workwear shop' },
  });
  const fonts = fontBytes();
  doc.registerFont(FONT_NAMES.regular, fonts.regular);
  doc.registerFont(FONT_NAMES.bold, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const width = () => contentBox(doc).width;

  const blocks = {
    /** Width between the margins, in points. */
    get contentWidth() {
      return width();
    },

    /** The height a text takes at the full width in a style (to keep things together). */
    heightOf: (text: string, style: PdfTextStyle = {}) => heightOf(doc, text, style, width()),

    /** The height a heading block takes, its space below included. */
    headingHeight: (text: string, level: PdfHeadingLevel) =>
      heightOf(doc, text, HEADING_STYLES[level], width()) + HEADING_GAP,

    /**
     * A bold heading. It moves to the next page with what follows when the rest of this page has no
     * room for both: keepWithNext is the height of what must stay with it.
     */
    heading(text: string, level: PdfHeadingLevel, keepWithNext = 0) {
      ensureRoom(doc, blocks.headingHeight(text, level) + keepWithNext);
      const { left } = contentBox(doc);
      writeAt(doc, text, HEADING_STYLES[level], { x: left, y: doc.y, width: width() });
      doc.y += blocks.headingHeight(text, level);
    },

    /** Body text wrapped at the margins; it never leaves a single line at the bottom of a page. */
    paragraph(text: string, style: PdfTextStyle = {}) {
      const oneLine = heightOf(doc, 'X', style, width());
      ensureRoom(doc, Math.min(heightOf(doc, text, style, width()), 2 * oneLine));
      const { left } = contentBox(doc);
      // pdfkit's text() wraps, continues on a new page when it reaches the bottom margin, and leaves
      // the cursor below the last line.
      applyStyle(doc, style).text(text, left, doc.y, { width: width() });
      blocks.gap(PARAGRAPH_GAP);
    },

    /** Vertical space; at the bottom of a page it simply ends there. */
    gap(height: number) {
      doc.y = Math.min(contentBox(doc).bottom, doc.y + height);
    },

    /** Starts a new page unless this much height is left. */
    keepRoom: (height: number) => ensureRoom(doc, height),

    table: (table: PdfTable) => drawTable(doc, table),
    tableStartHeight: (table: PdfTable) => tableStartHeight(doc, table),

    /** Writes the footers and gives the finished file. */
    async finish(): Promise<Buffer> {
      if (options.footer) writeFooters(options.footer);
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };

  function writeFooters(footer: (page: number, pages: number) => string) {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      const { left, width: w } = contentBox(doc);
      // Below the bottom margin: without lifting the margin, pdfkit would start a new page for it.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      writeAt(doc, footer(i + 1, count), FOOTER_STYLE, {
        x: left,
        y: doc.page.height - bottom / 2 - (FOOTER_STYLE.size ?? 8),
        width: w,
        align: 'right',
      });
      doc.page.margins.bottom = bottom;
    }
  }

  return blocks;
}
