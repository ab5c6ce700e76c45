import { FONT_NAMES, type PdfFontWeight } from './pdfFonts';

/** How a piece of text looks: weight, size in points, colour. */
export interface PdfTextStyle {
  readonly weight?: PdfFontWeight;
  /** Default 10. */
  readonly size?: number;
  /** A CSS-like colour such as '#555555'; default the body colour. */
  readonly colour?: string;
}

export type PdfAlign = 'left' | 'right' | 'center';

export const BODY_COLOUR = '#1a1a1a';
export const MUTED_COLOUR = '#555555';
const DEFAULT_SIZE = 10;

/** Selects the style's font, size and colour; later text and measurements use them. */
export function applyStyle(doc: PDFKit.PDFDocument, style: PdfTextStyle): PDFKit.PDFDocument {
  return doc
    .font(FONT_NAMES[style.weight ?? 'regular'])
    .fontSize(style.size ?? DEFAULT_SIZE)
    .fillColor(style.colour ?? BODY_COLOUR);
}

/** The height of a text wrapped to the width, in the style. */
export function heightOf(doc: PDFKit.PDFDocument, text: string, style: PdfTextStyle, width: number): number {
  return applyStyle(doc, style).heightOfString(text, { width });
}

/** The area between the margins of the current page. */
export function contentBox(doc: PDFKit.PDFDocument) {
  const { margins, width, height } = doc.page;
  return { left: margins.left, width: width - margins.left - margins.right, bottom: height - margins.bottom };
}

/** Room left on the current page below the cursor, in points. */
export function roomLeft(doc: PDFKit.PDFDocument): number {
  return contentBox(doc).bottom - doc.y;
}

/** Starts a new page unless this much height is left below the cursor. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (height > roomLeft(doc)) doc.addPage();
}

/** Text in a box at a fixed place: wrapped to the width, aligned within it. The cursor is left as it was. */
export function writeAt(
  doc: PDFKit.PDFDocument,
  text: string,
  style: PdfTextStyle,
  box: { x: number; y: number; width: number; align?: PdfAlign },
): void {
  const cursor = doc.y;
  applyStyle(doc, style).text(text, box.x, box.y, { width: box.width, align: box.align ?? 'left' });
  doc.y = cursor;
}

/** A thin horizontal line. */
export function rule(doc: PDFKit.PDFDocument, y: number, from: number, to: number, colour = '#9a9a9a'): void {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(colour).stroke().restore();
}
