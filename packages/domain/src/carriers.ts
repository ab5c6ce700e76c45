export type CarrierType = 'parcel-b2b' | 'service-point';

export const CARRIER_TYPE_BY_CODE: ReadonlyMap<number, CarrierType> = new Map<number, CarrierType>([
  [200, 'parcel-b2b'],
  [205, 'parcel-b2b'],
  [210, 'parcel-b2b'],
  [1100, 'parcel-b2b'],
  [1400, 'parcel-b2b'],
  [1200, 'service-point'],
  [1300, 'service-point'],
  [4200, 'service-point'],
]);

/** Carrier codes come as numbers or numeric strings from delivery methods; unknown codes have no type. */
export function carrierTypeOf(code: number | string | null | undefined): CarrierType | undefined {
  if (code === null || code === undefined) return undefined;
  const n = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  return typeof n === 'number' ? CARRIER_TYPE_BY_CODE.get(n) : undefined;
}
