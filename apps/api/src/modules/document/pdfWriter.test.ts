import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../../testing/inspectPdf';
import { createPdfWriter } from './pdfWriter';

const columns = [
  { x: 0, width: 80 },
  { x: 100, width: 80, align: 'right' as const },
  { x: 200, width: 80, align: 'right' as const },
];

function sample(rows: number) {
  const pdf = createPdfWriter({ title: 'Storleksguide – Överdelar', footer: (p, n) => `${p} / ${n}` });
  pdf.text('Size guide: tops (and jackets)', { weight: 'bold', size: 16 });
  pdf.text('Größe, Ärmel – “quoted” and Jak mierzyć: łokieć, Kā mērīt, Jak měřit, Šš Žž õ');
  pdf.gap(6);
  pdf.table({
    columns,
    header: ['Size', 'Chest (cm)', 'Waist (cm)'],
    rows: Array.from({ length: rows }, (_, i) => [`S${i + 1}`, String(80 + i), String(70 + i)]),
  });
  return pdf.toBuffer();
}

describe('PDF writer', () => {
  it('writes a PDF 1.4 file from header to end-of-file marker', () => {
    const bytes = sample(5);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // The second line is a comment of bytes above 0x7F, marking the file as binary.
    expect([...bytes.subarray(10, 14)].every((b) => b > 0x7f)).toBe(true);
    expect(bytes.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('points every cross-reference entry at the byte where its object starts', () => {
    const bytes = sample(5);
    const pdf = inspectPdf(bytes);
    expect(bytes.subarray(pdf.startxref, pdf.startxref + 4).toString('latin1')).toBe('xref');
    expect(pdf.offsets.length).toBe(pdf.trailerSize - 1);
    pdf.offsets.forEach((offset, i) => {
      expect(bytes.subarray(offset, offset + 20).toString('latin1')).toMatch(
        new RegExp(`^${i + 1} 0 obj\\n`),
      );
    });
    expect(pdf.trailer).toMatch(/\/Root 1 0 R/);
    expect(pdf.trailer).toMatch(/\/Info 5 0 R/);
  });

  it('gives every stream its length in bytes', () => {
    const pdf = inspectPdf(sample(5));
    expect(pdf.streams.length).toBeGreaterThan(0);
    for (const stream of pdf.streams) expect(stream.declaredLength).toBe(stream.content.length);
  });

  it('writes the text into the page content in WinAnsiEncoding, escaping parentheses', () => {
    const [content] = inspectPdf(sample(5)).streams.map((s) => s.content);
    const text = content!.toString('latin1');
    expect(text).toContain('/F2 16 Tf');
    expect(text).toContain('(Size guide: tops \\(and jackets\\)) Tj');
    // Latin-1 letters and Š š Ž ž stay; Polish, Czech and Latvian letters lose their diacritics.
    expect(content!.includes(Buffer.from('Größe, Ärmel \x96 \x93quoted\x94', 'latin1'))).toBe(true);
    expect(text).toContain('Jak mierzyc: lokiec, Ka merit, Jak merit, \x8a\x9a \x8e\x9e \xf5');
    for (const cell of ['(Size) Tj', '(Chest \\(cm\\)) Tj', '(S1) Tj', '(80) Tj', '(70) Tj']) {
      expect(text).toContain(cell);
    }
    // Thin grey rules under the rows.
    expect(text).toMatch(/0\.6 G 0\.5 w [\d.]+ [\d.]+ m [\d.]+ [\d.]+ l S/);
  });

  it('uses the standard fonts on A4 pages', () => {
    const text = sample(1).toString('latin1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('breaks a long table over pages, repeating its header', () => {
    const one = inspectPdf(sample(20));
    expect(one.pageCount).toBe(1);
    const bytes = sample(120);
    const pdf = inspectPdf(bytes);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.streams).toHaveLength(pdf.pageCount);
    pdf.streams.forEach((stream, i) => {
      const text = stream.content.toString('latin1');
      expect(text).toContain('(Size) Tj');
      expect(text).toContain(`(${i + 1} / ${pdf.pageCount}) Tj`);
    });
    // Every row once, in order, over all pages.
    const cells = pdf.streams.flatMap((s) => [...s.content.toString('latin1').matchAll(/\((S\d+)\) Tj/g)]);
    expect(cells.map((m) => m[1])).toEqual(Array.from({ length: 120 }, (_, i) => `S${i + 1}`));
  });

  it('wraps a long paragraph within the margins, and a wide cell within its column', () => {
    const pdf = createPdfWriter();
    pdf.text('word '.repeat(200));
    pdf.tableRow(
      ['a cell too long for its narrow column', 'x'],
      [
        { x: 0, width: 60 },
        { x: 100, width: 60 },
      ],
    );
    const [content] = inspectPdf(pdf.toBuffer()).streams.map((s) => s.content.toString('latin1'));
    const lines = [...content!.matchAll(/\(((?:word ?)+)\) Tj/g)].map((m) => m[1]!);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join(' ').split(' ').filter(Boolean)).toHaveLength(200);
    // Every line of the cell starts at the column's left edge, one below the other.
    const cell = [...content!.matchAll(/([\d.]+) ([\d.]+) Td \(([^)]*)\) Tj/g)].filter((m) =>
      'a cell too long for its narrow column'.includes(m[3]!),
    );
    expect(cell.length).toBeGreaterThan(1);
    expect(cell.map((m) => m[3]).join(' ')).toBe('a cell too long for its narrow column');
    expect(new Set(cell.map((m) => m[1])).size).toBe(1);
    const baselines = cell.map((m) => Number(m[2]));
    expect(baselines).toEqual([...baselines].sort((a, b) => b - a));
  });

  it('moves a table that fits on a page to the next one rather than splitting it, caption included', () => {
    const pdf = createPdfWriter();
    for (let i = 0; i < 40; i++) pdf.text(`filler line ${i}`);
    pdf.table({
      caption: 'Kept together',
      columns,
      header: ['Size', 'Chest (cm)', 'Waist (cm)'],
      rows: Array.from({ length: 20 }, (_, i) => [`S${i + 1}`, '1', '2']),
    });
    const [first, second] = inspectPdf(pdf.toBuffer()).streams.map((s) => s.content.toString('latin1'));
    expect(first).toContain('(filler line 39) Tj');
    expect(first).not.toContain('(Kept together) Tj');
    expect(second).toContain('(Kept together) Tj');
    expect(second).toContain('(S20) Tj');
  });

  it('gives the same bytes for the same document', () => {
    expect(sample(30).equals(sample(30))).toBe(true);
  });

  /** Whether a command-line tool is on the machine (it answers its version flag). */
  const installed = (tool: string, flag: string) => spawnSync(tool, [flag]).error === undefined;
  const withFile = (check: (file: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-writer-'));
    try {
      const file = join(dir, 'sample.pdf');
      writeFileSync(file, sample(120));
      check(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it.skipIf(!installed('qpdf', '--version'))('passes qpdf --check (when qpdf is installed)', () => {
    withFile((file) => {
      const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toContain('No syntax or stream encoding errors');
    });
  });
  it.skipIf(!installed('pdftotext', '-v'))(
    'reads back with pdftotext (when poppler-utils is installed)',
    () => {
      withFile((file) => {
        const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).toContain('Size guide: tops (and jackets)');
        expect(result.stdout).toContain('Größe, Ärmel – “quoted”');
        expect(result.stdout).toContain('S120');
        expect(result.stderr).toBe('');
      });
    },
  );
});
