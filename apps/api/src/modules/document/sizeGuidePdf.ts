import type { SizeGuide } from '@workwear/contracts';
import { htmlTextParagraphs, type Language } from '@workwear/domain';
import { createPdfWriter, type PdfColumn } from './pdfWriter';
import { SIZE_GUIDE_LABELS } from './sizeGuideLabels';

/** What a size-guide PDF is made of: the guide's code, its text in the document's language, its tables. */
export interface SizeGuideDocument {
  readonly code: string;
  readonly content: string | null;
  readonly bodyMeasurementsTable: SizeGuide['bodyMeasurementsTable'];
}

/** Height of the body-measurement heading and its note; space above each table. */
const HEADING_HEIGHT = 14 * 1.35 + 9 * 1.35;
const TABLE_GAP = 12;

const SIZE_COLUMN = 80;
const MAX_COLUMN = 120;
const COLUMN_GAP = 12;

/** The size column, then one right-aligned column per measurement, as wide as the page allows. */
function tableColumns(measurements: number, contentWidth: number): PdfColumn[] {
  const step = Math.min(MAX_COLUMN, (contentWidth - SIZE_COLUMN) / Math.max(1, measurements));
  return [
    { x: 0, width: SIZE_COLUMN - COLUMN_GAP },
    ...Array.from({ length: measurements }, (_, i) => ({
      x: SIZE_COLUMN + i * step,
      width: step - COLUMN_GAP,
      align: 'right' as const,
    })),
  ];
}

/**
 * A size guide as an A4 PDF: its name, its "how to measure" text, and every body-measurement table,
 * headings in the language and numbers in the culture given. Names the labels lack (a new table type
 * or measurement) show in English, else as their code, as the storefront's dialog does.
 */
export function sizeGuidePdf(guide: SizeGuideDocument, language: Language, cultureCode: string): Buffer {
  const labels = SIZE_GUIDE_LABELS[language];
  const english = SIZE_GUIDE_LABELS.en;
  const label = (key: 'measurements' | 'tableTypes' | 'genders', code: string) =>
    labels[key][code] ?? english[key][code] ?? code;

  const title = `${labels.title} – ${label('tableTypes', guide.code)}`;
  const pdf = createPdfWriter({ title, footer: (page, pages) => `${title} · ${page}/${pages}` });
  pdf.text(title, { weight: 'bold', size: 18 });
  pdf.gap(8);
  for (const paragraph of htmlTextParagraphs(guide.content)) {
    pdf.text(paragraph, { size: 10 });
    pdf.gap(4);
  }

  const tables = guide.bodyMeasurementsTable.map((table) => {
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
    // The section heading stays with the start of its first table.
    pdf.ensureRoom(HEADING_HEIGHT + TABLE_GAP + pdf.startHeight(first));
    pdf.text(labels.bodyMeasurements, { weight: 'bold', size: 14 });
    pdf.text(labels.bodyNote, { size: 9 });
  }
  for (const table of tables) {
    pdf.gap(TABLE_GAP);
    pdf.table(table);
  }
  return pdf.toBuffer();
}
