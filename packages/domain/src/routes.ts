import { isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import { ROUTES, type RouteDef, type RouteName } from './routeTable';
import { colourCodeOf } from './sku';

type Segment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string };

type CompiledRoute = { readonly route: RouteDef; readonly segments: readonly Segment[] };

export type RouteMatch = { readonly route: RouteDef; readonly params: Record<string, string> };

const PLACEHOLDER = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

function compile(route: RouteDef, lang: Language): CompiledRoute {
  const path = route.paths[lang];
  const segments = path === '' ? [] : path.split('/');
  return {
    route,
    segments: segments.map((text): Segment => {
      const param = PLACEHOLDER.exec(text)?.[1];
      return param === undefined ? { kind: 'literal', text } : { kind: 'param', name: param };
    }),
  };
}

// A literal segment beats a placeholder at the first position where two patterns differ, so
// all-products/groups/x is a group list and never a base category 'groups'.
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const aParam = a.segments[i]?.kind === 'param';
    const bParam = b.segments[i]?.kind === 'param';
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return a.segments.length - b.segments.length;
}

const COMPILED = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [lang, ROUTES.map((route) => compile(route, lang)).sort(bySpecificity)]),
) as Record<Language, CompiledRoute[]>;

function compiledRoute(name: RouteName, lang: Language): CompiledRoute {
  const found = COMPILED[lang].find((c) => c.route.name === name);
  if (!found) throw new Error(`unknown route ${name}`);
  return found;
}

/**
 * First path segments that are two letters yet are route words, not languages (the
 * specification's reseller links rs/{slug} and af/{slug}): a language-prefix check must let
 * them through.
 */
export const TWO_LETTER_ROUTE_WORDS: ReadonlySet<string> = new Set(
  Object.values(COMPILED)
    .flat()
    .map((c) => c.segments[0])
    .flatMap((s) => (s?.kind === 'literal' && /^[a-z]{2}$/.test(s.text) ? [s.text] : [])),
);

/** '/{lang}/{translated path}' with params URL-encoded; Home is '/{lang}'. */
export function routePath(name: RouteName, lang: Language, params: Record<string, string> = {}): string {
  const parts = compiledRoute(name, lang).segments.map((segment) => {
    if (segment.kind === 'literal') return segment.text;
    const value = params[segment.name];
    if (value === undefined || value === '') {
      throw new Error(`routePath: route ${name} needs the param '${segment.name}'`);
    }
    return encodeURIComponent(value);
  });
  return parts.length === 0 ? `/${lang}` : `/${lang}/${parts.join('/')}`;
}

/** The product link '/{lang}/{product word}/{uniqueName}'. */
export function productPath(lang: Language, uniqueName: string): string {
  return routePath('Product', lang, { uniqueName });
}

/**
 * The product page of an item, opened on the item's colour: characters 9-12 of its 12-character part
 * number. A part number without a colour (the 8-character base) opens the page on its default colour.
 * With a sku (a search for a full sku), the page opens with that size chosen (?size).
 */
export function productPagePath(
  lang: Language,
  item: { uniqueName: string; partNo: string; sku?: string | undefined },
): string {
  const path = productPath(lang, item.uniqueName);
  const colour = colourCodeOf(item.partNo);
  const query = new URLSearchParams();
  if (colour) query.set('color', colour);
  if (colour && item.sku) query.set('size', item.sku);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function bind(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    if (part === undefined || part === '') return undefined;
    if (segment.kind === 'literal') {
      if (part !== segment.text) return undefined;
      continue;
    }
    try {
      params[segment.name] = decodeURIComponent(part);
    } catch {
      // A malformed percent-encoding is a URL nobody linked to: no route, not a crash.
      return undefined;
    }
  }
  return params;
}

/** The route a path (after the language prefix, slashes optional) names in a language. */
export function matchRoute(lang: Language, rest: string): RouteMatch | undefined {
  const trimmed = rest.replace(/^\/+|\/+$/g, '');
  const parts = trimmed === '' ? [] : trimmed.split('/');
  for (const compiled of COMPILED[lang]) {
    if (compiled.segments.length !== parts.length) continue;
    const params = bind(compiled.segments, parts);
    if (params) return { route: compiled.route, params };
  }
  return undefined;
}

/**
 * Splits '/sv/alla-produkter' into prefix 'sv' and rest 'alla-produkter'. The prefix is any
 * two lower-case letters (whether the market has that language is decided elsewhere), except
 * the two-letter route words.
 */
export function splitLocalePath(pathname: string): { prefix: string | undefined; rest: string } {
  const trimmed = pathname.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  const first = slash === -1 ? trimmed : trimmed.slice(0, slash);
  if (!/^[a-z]{2}$/.test(first) || TWO_LETTER_ROUTE_WORDS.has(first)) {
    return { prefix: undefined, rest: trimmed.replace(/\/+$/, '') };
  }
  const rest = slash === -1 ? '' : trimmed.slice(slash + 1);
  return { prefix: first, rest: rest.replace(/\/+$/, '') };
}

/**
 * The same page in another language, for the language switcher and hreflang links. Params are
 * kept unless translateParam gives a replacement (slugs are translated data, not route words).
 * A path that names no route in its own language leads to the other language's home.
 */
export function translateRoutePath(
  pathname: string,
  toLang: Language,
  translateParam?: (name: string, value: string) => string | undefined,
): string {
  const { prefix, rest } = splitLocalePath(pathname);
  const match = isSupportedLanguage(prefix) ? matchRoute(prefix, rest) : undefined;
  if (!match) return `/${toLang}`;
  const params = Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [name, translateParam?.(name, value) || value]),
  );
  return routePath(match.route.name, toLang, params);
}
