import type { BulkValue } from './bulkInsert';

export interface SizeDef {
  readonly code: string;
  readonly value: string;
  /** Waist/leg equivalent of C- and D-sizes, e.g. C50 <-> W34 L32. */
  readonly alternate?: { readonly code: string; readonly value: string };
}

export interface SizeGroupDef {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly sizes: readonly SizeDef[];
}

export const SIZE_GROUP = { c: 1, d: 2, tops: 3, footwear: 4, oneSize: 5, gloves: 6 } as const;

function waistLeg(code: string, waist: number, leg: number): SizeDef {
  return { code, value: code, alternate: { code: `W${waist}L${leg}`, value: `W${waist} L${leg}` } };
}

const range = (from: number, to: number, step: number): number[] => {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
};

export const SIZE_GROUPS: readonly SizeGroupDef[] = [
  {
    id: SIZE_GROUP.c,
    code: 'c-sizes',
    name: 'C-sizes',
    // C44 is W28; every step up adds two inches of waist on a 32-inch leg.
    sizes: range(44, 64, 2).map((n, i) => waistLeg(`C${n}`, 28 + 2 * i, 32)),
  },
  {
    id: SIZE_GROUP.d,
    code: 'd-sizes',
    name: 'D-sizes',
    // D-sizes are the stockier cut: fuller waist on a 30-inch leg.
    sizes: range(84, 124, 4).map((n, i) => waistLeg(`D${n}`, 32 + 2 * i, 30)),
  },
  {
    id: SIZE_GROUP.tops,
    code: 'tops',
    name: 'Tops',
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'].map((s) => ({ code: s, value: s })),
  },
  {
    id: SIZE_GROUP.footwear,
    code: 'footwear',
    name: 'Footwear',
    sizes: range(36, 48, 1).map((n) => ({ code: String(n), value: String(n) })),
  },
  { id: SIZE_GROUP.oneSize, code: 'one-size', name: 'One size', sizes: [{ code: 'ONE', value: 'One size' }] },
  {
    id: SIZE_GROUP.gloves,
    code: 'gloves',
    name: 'Gloves',
    sizes: range(7, 11, 1).map((n) => ({ code: String(n), value: String(n) })),
  },
];

export function sizeGroup(id: number): SizeGroupDef {
  const found = SIZE_GROUPS.find((g) => g.id === id);
  if (!found) throw new Error(`unknown size group ${id}`);
  return found;
}

/** Every distinct size code across the groups, in group order: the Size parametric's values. */
export const DISTINCT_SIZES: readonly SizeDef[] = (() => {
  const seen = new Map<string, SizeDef>();
  for (const g of SIZE_GROUPS) for (const s of g.sizes) if (!seen.has(s.code)) seen.set(s.code, s);
  return [...seen.values()];
})();

export function sizeGroupRows(): BulkValue[][] {
  return SIZE_GROUPS.map((g) => [g.id, g.code, g.name]);
}

export function sizeGroupSizeRows(): BulkValue[][] {
  return SIZE_GROUPS.flatMap((g) => g.sizes.map((s, i) => [g.id, s.code, s.value, i + 1]));
}
