import type { FilterSearchResponse } from '@workwear/contracts';
import { INITIAL_PRODUCT_LIST_STATE } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { activeSelections, filterGroups } from './filterGroups';

const value = (id: number, name: string, sortOrder: number | null, hex: string | null = null) => ({
  id,
  value: name,
  code: name.toLowerCase(),
  slug: name.toLowerCase(),
  sortOrder,
  hex,
});

const response: Pick<FilterSearchResponse, 'parametrics' | 'results'> = {
  parametrics: [
    {
      id: 3,
      name: 'Kön',
      parametricCode: 'gender',
      filterType: 1,
      isAndFilter: false,
      sortOrder: 3,
      listValues: [value(3397, 'Dam', 2), value(3395, 'Herr', 1)],
    },
    {
      id: 1,
      name: 'Färg',
      parametricCode: 'colour',
      filterType: 5,
      isAndFilter: false,
      sortOrder: 1,
      multipleValues: [value(1002, 'Marinblå', 2, '#1f2a44'), value(1001, 'Svart', null, '#1c1c1c')],
    },
    {
      id: 8,
      name: 'Skydd',
      parametricCode: 'protection',
      filterType: 5,
      isAndFilter: true,
      sortOrder: null,
      multipleValues: [value(8001, 'Vattenavvisande', 1)],
    },
  ],
  results: [
    {
      parametricId: 3,
      parametricCode: 'gender',
      listValues: [
        { valueId: 3395, count: 12 },
        { valueId: 3397, count: 4 },
      ],
    },
    {
      parametricId: 1,
      parametricCode: 'colour',
      multipleValues: [
        { valueId: 1002, count: 7 },
        { valueId: 1001, count: 0 },
      ],
    },
    { parametricId: 8, parametricCode: 'protection', multipleValues: [{ valueId: 8001, count: 2 }] },
  ],
};

describe('filterGroups', () => {
  const state = {
    ...INITIAL_PRODUCT_LIST_STATE,
    filters: [
      { type: 1, valueId: 3395 },
      { type: 5, valueId: 1001 },
    ],
  } as const;
  const groups = filterGroups(response, state, { type: 1, valueId: 3395 });

  it('orders groups and values by sort order, missing sort orders last', () => {
    expect(groups.map((g) => g.code)).toEqual(['colour', 'gender', 'protection']);
    expect(groups[0]?.values.map((v) => v.label)).toEqual(['Marinblå', 'Svart']);
    expect(groups[1]?.values.map((v) => v.label)).toEqual(['Herr', 'Dam']);
  });

  it('gives each value its filter token, count, colour and selected state', () => {
    expect(groups[0]?.values[1]).toEqual({
      token: { type: 5, valueId: 1001 },
      label: 'Svart',
      count: 0,
      hex: '#1c1c1c',
      selected: true,
      locked: false,
    });
    expect(groups[1]?.values[0]).toMatchObject({
      token: { type: 1, valueId: 3395 },
      selected: true,
      locked: true,
    });
  });

  it('marks AND filters', () => {
    expect(groups.map((g) => g.isAnd)).toEqual([false, false, true]);
  });

  it('lists the selections a visitor can remove, without the preselected gender', () => {
    expect(activeSelections(groups).map(({ group, value }) => `${group.name}: ${value.label}`)).toEqual([
      'Färg: Svart',
    ]);
  });
});
