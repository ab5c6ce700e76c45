import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import {
  matchRoute,
  productPath,
  routePath,
  splitLocalePath,
  TWO_LETTER_ROUTE_WORDS,
  translateRoutePath,
} from './routes';
import { ROUTES, type RouteDef } from './routeTable';

const isParam = (segment: string) => segment.startsWith('{');

function sampleParams(route: RouteDef): Record<string, string> {
  const names = [...route.paths.en.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name, i) => [name, `value-${i}`]));
}

describe('routePath', () => {
  it('prefixes the language and fills placeholders', () => {
    expect(routePath('ProductsByGroup', 'en', { groupSlug: 'jackets' })).toBe(
      '/en/all-products/groups/jackets',
    );
    expect(routePath('ProductsByGroup', 'sv', { groupSlug: 'jackor' })).toBe(
      '/sv/alla-produkter/grupper/jackor',
    );
    expect(routePath('Cart', 'de')).toBe('/de/kasse');
    expect(
      routePath('ProductsByBaseCategory', 'en', { categoryBaseSlug: 'trousers', categorySlug: 'shorts' }),
    ).toBe('/en/all-products/trousers/shorts');
  });

  it('writes Home as the bare language', () => {
    expect(routePath('Home', 'sv')).toBe('/sv');
  });

  it('URL-encodes params', () => {
    expect(routePath('FindStoreDetail', 'en', { slug: 'a b/c?d' })).toBe(
      '/en/brand/contact/find-store/a%20b%2Fc%3Fd',
    );
    expect(routePath('Product', 'sv', { uniqueName: 'jacka-å' })).toBe('/sv/produkt/jacka-%C3%A5');
  });

  it('names the route and the param it misses', () => {
    expect(() => routePath('ProductsByGroup', 'en')).toThrow(/ProductsByGroup.*groupSlug/);
    expect(() => routePath('AdministrateCompany', 'en', { customerId: '' })).toThrow(
      /AdministrateCompany.*customerId/,
    );
  });

  it('ignores params the route does not use', () => {
    expect(routePath('Cart', 'en', { unused: 'x' })).toBe('/en/checkout');
  });
});

describe('productPath', () => {
  it('is the translated product word and the unique name', () => {
    expect(productPath('en', 'workwear-jacket-4516')).toBe('/en/product/workwear-jacket-4516');
    expect(productPath('sv', 'arbetsjacka-4516')).toBe('/sv/produkt/arbetsjacka-4516');
    expect(productPath('de', 'jacke')).toBe('/de/produkt/jacke');
  });
});

describe('matchRoute', () => {
  it('finds every route in every language from its own path', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const route of ROUTES) {
        const params = sampleParams(route);
        const rest = routePath(route.name, lang, params).slice(`/${lang}`.length);
        const match = matchRoute(lang, rest);
        expect(match?.route.name, `${lang} ${rest}`).toBe(route.name);
        expect(match?.params).toEqual(params);
      }
    }
  });

  it('accepts leading and trailing slashes, and reads an empty rest as Home', () => {
    expect(matchRoute('sv', '')?.route.name).toBe('Home');
    expect(matchRoute('sv', '/')?.route.name).toBe('Home');
    expect(matchRoute('sv', '/kassan/')?.route.name).toBe('Cart');
    expect(matchRoute('sv', 'kassan')?.route.name).toBe('Cart');
  });

  it('prefers literal segments over placeholders', () => {
    expect(matchRoute('en', 'all-products/groups/x')).toEqual({
      route: expect.objectContaining({ name: 'ProductsByGroup' }),
      params: { groupSlug: 'x' },
    });
    expect(matchRoute('en', 'all-products/men/x')?.route.name).toBe('ProductsMen');
    expect(matchRoute('en', 'all-products/women/x')?.route.name).toBe('ProductsWomen');
    expect(matchRoute('en', 'all-products/collections/x')?.route.name).toBe('ProductsByFamily');
    expect(matchRoute('en', 'all-products/trousers/x')).toEqual({
      route: expect.objectContaining({ name: 'ProductsByBaseCategory' }),
      params: { categoryBaseSlug: 'trousers', categorySlug: 'x' },
    });
    // A category may be called 'groups': one segment after all-products is always a category.
    expect(matchRoute('en', 'all-products/groups')?.params).toEqual({ categorySlug: 'groups' });
    expect(matchRoute('sv', 'alla-produkter/herr/jackor')?.route.name).toBe('ProductsMen');
  });

  it('URL-decodes params', () => {
    expect(matchRoute('sv', 'produkt/jacka-%C3%A5')?.params).toEqual({ uniqueName: 'jacka-å' });
    expect(matchRoute('en', 'brand/contact/find-store/a%2Fb')?.params).toEqual({ slug: 'a/b' });
  });

  it('gives undefined for a malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('en', 'product/%E0%A4%A')).toBeUndefined();
    expect(matchRoute('en', 'all-products/%zz')).toBeUndefined();
  });

  it('gives undefined for paths that name no route', () => {
    expect(matchRoute('en', 'nowhere')).toBeUndefined();
    expect(matchRoute('en', 'product')).toBeUndefined();
    expect(matchRoute('en', 'product/a/b')).toBeUndefined();
    expect(matchRoute('en', 'all-products//x')).toBeUndefined();
    // Route words belong to their language.
    expect(matchRoute('en', 'kassan')).toBeUndefined();
    expect(matchRoute('sv', 'checkout')).toBeUndefined();
    expect(matchRoute('sv', 'rs/acme')).toBeUndefined();
    expect(matchRoute('sv', 'af/acme')?.route.name).toBe('ResellerLogin');
  });

  it('has no two routes that could claim one URL without a literal segment deciding it', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const [i, a] of ROUTES.entries()) {
        for (const b of ROUTES.slice(i + 1)) {
          const as = a.paths[lang].split('/');
          const bs = b.paths[lang].split('/');
          if (as.length !== bs.length) continue;
          const overlap = as.every((s, k) => isParam(s) || isParam(bs[k] ?? '') || s === bs[k]);
          if (!overlap) continue;
          // Overlapping routes are fine only if one is literal wherever the other is, and more.
          const aOverB = as.every((s, k) => isParam(bs[k] ?? '') || !isParam(s));
          const bOverA = bs.every((s, k) => isParam(as[k] ?? '') || !isParam(s));
          expect(aOverB !== bOverA, `${lang}: ${a.name} / ${b.name}`).toBe(true);
          const [winner, loser] = aOverB ? [a, b] : [b, a];
          // The URL both can claim goes to the more literal route.
          const url = winner.paths[lang]
            .split('/')
            .map((s) => (isParam(s) ? 'x' : s))
            .join('/');
          expect(matchRoute(lang, url)?.route.name, `${lang}: ${url} vs ${loser.name}`).toBe(winner.name);
        }
      }
    }
  });
});

