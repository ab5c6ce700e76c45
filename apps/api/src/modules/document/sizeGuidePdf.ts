import type { SizeGuide } from '@workwear/contracts';
import { htmlTextParagraphs, type Language } from '@workwear/domain';
import { createPdfDocument } from './pdfDocument';
import { MUTED_COLOUR, type PdfTextStyle } from './pdfPrimitives';
import type { PdfColumn, PdfTable } from './pdfTable';
import { SIZE_GUIDE_LABELS, sizeGuideLabels } from './sizeGuideLabels';

/** What a size-guide PDF is made of: the guide's code, its text in the document's language, its tables. */
export interface SizeGuideDocument {
  readonly code: string;
  readonly content: string | null;
  readonly bodyMeasurementsTable: SizeGuide['bodyMeasurementsTable'];
}

const NOTE_STYLE: PdfTextStyle = { size: 9, colour: MUTED_COLOUR };
const TABLE_GAP = 14;
const SIZE_COLUMN = 80;
const MAX_COLUMN = 140;

/** The size column, then one right-aligned column per measurement, as wide as the page allows. */
function tableColumns(measurements: number, contentWidth: number): PdfColumn[] {
  const width = Math.min(MAX_COLUMN, (contentWidth - SIZE_COLUMN) / Math.max(1, measurements));
  return [
    { width: SIZE_COLUMN },
    ...Array.from({ length: measurements }, () => ({ width, align: 'right' as const })),
  ];
}

/**
 * A size guide as an A4 PDF: its name, its "how to measure" text, and every body-measurement table,
 * headings in the language and numbers in the culture given. Names the labels lack (a new table type
 * or measurement) show in English, else as their code, as the storefront's dialog does.
 */
export async function sizeGuidePdf(
  guide: SizeGuideDocument,
  language: Language,
  cultureCode: string,
): Promise<Buffer> {
  const labels = sizeGuideLabels(language, cultureCode);
  const english = SIZE_GUIDE_LABELS.en;
  const label = (key: 'measurements' | 'tableTypes' | 'genders', code: string) =>
    labels[key][code] ?? english[key][code] ?? code;

  const title = `${labels.title} – ${label('tableTypes', guide.code)}`;
  const pdf = createPdfDocument({
    title,
    language: cultureCode,
    footer: (page, pages) => `${title} · ${page}/${pages}`,
  });
  pdf.heading(title, 1);
  pdf.gap(4);
  for (const paragraph of htmlTextParagraphs(guide.content)) pdf.paragraph(paragraph);

  const tables = guide.bodyMeasurementsTable.map((table): PdfTable => {
    // A table with any decimal value shows one decimal throughout, so its columns line up.
    const digits = table.rows.some((r) => r.values.some((v) => !Number.isInteger(v))) ? 1 : 0;
    const format = new Intl.NumberFormat(cultureCode, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return {
      caption: `${label('tableTypes', table.tableType)}, ${label('genders', table.gender)}`,
      columns: tableColumns(table.columns.length, pdf.contentWidth),
      header: [labels.size, ...table.columns.map((c) => `${label('measurements', c)} (cm)`)],
      rows: table.rows.map((r) => [r.size, ...r.values.map((v) => format.format(v))]),
    };
  });
  const [first] = tables;
  if (first) {
    pdf.gap(10);
    // The section heading and its note stay with the start of the first table.
    const note = pdf.heightOf(labels.bodyNote, NOTE_STYLE);
    pdf.heading(labels.bodyMeasurements, 2, note + TABLE_GAP + pdf.tableStartHeight(first));
    pdf.paragraph(labels.bodyNote, NOTE_STYLE);
  }
  for (const table of tables) {
    pdf.gap(TABLE_GAP);
    pdf.table(table);
  }
  return pdf.finish();
}
