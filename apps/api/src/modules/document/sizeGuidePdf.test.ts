import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../../testing/inspectPdf';
import { SIZE_GUIDE_LABELS } from './sizeGuideLabels';
import { type SizeGuideDocument, sizeGuidePdf } from './sizeGuidePdf';
import { toWinAnsi } from './winAnsi';

const guide: SizeGuideDocument = {
  code: 'gloves',
  content: '<p>How to measure: around the <b>knuckles</b> &amp; without the thumb.</p><p>Second part.</p>',
  bodyMeasurementsTable: [
    {
      tableType: 'gloves',
      gender: 'unisex',
      columns: ['handCircumference', 'handLength', 'fingerSpan'],
      rows: [
        { size: '7', values: [17.8, 17.1, 9] },
        { size: '8', values: [20.3, 18.2, 10] },
      ],
    },
    {
      tableType: 'mittens',
      gender: 'children',
      columns: ['handLength'],
      rows: [{ size: 'XS', values: [12] }],
    },
  ],
};

/** Every string the pages show, in drawing order, as WinAnsi text, joined by '|'. */
const shownText = (bytes: Buffer) =>
  inspectPdf(bytes)
    .streams.flatMap((s) => [...s.content.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)])
    .map((m) => m[1]!.replace(/\\(.)/g, '$1'))
    .join('|');
const shown = (text: string) => `|${toWinAnsi(text).toString('latin1')}|`;
const pageText = (bytes: Buffer) => `|${shownText(bytes)}|`;

describe('size guide PDF layout', () => {
  it('names the guide, gives its text as paragraphs and every table with headings in the language', () => {
    const text = pageText(sizeGuidePdf(guide, 'en', 'en-GB'));
    expect(text).toContain(shown('Size guide – Gloves'));
    expect(text).toContain(shown('How to measure: around the knuckles & without the thumb.'));
    expect(text).toContain(shown('Second part.'));
    expect(text).toContain(shown('Body measurements'));
    expect(text).toContain(shown('Gloves, Unisex'));
    // A header wider than its column wraps within it.
    expect(text).toContain(shown('Size|Hand circumference|(cm)|Hand length (cm)'));
    expect(text).toContain(shown('7|17.8|17.1|9.0'));
    expect(text).toContain(shown('8|20.3|18.2|10.0'));
  });

  it('writes numbers in the culture, one decimal throughout a table that has any', () => {
    const text = pageText(sizeGuidePdf(guide, 'cs', 'cs-CZ'));
    expect(text).toContain(shown('Tabulka velikostí – Rukavice'));
    expect(text).toContain('|Obvod dlane (cm)|');
    expect(text).toContain(shown('7|17,8|17,1|9,0'));
    // The second table has whole numbers only.
    expect(text).toContain(shown('XS|12'));
  });

  it('shows names the labels lack in English, else as their code', () => {
    const text = pageText(sizeGuidePdf(guide, 'sv', 'sv-SE'));
    expect(text).toContain(shown('Handskar, Unisex'));
    expect(text).toContain(shown('fingerSpan (cm)'));
    expect(text).toContain(shown('mittens, Barn'));
  });

  it('leaves out the body-measurement section of a guide without tables', () => {
    const text = pageText(sizeGuidePdf({ ...guide, bodyMeasurementsTable: [] }, 'en', 'en-GB'));
    expect(text).toContain(shown('Size guide – Gloves'));
    expect(text).not.toContain(shown('Body measurements'));
  });
});

describe('size guide labels', () => {
  it('name every table type, gender and measurement in all fourteen languages', () => {
    const keysOf = (labels: (typeof SIZE_GUIDE_LABELS)['en']) =>
      JSON.stringify({
        measurements: Object.keys(labels.measurements).sort(),
        tableTypes: Object.keys(labels.tableTypes).sort(),
        genders: Object.keys(labels.genders).sort(),
      });
    for (const language of SUPPORTED_LANGUAGES) {
      const labels = SIZE_GUIDE_LABELS[language];
      expect(keysOf(labels), language).toBe(keysOf(SIZE_GUIDE_LABELS.en));
      for (const text of [labels.title, labels.bodyMeasurements, labels.bodyNote, labels.size]) {
        expect(text.trim(), language).not.toBe('');
      }
    }
  });
});
