import type { ProductQuery } from '@workwear/contracts';
import {
  DomainError,
  invalidParameter,
  MAX_PAGE_SIZE,
  MAX_SKU_PAGE_SIZE,
  notFound,
  PART_NO_LENGTH,
  parseCategoryListToken,
  parseFilterToken,
  parsePriceFilter,
} from '@workwear/domain';
import type { Dictionary, PriceListRef } from '../catalogue/dictionary';
import { filterTypeOfKind } from '../catalogue/parametrics';
import type { ListingCriteria, ValueLevel, ValueSelection } from './listingCriteria';
import type { SearchMatches } from './searchQuery';

interface ParsedFilters {
  categoryIds: number[];
  valueIds: number[];
}

/** Reads filter tokens; a token naming an unknown field or value, or the wrong filter type, is a 400. */
function parseFilterTokens(
  tokens: string[],
  field: 'filters' | 'orFilters',
  dict: Dictionary,
): ParsedFilters {
  const parsed: ParsedFilters = { categoryIds: [], valueIds: [] };
  for (const token of tokens) {
    const categoryId = parseCategoryListToken(token);
    if (categoryId !== null) {
      if (!dict.categoryById.has(categoryId))
        throw invalidParameter(field, `Unknown category ${categoryId} in '${token}'.`);
      parsed.categoryIds.push(categoryId);
      continue;
    }
    // A price token inside filters is the storefront's form of the price range: read by the price rule.
    if (token.startsWith('price,')) continue;
    const filter = parseFilterToken(token);
    if (!filter) throw invalidParameter(field, `'${token}' is not of the form filterType,valueId.`);
    const value = dict.valueById.get(filter.valueId);
    const parametric = value && dict.parametricById.get(value.parametricId);
    if (!value || !parametric?.isFilter) {
      throw invalidParameter(field, `Unknown filter value ${filter.valueId} in '${token}'.`);
    }
    const expected = filterTypeOfKind(parametric.kind);
    if (filter.type !== expected) {
      throw invalidParameter(
        field,
        `Filter '${token}': ${parametric.code} is filter type ${expected}, not ${filter.type}.`,
      );
    }
    parsed.valueIds.push(filter.valueId);
  }
  return parsed;
}

function selectionsOf(valueIds: number[], dict: Dictionary): ValueSelection[] {
  const byParametric = new Map<number, ValueSelection>();
  for (const id of new Set(valueIds)) {
    const parametric = dict.parametricById.get(dict.valueById.get(id)!.parametricId)!;
    const selection = byParametric.get(parametric.id);
    if (selection) selection.valueIds.push(id);
    else
      byParametric.set(parametric.id, {
        parametricId: parametric.id,
        level: parametric.level,
        valueIds: [id],
        isAnd: parametric.isAndFilter,
      });
  }
  return [...byParametric.values()];
}

/** orFilter values grouped by the listing column they are found in. */
function orValuesOf(valueIds: number[], dict: Dictionary) {
  const byLevel = new Map<ValueLevel, number[]>();
  for (const id of new Set(valueIds)) {
    const { level } = dict.parametricById.get(dict.valueById.get(id)!.parametricId)!;
    byLevel.set(level, [...(byLevel.get(level) ?? []), id]);
  }
  return [...byLevel].map(([level, ids]) => ({ level, valueIds: ids }));
}

function resolveBySlugOrId<T>(
  field: string,
  id: number | undefined,
  slug: string | undefined,
  byId: Map<number, T>,
  bySlug: Map<string, T>,
): T | undefined {
  if (id !== undefined) {
    const found = byId.get(id);
    if (!found) throw invalidParameter(field, `Unknown ${field} ${id}.`);
    return found;
  }
  if (slug !== undefined) {
    const found = bySlug.get(slug);
    if (!found) throw notFound(`${field.replace('Id', '')} '${slug}'`);
    return found;
  }
  return undefined;
}

export function pageSizeOf(query: ProductQuery): number {
  const cap = query.sku ? MAX_SKU_PAGE_SIZE : MAX_PAGE_SIZE;
  const pageSize = query.pageSize ?? (query.sku ? MAX_SKU_PAGE_SIZE : 24);
  if (pageSize > cap) throw invalidParameter('pageSize', `At most ${cap}.`);
  return pageSize;
}

export function buildCriteria(
  query: ProductQuery,
  dict: Dictionary,
  priceList: PriceListRef,
  search: SearchMatches | undefined,
): ListingCriteria {
  if (query.context === 'agreement') {
    throw new DomainError('unauthenticated', 'The agreement context needs a signed-in company user.');
  }
  const filters = parseFilterTokens([...(query.filters ?? [])], 'filters', dict);
  const orFilters = parseFilterTokens([...(query.orFilters ?? [])], 'orFilters', dict);
  for (const id of query.categoryId ?? []) {
    if (!dict.categoryById.has(id)) throw invalidParameter('categoryId', `Unknown category ${id}.`);
  }
  const category = query.categorySlug ? dict.categoryBySlug.get(query.categorySlug) : undefined;
  if (query.categorySlug && !category) throw notFound(`Category '${query.categorySlug}'`);
  const group = resolveBySlugOrId(
    'groupId',
    query.groupId,
    query.groupSlug,
    dict.groupById,
    dict.groupBySlug,
  );
  const family = resolveBySlugOrId(
    'familyId',
    query.familyId,
    query.familySlug,
    dict.familyById,
    dict.familyBySlug,
  );
  const priceToken = query.price ?? query.filters?.find((t) => t.startsWith('price,'));
  const price = priceToken === undefined ? null : parsePriceFilter(priceToken);
  const partNos = query.sku?.map((sku) => {
    if (sku.length < PART_NO_LENGTH)
      throw invalidParameter('sku', `'${sku}' is shorter than ${PART_NO_LENGTH} characters.`);
    return sku.slice(0, PART_NO_LENGTH);
  });
  return {
    priceSlot: priceList.slot,
    languageSlot: dict.languageSlot ?? 1,
    mode: query.mode,
    categoryIds: [...(query.categoryId ?? []), ...filters.categoryIds, ...(category ? [category.id] : [])],
    groupId: group?.id,
    familyId: family?.id,
    selections: selectionsOf(filters.valueIds, dict),
    orValues: orValuesOf(orFilters.valueIds, dict),
    price: price ? { min: price.min, max: price.max, incVat: query.useIncVat ?? false } : undefined,
    search,
    partNos: partNos ? [...new Set(partNos)] : undefined,
  };
}
