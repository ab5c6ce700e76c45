export const FILTER_TYPE = { None: 0, ParametricList: 1, ParametricMultiple: 5 } as const;

export type FilterType = (typeof FILTER_TYPE)[keyof typeof FILTER_TYPE];

/** Only list and multiple parametrics can be selected; None marks a parametric without values. */
export type SelectableFilterType = Exclude<FilterType, 0>;

export type FilterToken = { readonly type: SelectableFilterType; readonly valueId: number };

export function filterTypeOf(parametric: {
  readonly listValues?: readonly unknown[] | null;
  readonly multipleValues?: readonly unknown[] | null;
}): FilterType {
  if (parametric.listValues && parametric.listValues.length > 0) return FILTER_TYPE.ParametricList;
  if (parametric.multipleValues && parametric.multipleValues.length > 0)
    return FILTER_TYPE.ParametricMultiple;
  return FILTER_TYPE.None;
}

const ID = /^\d+$/;

function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

function parseSelectableType(text: string | undefined): SelectableFilterType | undefined {
  if (text === String(FILTER_TYPE.ParametricList)) return FILTER_TYPE.ParametricList;
  if (text === String(FILTER_TYPE.ParametricMultiple)) return FILTER_TYPE.ParametricMultiple;
  return undefined;
}

/** '5,123' -> { type: 5, valueId: 123 }; null for anything that is not a numeric type and id pair. */
export function parseFilterToken(token: string): FilterToken | null {
  const parts = token.trim().split(',');
  if (parts.length !== 2) return null;
  const type = parseSelectableType(parts[0]?.trim());
  const valueId = parseId(parts[1]?.trim());
  return type === undefined || valueId === undefined ? null : { type, valueId };
}

export function formatFilterToken(token: FilterToken): string {
  return `${token.type},${token.valueId}`;
}

export function sameFilterToken(a: FilterToken, b: FilterToken): boolean {
  return a.type === b.type && a.valueId === b.valueId;
}

/**
 * Navigation links select a set of categories with the literal type name, 'ParametricMultiple,12';
 * that form is a category list, not a selected facet (which uses the number: '5,12').
 */
export const CATEGORY_LIST_TOKEN_PREFIX = 'ParametricMultiple';

export function parseCategoryListToken(token: string): number | null {
  const parts = token.trim().split(',');
  if (parts.length !== 2 || parts[0]?.trim() !== CATEGORY_LIST_TOKEN_PREFIX) return null;
  return parseId(parts[1]?.trim()) ?? null;
}

export function formatCategoryListToken(categoryId: number): string {
  return `${CATEGORY_LIST_TOKEN_PREFIX},${categoryId}`;
}
