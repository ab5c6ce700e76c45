import type { SizeGuide } from '@workwear/contracts';
import type { GenderSection } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { hasGuideContent, sizeGuideView } from './sizeGuideView';

const guide: SizeGuide = {
  content: 'Measure your waist.',
  fallbackPdfUrl: '/documents/size-guides/trousers.pdf',
  bodyMeasurementsTable: [
    {
      tableType: 'trousers',
      gender: 'men',
      columns: ['waist', 'hip'],
      rows: [{ size: 'C44', values: [76, 92.5] }],
    },
    { tableType: 'trousers', gender: 'women', columns: ['waist'], rows: [{ size: 'C44', values: [68] }] },
  ],
  productDimensions: {
    measurements: ['inseamLength', 'thighWidth'],
    sizes: [
      { size: 'C44', values: [805, null] },
      { size: 'C46', values: [810, 315] },
    ],
  },
};

const labels = {
  measurement: (code: string) => `${code} (cm)`,
  table: (type: string, gender: string) => `${type}, ${gender}`,
  missing: '–',
};

describe('hasGuideContent', () => {
  it('needs content or a fallback PDF', () => {
    expect(hasGuideContent(guide)).toBe(true);
    expect(hasGuideContent({ content: null, fallbackPdfUrl: '/a.pdf' })).toBe(true);
    expect(hasGuideContent({ content: 'Text', fallbackPdfUrl: null })).toBe(true);
    expect(hasGuideContent({ content: '  ', fallbackPdfUrl: null })).toBe(false);
    expect(hasGuideContent({ content: null, fallbackPdfUrl: null })).toBe(false);
  });
});

describe('sizeGuideView', () => {
  it("labels the tables and writes numbers in the page's culture, millimetres as centimetres", () => {
    const view = sizeGuideView(guide, 'sv-SE', labels);
    expect(view.dimensions).toEqual({
      columns: ['inseamLength (cm)', 'thighWidth (cm)'],
      rows: [
        { size: 'C44', cells: ['80,5', '–'] },
        { size: 'C46', cells: ['81,0', '31,5'] },
      ],
    });
    expect(view.bodyTables.map((t) => [t.id, t.label])).toEqual([
      ['trousers-men', 'trousers, men'],
      ['trousers-women', 'trousers, women'],
    ]);
    expect(view.bodyTables[0]?.rows[0]?.cells).toEqual(['76,0', '92,5']);
    expect(view.bodyTables[1]?.rows[0]?.cells).toEqual(['68']);
    expect(view.paragraphs).toEqual(['Measure your waist.']);
    expect(view.pdfUrl).toBe('/documents/size-guides/trousers.pdf');
  });

  it('has no dimensions table when the guide has no product dimensions', () => {
    const view = sizeGuideView(
      { ...guide, productDimensions: { measurements: [], sizes: [] } },
      'en-GB',
      labels,
    );
    expect(view.dimensions).toBeNull();
  });
});

describe('the body-measurement table the dialog opens on', () => {
  const table = (tableType: string, gender: string) => ({
    tableType,
    gender,
    columns: ['waist'],
    rows: [{ size: 'C44', values: [70] }],
  });
  const withTables = (...tables: ReturnType<typeof table>[]): SizeGuide => ({
    ...guide,
    bodyMeasurementsTable: tables,
  });
  const opensOn = (g: SizeGuide, gender: GenderSection | undefined) =>
    sizeGuideView(g, 'sv-SE', labels, gender).initialTableId;

  it('is the table of the product’s gender', () => {
    const g = withTables(table('tops', 'men'), table('tops', 'unisex'), table('tops', 'women'));
    expect(opensOn(g, 'women')).toBe('tops-women');
    expect(opensOn(g, undefined)).toBe('tops-men');
  });

  it('falls back to the unisex table, then to the first', () => {
    expect(opensOn(withTables(table('tops', 'men'), table('tops', 'unisex')), 'children')).toBe(
      'tops-unisex',
    );
    expect(opensOn(withTables(table('gloves', 'unisex')), undefined)).toBe('gloves-unisex');
    expect(opensOn(withTables(table('tops', 'men')), 'women')).toBe('tops-men');
    expect(opensOn(withTables(), 'women')).toBeNull();
  });
});
