import { describe, expect, it } from 'vitest';
import { carrierTypeOf } from './carriers';

describe('carrierTypeOf', () => {
  it.each([200, 205, 210, 1100, 1400])('maps %i to parcel-b2b', (code) => {
    expect(carrierTypeOf(code)).toBe('parcel-b2b');
  });

  it.each([1200, 1300, 4200])('maps %i to service-point', (code) => {
    expect(carrierTypeOf(code)).toBe('service-point');
  });

  it('accepts numeric strings', () => {
    expect(carrierTypeOf('1200')).toBe('service-point');
    expect(carrierTypeOf(' 205 ')).toBe('parcel-b2b');
  });

  it('leaves other codes without a type', () => {
    expect(carrierTypeOf(0)).toBeUndefined();
    expect(carrierTypeOf(201)).toBeUndefined();
    expect(carrierTypeOf('abc')).toBeUndefined();
    expect(carrierTypeOf('')).toBeUndefined();
    expect(carrierTypeOf(undefined)).toBeUndefined();
    expect(carrierTypeOf(null)).toBeUndefined();
  });
});
