import { describe, expect, it } from 'vitest';
import { heldBytes } from './heldBytes';

describe('heldBytes', () => {
  it('counts typed arrays by their buffers, once per buffer', () => {
    const buffer = new ArrayBuffer(4000);
    const a = new Int32Array(buffer, 0, 500);
    const b = new Int32Array(buffer, 2000, 500);
    expect(heldBytes({ a, b })).toBe(4000);
    expect(heldBytes([new Uint8Array(10), new Float64Array(3)])).toBe(10 + 24);
  });

  it('walks maps, sets, arrays and objects, and counts strings and numbers', () => {
    const shared = new Int32Array(100);
    const value = {
      names: ['ab', 'çęř'],
      rows: new Map([[1, shared]]),
      again: new Set([shared]),
      size: 3,
    };
    // 'ab' + 'çęř' = 5 chars = 10 bytes; map key 1 and size 3 = 16; the array once = 400.
    expect(heldBytes(value)).toBe(10 + 16 + 400);
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { data: new Uint8Array(7) };
    a.self = a;
    expect(heldBytes(a)).toBe(7);
  });
});
