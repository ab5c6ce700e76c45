import type { ApiErrorBody, LegalPageContent, Seller } from '@workwear/contracts';
import { schema } from '@workwear/db';
import { LEGAL_PAGES, MARKETS } from '@workwear/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function legalPage(page: string, query: string): Promise<LegalPageContent> {
  const res = await api.get<LegalPageContent>(`/api/cms/legal/${page}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('legal pages', () => {
  it('has every page in every language of every market', async () => {
    const rows = await api.handle.db
      .select({ marketId: schema.legalPages.marketId, language: schema.legalPages.language })
      .from(schema.legalPages);
    const expected = MARKETS.flatMap((m) => m.locales.length * LEGAL_PAGES.length).reduce((a, b) => a + b);
    expect(rows).toHaveLength(expected);
  });

  it("answers the market's page in the requested language, with the seller named", async () => {
    const terms = await legalPage('terms', '?marketId=SE&cultureCode=sv-SE');
    expect(terms).toMatchObject({ page: 'terms', language: 'sv', title: 'Köpvillkor' });
    expect(terms.body).toContain('Workwear Shop Sverige AB, Östra Hamngatan 12, 411 09 Göteborg, Sverige');
    expect(Date.parse(terms.updatedAt)).not.toBeNaN();
    const english = await legalPage('terms', '?marketId=SE&cultureCode=en-SE');
    expect(english).toMatchObject({ language: 'en', title: 'Terms of sale' });
    expect(english.body).toContain('Göteborg, Sweden');
    const latvian = await legalPage('contact', '?marketId=LV&cultureCode=lv-LV');
    expect(latvian.body).toContain('Ģertrūdes iela 10, LV-1010 Rīga, Latvija');
    expect(latvian.body).toContain('Darba laiks: Pirmdiena–Piektdiena 08:00–17:00');
  });

  it('gives the 14-day right of withdrawal in the consumer market and business returns elsewhere', async () => {
    const sweden = await legalPage('withdrawal', '?marketId=SE&cultureCode=sv-SE');
    expect(sweden.body).toContain('ångra ditt köp inom 14 dagar');
    const germany = await legalPage('withdrawal', '?marketId=DE&cultureCode=de-DE');
    expect(germany.body).toContain('gilt nicht für gewerbliche Käufe');
    expect(germany.body).toContain('binnen 30 Tagen');
  });

  it("falls back to the market's default language, and answers 404 when neither has the page", async () => {
    const { legalPages } = schema;
    const where = (language: string) =>
      and(eq(legalPages.marketId, 'CH'), eq(legalPages.page, 'cookies'), eq(legalPages.language, language));
    const [french] = await api.handle.db.delete(legalPages).where(where('fr')).returning();
    try {
      expect(await legalPage('cookies', '?marketId=CH&cultureCode=fr-CH')).toMatchObject({ language: 'de' });
      const [german] = await api.handle.db.delete(legalPages).where(where('de')).returning();
      try {
        const missing = await api.get<ApiErrorBody>('/api/cms/legal/cookies?marketId=CH&cultureCode=fr-CH');
        expect(missing.status).toBe(404);
        expect(missing.body.code).toBe('not_found');
      } finally {
        await api.handle.db.insert(legalPages).values(german!);
      }
    } finally {
      await api.handle.db.insert(legalPages).values(french!);
    }
    expect(await legalPage('cookies', '?marketId=CH&cultureCode=fr-CH')).toMatchObject({ language: 'fr' });
  });

  it('answers 404 for a page the shop does not have', async () => {
    for (const page of ['imprint', 'returns', 'terms-of-sale']) {
      const res = await api.get<ApiErrorBody>(`/api/cms/legal/${page}?marketId=SE&cultureCode=sv-SE`);
      expect(res.status, page).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('refuses a malformed page, an unknown market or a culture not of the market, naming the field', async () => {
    for (const [path, field] of [
      ['/api/cms/legal/Terms?marketId=SE', 'page'],
      [`/api/cms/legal/${'x'.repeat(41)}?marketId=SE`, 'page'],
      ['/api/cms/legal/terms%3Cb%3E?marketId=SE', 'page'],
      ['/api/cms/legal/terms?marketId=XX', 'marketId'],
      ['/api/cms/legal/terms?marketId=SE&cultureCode=de-DE', 'cultureCode'],
      ['/api/cms/seller?marketId=SE&cultureCode=sv', 'cultureCode'],
    ] as const) {
      const res = await api.get<ApiErrorBody>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('invalid_parameter');
      expect(res.body.details?.fields.map((f) => f.field)).toEqual([field]);
    }
  });
});

describe('seller', () => {
  it("answers the market's seller with its numbers and service hours", async () => {
    const res = await api.get<Seller>('/api/cms/seller?marketId=PL&cultureCode=pl-PL');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyName: 'Workwear Shop Polska sp. z o.o.',
      street: 'ul. Świętokrzyska 14',
      postalCode: '00-050',
      city: 'Łódź',
      countryCode: 'PL',
      organisationNumber: 'KRS 0000123456',
      vatNumber: 'PL1234567890',
      email: 'service.pl@workwear.test',
      phone: '+48 42 123 45 00',
      serviceHours: { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00' },
    });
  });

  it('answers 404 for a market without a seller', async () => {
    const { marketSellers } = schema;
    const [row] = await api.handle.db
      .delete(marketSellers)
      .where(eq(marketSellers.marketId, 'IS'))
      .returning();
    try {
      const res = await api.get<ApiErrorBody>('/api/cms/seller?marketId=IS&cultureCode=en-IS');
      expect(res.status).toBe(404);
    } finally {
      await api.handle.db.insert(marketSellers).values(row!);
    }
  });
});
