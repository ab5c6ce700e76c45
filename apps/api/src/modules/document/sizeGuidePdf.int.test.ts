import type { ApiErrorBody, SizeGuide } from '@workwear/contracts';
import { MARKETS, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../testing/pdfText';
import { type TestServer, testServer } from '../../testing/testServer';
import { SIZE_GUIDE_LABELS } from './sizeGuideLabels';

let api: TestServer;

beforeAll(async () => {
  api = await testServer();
});

/** A GET whose body stays bytes (the JSON-or-text helper would decode a PDF as UTF-8). */
async function getBytes(path: string) {
  const res = await fetch(`${api.baseUrl}${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every line of every page of a PDF, cells of a table row joined by '|'. */
const pdfLines = async (bytes: Buffer) => (await readPdfText(bytes)).pages.flat();

async function productWithGuide(withPdf: boolean) {
  const [row] = await api.handle.rows<{ base: string; code: string }>(sql`
    SELECT p.base_part_no AS base, g.code FROM products p JOIN size_guides g ON g.id = p.size_guide_id
    WHERE (g.fallback_pdf_url IS NOT NULL) = ${withPdf}
    ORDER BY p.id LIMIT 1`);
  if (!row)
    throw new Error(
      `The test catalogue has no product with a size guide ${withPdf ? 'with' : 'without'} a PDF`,
    );
  return row;
}

describe('size guide PDF', () => {
  it("is served at the URL a product's size guide gives, with every table's sizes and values", async () => {
    const { base, code } = await productWithGuide(true);
    const guide = await api.get<SizeGuide>(`/api/product/products/${base}/sizeguide?cultureCode=en-SE`);
    expect(guide.status).toBe(200);
    // The link carries the asking page's market and culture, so the PDF is in the page's language.
    expect(guide.body.fallbackPdfUrl).toBe(
      `/api/document/size-guides/${code}.pdf?marketId=SE&cultureCode=en-SE`,
    );
    expect(guide.body.bodyMeasurementsTable.length).toBeGreaterThan(0);

    const res = await getBytes(guide.body.fallbackPdfUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="size-guide-${code}.pdf"`);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.toString('latin1').endsWith('%%EOF\n')).toBe(true);
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);

    const lines = await pdfLines(res.bytes);
    expect(lines[0]).toMatch(/^Size guide – /);
    const sizesShown = new Set(lines.map((l) => l.split('|')[0]));
    for (const table of guide.body.bodyMeasurementsTable) {
      for (const row of table.rows) expect(sizesShown).toContain(row.size);
    }
    // The guide's sizes, from the database, whatever product pointed at it.
    const sizes = await api.handle.rows<{ size: string }>(sql`
      SELECT DISTINCT r->>'size' AS size FROM body_measurement_tables b
      JOIN size_guides g ON g.id = b.size_guide_id, jsonb_array_elements(b.rows) r
      WHERE g.code = ${code}`);
    expect(sizes.length).toBeGreaterThan(0);
    for (const { size } of sizes) expect(sizesShown).toContain(size);
  });

  it('gives headings in the requested language and the market default without one', async () => {
    const { code } = await productWithGuide(true);
    const [en] = await api.handle.rows<{ content: string }>(sql`
      SELECT c.content FROM size_guide_content c JOIN size_guides g ON g.id = c.size_guide_id
      WHERE g.code = ${code} AND c.language = 'en'`);

    const english = await readPdfText(
      (await getBytes(`/api/document/size-guides/${code}.pdf?cultureCode=en-SE`)).bytes,
    );
    expect(english.pages[0]?.[0]).toMatch(/^Size guide – /);
    expect(english.pages.flat().some((l) => l.startsWith('Size|'))).toBe(true);
    expect(english.text.replace(/\s+/g, ' ')).toContain(en!.content.split(' ').slice(0, 4).join(' '));

    // No parameters: market SE in its default locale, sv-SE.
    const swedish = await pdfLines((await getBytes(`/api/document/size-guides/${code}.pdf`)).bytes);
    expect(swedish[0]).toMatch(/^Storleksguide – /);
    expect(swedish.some((l) => l.startsWith('Storlek|'))).toBe(true);
  });

  it('keeps the letters of every language: the headings of each come out of the PDF intact', async () => {
    const { base, code } = await productWithGuide(true);
    const guide = await api.get<SizeGuide>(`/api/product/products/${base}/sizeguide`);
    const genders = new Set(guide.body.bodyMeasurementsTable.map((t) => t.gender));
    for (const language of SUPPORTED_LANGUAGES) {
      const market = MARKETS.find((m) => m.locales.some((l) => l.name === language))!;
      const culture = market.locales.find((l) => l.name === language)!.cultureCode;
      const res = await getBytes(
        `/api/document/size-guides/${code}.pdf?marketId=${market.marketId}&cultureCode=${culture}`,
      );
      expect(res.status, culture).toBe(200);
      const labels = SIZE_GUIDE_LABELS[language];
      const lines = await pdfLines(res.bytes);
      expect(lines[0]?.startsWith(`${labels.title} – `), culture).toBe(true);
      expect(lines, culture).toContain(labels.bodyMeasurements);
      expect(
        lines.some((l) => l.startsWith(`${labels.size}|`)),
        culture,
      ).toBe(true);
      for (const gender of genders) {
        const name = labels.genders[gender]!;
        expect(
          lines.some((l) => l.endsWith(`, ${name}`)),
          `${culture} ${name}`,
        ).toBe(true);
      }
    }
    // The case that lost its letters before: Polish "Mężczyźni".
    expect(genders).toContain('men');
  });

  it('answers 404 with the JSON error body for an unknown code', async () => {
    const res = await api.get<ApiErrorBody>('/api/document/size-guides/no-such-guide.pdf');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ code: 'not_found', message: "Size guide 'no-such-guide' was not found." });
  });

  it('answers 404 for a size guide whose data names no PDF', async () => {
    const { base, code } = await productWithGuide(false);
    const guide = await api.get<SizeGuide>(`/api/product/products/${base}/sizeguide`);
    expect(guide.body.fallbackPdfUrl).toBeNull();
    const res = await api.get<ApiErrorBody>(`/api/document/size-guides/${code}.pdf`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: `Size guide '${code}' has no PDF.` });
    for (const other of ['footwear', 'gloves']) {
      expect((await api.get(`/api/document/size-guides/${other}.pdf`)).status, other).toBe(404);
    }
  });

  it('refuses a file name that is not a code and .pdf, and a culture the market lacks, naming the field', async () => {
    for (const file of ['tops', 'tops.txt', '.pdf', 'a%20b.pdf']) {
      const res = await api.get<ApiErrorBody>(`/api/document/size-guides/${file}`);
      expect(res.status, file).toBe(400);
      expect(res.body.code).toBe('invalid_parameter');
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['file']);
    }
    const res = await api.get<ApiErrorBody>(
      '/api/document/size-guides/tops.pdf?marketId=SE&cultureCode=de-DE',
    );
    expect(res.status).toBe(400);
    expect(res.body.details?.fields.map((f) => f.field)).toEqual(['cultureCode']);
  });

  it('is declared in the OpenAPI document as a PDF response', async () => {
    const doc = await api.get<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>('/openapi.json');
    const operation = doc.body.paths['/api/document/size-guides/{file}']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });
});
