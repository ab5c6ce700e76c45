import type { SizeGuide } from '@workwear/contracts';
import { type GenderSection, htmlTextParagraphs } from '@workwear/domain';

export type GuideTable = {
  readonly columns: readonly string[];
  readonly rows: readonly { readonly size: string; readonly cells: readonly string[] }[];
};

export type BodyTable = GuideTable & { readonly id: string; readonly label: string };

/** The size guide as the dialog shows it: words, numbers and units already in the page's culture. */
export type SizeGuideView = {
  readonly paragraphs: readonly string[];
  readonly pdfUrl: string | null;
  readonly dimensions: GuideTable | null;
  readonly bodyTables: readonly BodyTable[];
  /** The body table the selector starts on: the product's gender's (see initialBodyTable). */
  readonly initialTableId: string | null;
};

/** The dialog's words in the page's language. */
export type SizeGuideTexts = {
  open: string;
  title: string;
  close: string;
  sections: string;
  productDimensions: string;
  bodyMeasurements: string;
  dimensionsNote: string;
  bodyNote: string;
  noDimensions: string;
  noBodyMeasurements: string;
  table: string;
  size: string;
  pdf: string;
  newTab: string;
};

export type SizeGuideLabels = {
  /** A measurement's name with its unit, e.g. "Waist (cm)"; unknown codes show as they came. */
  readonly measurement: (code: string) => string;
  /** A body-measurement table's name from its tableType and gender. */
  readonly table: (tableType: string, gender: string) => string;
  /** Shown where a value is missing. */
  readonly missing: string;
};

/**
 * Spec: the size-guide button is disabled when there is neither content nor a fallback PDF (and
 * on a failed load), so a guide that carries only tables is not offered either.
 */
export function hasGuideContent(guide: Pick<SizeGuide, 'content' | 'fallbackPdfUrl'>): boolean {
  return Boolean(guide.content?.trim() || guide.fallbackPdfUrl?.trim());
}

// Table gender attributes to look for, best first; a product in no gender section is a men's or unisex one.
const TABLE_GENDERS: Readonly<Record<GenderSection | 'none', readonly string[]>> = {
  women: ['women', 'unisex'],
  children: ['children', 'unisex'],
  none: ['men', 'unisex'],
};

/** The table of the product's gender, else the unisex one, else the first. */
function initialBodyTable(
  tables: SizeGuide['bodyMeasurementsTable'],
  gender: GenderSection | undefined,
): SizeGuide['bodyMeasurementsTable'][number] | undefined {
  for (const wanted of TABLE_GENDERS[gender ?? 'none']) {
    const found = tables.find((t) => t.gender === wanted);
    if (found) return found;
  }
  return tables[0];
}

const tableId = (table: { tableType: string; gender: string }) => `${table.tableType}-${table.gender}`;

export function sizeGuideView(
  guide: SizeGuide,
  culture: string,
  labels: SizeGuideLabels,
  productGender?: GenderSection,
): SizeGuideView {
  // A table with any decimal value shows one decimal throughout, so its columns line up.
  const bodyFormat = (values: readonly number[]) => {
    const digits = values.some((v) => !Number.isInteger(v)) ? 1 : 0;
    return new Intl.NumberFormat(culture, { minimumFractionDigits: digits, maximumFractionDigits: 1 });
  };
  // Millimetres shown as centimetres always have one decimal, so the column lines up.
  const centimetres = new Intl.NumberFormat(culture, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { measurements, sizes } = guide.productDimensions;
  const initial = initialBodyTable(guide.bodyMeasurementsTable, productGender);
  return {
    paragraphs: htmlTextParagraphs(guide.content),
    pdfUrl: guide.fallbackPdfUrl?.trim() || null,
    // Product dimensions come in millimetres; they show in centimetres like the body measurements.
    dimensions:
      measurements.length > 0 && sizes.length > 0
        ? {
            columns: measurements.map(labels.measurement),
            rows: sizes.map((s) => ({
              size: s.size,
              cells: s.values.map((v) => (v === null ? labels.missing : centimetres.format(v / 10))),
            })),
          }
        : null,
    bodyTables: guide.bodyMeasurementsTable.map((table) => {
      const format = bodyFormat(table.rows.flatMap((r) => r.values));
      return {
        id: tableId(table),
        label: labels.table(table.tableType, table.gender),
        columns: table.columns.map(labels.measurement),
        rows: table.rows.map((r) => ({ size: r.size, cells: r.values.map((v) => format.format(v)) })),
      };
    }),
    initialTableId: initial ? tableId(initial) : null,
  };
}
