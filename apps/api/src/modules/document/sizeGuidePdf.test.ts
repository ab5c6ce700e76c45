import { type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../testing/pdfText';
import { SIZE_GUIDE_LABELS } from './sizeGuideLabels';
import { type SizeGuideDocument, sizeGuidePdf } from './sizeGuidePdf';

const guide: SizeGuideDocument = {
  code: 'gloves',
  content: '<p>How to measure: around the <b>knuckles</b> &amp; without the thumb.</p><p>Second part.</p>',
  bodyMeasurementsTable: [
    {
      tableType: 'gloves',
      gender: 'men',
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

/** Words with the letters each language needs beyond plain ASCII. */
const SAMPLE_WORDS: Readonly<Record<Language, string>> = {
  sv: 'Räksmörgås på Åre',
  en: 'Workwear – “fitted” £12 €15',
  nb: 'Blåbærsyltetøy',
  fi: 'Työhousut ja hyvä öljy',
  da: 'Blåbærgrød på Ærø',
  nl: 'Coördinatie, één ruïne',
  fr: 'Ça, garçon, élève naïve, œuvre',
  de: 'Übergröße an der Straße',
  cs: 'Příliš žluťoučký kůň úpěl ďábelské ódy',
  et: 'Õmblus, äär, öö, üle, šokk, žürii',
  it: 'Perché più città',
  pl: 'Zażółć gęślą jaźń, Mężczyźni',
  es: '¿Niño? Cigüeña, ¡talla!',
  lv: 'Ģērbšanās, ķēniņš, ļoti čūska',
};

const lines = async (bytes: Buffer) => (await readPdfText(bytes)).pages.flat();

describe('size guide PDF', () => {
  it('names the guide, gives its text as paragraphs and every table with headings in the language', async () => {
    const text = await lines(await sizeGuidePdf(guide, 'en', 'en-GB'));
    expect(text).toEqual(
      expect.arrayContaining([
        'Size guide – Gloves',
        'How to measure: around the knuckles & without the thumb.',
        'Second part.',
        'Body measurements',
        'Your body measurements, in centimetres.',
        'Gloves, Men',
        // A heading wider than its column wraps within it.
        'Size|Hand circumference|Hand length (cm)|fingerSpan (cm)',
        '(cm)',
        '7|17.8|17.1|9.0',
        '8|20.3|18.2|10.0',
        'Size guide – Gloves · 1/1',
      ]),
    );
  });

  it('writes numbers in the culture, one decimal throughout a table that has any', async () => {
    const text = await lines(await sizeGuidePdf(guide, 'cs', 'cs-CZ'));
    expect(text).toEqual(
      expect.arrayContaining(['Tabulka velikostí – Rukavice', 'Rukavice, Muži', '7|17,8|17,1|9,0', 'XS|12']),
    );
  });

  it('shows names the labels lack in English, else as their code', async () => {
    const text = await lines(await sizeGuidePdf(guide, 'sv', 'sv-SE'));
    expect(text).toEqual(expect.arrayContaining(['Handskar, Herr', 'mittens, Barn']));
    expect(text.some((l) => l.includes('fingerSpan (cm)'))).toBe(true);
  });

  it('leaves out the body-measurement section of a guide without tables', async () => {
    const text = await lines(await sizeGuidePdf({ ...guide, bodyMeasurementsTable: [] }, 'en', 'en-GB'));
    expect(text).toContain('Size guide – Gloves');
    expect(text).not.toContain('Body measurements');
  });

  // Generating and parsing a PDF takes a few hundred milliseconds on a busy machine: one test per language.
  it.each(SUPPORTED_LANGUAGES)(
    'keeps every letter of %s, in the labels and in the text',
    async (language) => {
      const labels = SIZE_GUIDE_LABELS[language];
      const content = `<p>${SAMPLE_WORDS[language]}</p>`;
      const text = await lines(await sizeGuidePdf({ ...guide, content }, language, language));
      expect(text).toEqual(
        expect.arrayContaining([
          `${labels.title} – ${labels.tableTypes.gloves}`,
          SAMPLE_WORDS[language],
          labels.bodyMeasurements,
          labels.bodyNote,
          `${labels.tableTypes.gloves}, ${labels.genders.men}`,
        ]),
      );
      // Both tables' header rows start with the size column's heading.
      expect(text.filter((l) => l.startsWith(`${labels.size}|`))).toHaveLength(2);
    },
  );

  it('continues a long table on the next pages with its header repeated and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ size: `S${i + 1}`, values: [i + 50] }));
    const long: SizeGuideDocument = {
      ...guide,
      bodyMeasurementsTable: [{ tableType: 'tops', gender: 'women', columns: ['chest'], rows }],
    };
    const pdf = await readPdfText(await sizeGuidePdf(long, 'pl', 'pl-PL'));
    expect(pdf.pageCount).toBeGreaterThan(1);
    const bodyRows = pdf.pages.flat().filter((l) => /^S\d+\|\d+$/.test(l));
    expect(bodyRows).toEqual(rows.map((r) => `${r.size}|${r.values[0]}`));
    const isHeader = (line: string | undefined) => line?.startsWith('Rozmiar|Obwód') ?? false;
    pdf.pages.forEach((page, i) => {
      expect(page.filter(isHeader), `page ${i + 1}`).toHaveLength(1);
      expect(page.at(-1), `page ${i + 1}`).toBe(`Tabela rozmiarów – Rękawice · ${i + 1}/${pdf.pageCount}`);
    });
    // Later pages start with the header.
    for (const page of pdf.pages.slice(1)) expect(isHeader(page[0])).toBe(true);
  });

  it('embeds its fonts and names the language and title', async () => {
    const bytes = await sizeGuidePdf(guide, 'lv', 'lv-LV');
    const raw = bytes.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    // Subsets of DejaVu Sans and its bold, embedded (FontFile2); no standard font left unembedded.
    const fonts = new Set(
      [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+(DejaVuSans(?:-Bold)?)\b/g)].map((m) => m[1]),
    );
    expect(fonts).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toContain('/Lang (lv-LV)');
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
