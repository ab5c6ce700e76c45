import { describe, expect, it } from 'vitest';
import { relationKindSchema } from './relations';

describe('relation kinds', () => {
  it('accepts the six kinds of the spec and nothing else', () => {
    for (const kind of ['siblings', 'accessories', 'similar', 'upSell', 'crossSell', 'recommendations']) {
      expect(relationKindSchema.safeParse(kind).success).toBe(true);
    }
    expect(relationKindSchema.safeParse('upsell').success).toBe(false);
  });
});