describe('splitLocalePath', () => {
  it('takes a two-letter first segment as the prefix', () => {
    expect(splitLocalePath('/sv/alla-produkter/grupper/x')).toEqual({
      prefix: 'sv',
      rest: 'alla-produkter/grupper/x',
    });
    expect(splitLocalePath('/en')).toEqual({ prefix: 'en', rest: '' });
    expect(splitLocalePath('/en/')).toEqual({ prefix: 'en', rest: '' });
    expect(splitLocalePath('/en/checkout/')).toEqual({ prefix: 'en', rest: 'checkout' });
    // Any two letters: whether the market has the language is languageForPrefix's question.
    expect(splitLocalePath('/xx/checkout')).toEqual({ prefix: 'xx', rest: 'checkout' });
  });

  it('has no prefix when the first segment is not two lower-case letters', () => {
    expect(splitLocalePath('/')).toEqual({ prefix: undefined, rest: '' });
    expect(splitLocalePath('')).toEqual({ prefix: undefined, rest: '' });
    expect(splitLocalePath('/SV/x')).toEqual({ prefix: undefined, rest: 'SV/x' });
    expect(splitLocalePath('/swe/x')).toEqual({ prefix: undefined, rest: 'swe/x' });
    expect(splitLocalePath('/checkout')).toEqual({ prefix: undefined, rest: 'checkout' });
  });

  it('does not take the reseller links rs and af for languages', () => {
    expect([...TWO_LETTER_ROUTE_WORDS].sort()).toEqual(['af', 'rs']);
    expect(splitLocalePath('/af/acme')).toEqual({ prefix: undefined, rest: 'af/acme' });
    expect(splitLocalePath('/rs/acme')).toEqual({ prefix: undefined, rest: 'rs/acme' });
    expect(splitLocalePath('/sv/af/acme')).toEqual({ prefix: 'sv', rest: 'af/acme' });
  });
});

describe('translateRoutePath', () => {
  it('re-expresses a path in another language, keeping params', () => {
    expect(translateRoutePath('/sv/alla-produkter/grupper/jackor', 'en')).toBe(
      '/en/all-products/groups/jackor',
    );
    expect(translateRoutePath('/en/checkout/status/confirmed', 'sv')).toBe('/sv/kassan/status/bekraftad');
    expect(translateRoutePath('/sv/af/acme', 'en')).toBe('/en/rs/acme');
    expect(translateRoutePath('/sv', 'de')).toBe('/de');
    expect(translateRoutePath('/sv/produkt/jacka-%C3%A5', 'en')).toBe('/en/product/jacka-%C3%A5');
  });

  it('replaces the params the callback translates', () => {
    const slugs: Record<string, string> = { jackor: 'jackets', byxor: 'trousers' };
    const seen: [string, string][] = [];
    const result = translateRoutePath('/sv/alla-produkter/byxor/jackor', 'en', (name, value) => {
      seen.push([name, value]);
      return slugs[value];
    });
    expect(result).toBe('/en/all-products/trousers/jackets');
    expect(seen.sort()).toEqual([
      ['categoryBaseSlug', 'byxor'],
      ['categorySlug', 'jackor'],
    ]);
    expect(translateRoutePath('/sv/produkt/x', 'en', () => undefined)).toBe('/en/product/x');
  });

  it('leads an unmatched path to the language home', () => {
    expect(translateRoutePath('/sv/finns-inte', 'en')).toBe('/en');
    expect(translateRoutePath('/alla-produkter', 'en')).toBe('/en');
    expect(translateRoutePath('/xx/checkout', 'en')).toBe('/en');
    expect(translateRoutePath('/en/product/%E0%A4%A', 'sv')).toBe('/sv');
  });
});
