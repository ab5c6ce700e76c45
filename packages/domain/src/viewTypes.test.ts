import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, isViewType, VIEW_TYPES, viewTypeSchema } from './viewTypes';

describe('view types', () => {
  it('has GRID and LIST, upper case, grid by default', () => {
    expect(VIEW_TYPES).toEqual(['GRID', 'LIST']);
    expect(DEFAULT_VIEW).toBe('GRID');
    expect(isViewType('LIST')).toBe(true);
    expect(isViewType('list')).toBe(false);
    expect(isViewType(undefined)).toBe(false);
    expect(viewTypeSchema.safeParse('TABLE').success).toBe(false);
  });
});
