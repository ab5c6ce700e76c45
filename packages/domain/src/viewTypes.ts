import { z } from 'zod';

export const VIEW_TYPES = ['GRID', 'LIST'] as const;

export type ViewType = (typeof VIEW_TYPES)[number];

export const viewTypeSchema = z.enum(VIEW_TYPES);

/** The specification names no default view; the grid is the catalogue's ordinary face. */
export const DEFAULT_VIEW: ViewType = 'GRID';

export function isViewType(value: unknown): value is ViewType {
  return value === 'GRID' || value === 'LIST';
}
