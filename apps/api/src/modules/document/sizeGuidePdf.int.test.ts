import type { ApiErrorBody, SizeGuide } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../../testing/inspectPdf';
import { type TestServer, testServer } from '../../testing/testServer';
import { toWinAnsi } from './winAnsi';

let api: TestServer;

beforeAll(async () => {
  api = await testServer();
});

/** A GET whose body stays bytes (the JSON-or-text helper would decode a PDF as UTF-8). */
async function getBytes(path: string) {
  const res = await fetch(`${api.baseUrl}${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** All page content of a PDF, as Latin-1 text (one character per byte). */
const pageText = (bytes: Buffer) =>
  inspectPdf(bytes)
    .streams.map((s) => s.content.toString('latin1'))
    .join('\n');

/** How a text shows in the content stream: WinAnsi bytes, ( ) and \ escaped. */
const shown = (text: string) =>
  toWinAnsi(text)
    .toString('latin1')
    .replace(/[()\\]/g, (c) => `\\${c}`);

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

    const text = pageText(res.bytes);
    expect(text).toContain('(Size guide');
    for (const table of guide.body.bodyMeasurementsTable) {
      for (const row of table.rows) expect(text).toContain(`(${shown(row.size)}) Tj`);
    }
    // The guide's sizes, from the database, whatever product pointed at it.
    const sizes = await api.handle.rows<{ size: string }>(sql`
      SELECT DISTINCT r->>'size' AS size FROM body_measurement_tables b
      JOIN size_guides g ON g.id = b.size_guide_id, jsonb_array_elements(b.rows) r
      WHERE g.code = ${code}`);
    expect(sizes.length).toBeGreaterThan(0);
    for (const { size } of sizes) expect(text).toContain(`(${shown(size)}) Tj`);
  });

  it('gives headings in the requested language and the market default without one', async () => {
    const { code } = await productWithGuide(true);
    const [en] = await api.handle.rows<{ content: string }>(sql`
      SELECT c.content FROM size_guide_content c JOIN size_guides g ON g.id = c.size_guide_id
      WHERE g.code = ${code} AND c.language = 'en'`);

    const english = pageText(
      (await getBytes(`/api/document/size-guides/${code}.pdf?cultureCode=en-SE`)).bytes,
    );
    expect(english).toContain(`(${shown('Size guide – ')}`);
    expect(english).toContain('(Size) Tj');
    expect(english).toContain(shown(en!.content.split(' ').slice(0, 4).join(' ')));

    // No parameters: market SE in its default locale, sv-SE.
    const swedish = pageText((await getBytes(`/api/document/size-guides/${code}.pdf`)).bytes);
    expect(swedish).toContain(`(${shown('Storleksguide – ')}`);
    expect(swedish).toContain(`(${shown('Storlek')}) Tj`);

    // Polish letters outside WinAnsiEncoding lose their diacritics (ę ż ź → e z z); ó is Latin-1 and stays.
    const polish = pageText(
      (await getBytes(`/api/document/size-guides/${code}.pdf?marketId=PL&cultureCode=pl-PL`)).bytes,
    );
    expect(polish).toContain('(Tabela rozmiar\xf3w \x96 ');
    expect(polish).toContain(', Mezczyzni) Tj');
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
