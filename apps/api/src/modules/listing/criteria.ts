import type { ProductQuery } from '@workwear/contracts';
import {
  DEFAULT_PAGE_SIZE,
  invalidParameter,
  MAX_PAGE_SIZE,
  MAX_SKU_PAGE_SIZE,
  notFound,
  PART_NO_LENGTH,
  type PriceLimit,
  readFilterValue,
  readPriceParameter,
} from '@workwear/domain';
import { type Dictionary, filterTypeOfKind, type PriceListRef } from '../vocabulary';
import type { ListingCriteria, ValueLevel, ValueSelection } from './listingCriteria';
import type { SearchMatches } from './searchQuery';

interface ParsedFilters {
  categoryIds: number[];
  valueIds: number[];
  price: PriceLimit | null;
  /** Texts of values left out under unknownFilters=ignore. */
  ignored: string[];
}

/**
 * Reads filter values with the storefront's parser (each value on its own). A value naming an unknown
 * category, field or value, the wrong filter type, or none of the forms is a 400, or, when the caller
 * asks for unknownFilters=ignore (a link with a stale value), left out and reported. A price that
 * cannot be parsed is ignored either way, as the specification says.
 */
function parseFilterTokens(
  values: readonly string[],
  field: 'filters' | 'orFilters',
  dict: Dictionary,
  unknownFilters: ProductQuery['unknownFilters'],
): ParsedFilters {
  const parsed: ParsedFilters = { categoryIds: [], valueIds: [], price: null, ignored: [] };
  const refuse = (text: string, message: string) => {
    if (unknownFilters !== 'ignore') throw invalidParameter(field, message);
    parsed.ignored.push(text);
  };
  for (const part of values.flatMap(readFilterValue)) {
    if (part.kind === 'price') {
      if (part.limit) parsed.price = part.limit;
    } else if (part.kind === 'unreadable') {
      refuse(part.text, `'${part.text}' is not of the form filterType,valueId.`);
    } else if (part.kind === 'categoryList') {
      if (dict.categoryById.has(part.categoryId)) parsed.categoryIds.push(part.categoryId);
      else refuse(part.text, `Unknown category ${part.categoryId} in '${part.text}'.`);
    } else {
      const { token, text } = part;
      const value = dict.valueById.get(token.valueId);
      const parametric = value && dict.parametricById.get(value.parametricId);
      if (!value || !parametric?.isFilter) {
        refuse(text, `Unknown filter value ${token.valueId} in '${text}'.`);
        continue;
      }
      const expected = filterTypeOfKind(parametric.kind);
      if (token.type === expected) parsed.valueIds.push(token.valueId);
      else
        refuse(text, `Filter '${text}': ${parametric.code} is filter type ${expected}, not ${token.type}.`);
    }
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
  const pageSize = query.pageSize ?? (query.sku ? MAX_SKU_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  if (pageSize > cap) throw invalidParameter('pageSize', `At most ${cap}.`);
  return pageSize;
}

export function buildCriteria(
  query: ProductQuery,
  dict: Dictionary,
  priceList: PriceListRef,
  search: SearchMatches | undefined,
): ListingCriteria {
  const filters = parseFilterTokens(query.filters ?? [], 'filters', dict, query.unknownFilters);
  const orFilters = parseFilterTokens(query.orFilters ?? [], 'orFilters', dict, query.unknownFilters);
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
  // The price parameter wins over a price among the filters.
  const price = query.price === undefined ? filters.price : readPriceParameter(query.price);
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
    ignoredFilters: [...filters.ignored, ...orFilters.ignored],
  };
}
