import { describe, expect, it } from 'vitest';
import { LIST_MODES, listModeSchema } from './listModes';

describe('list modes', () => {
  it('accepts the four modes and nothing else', () => {
    expect(LIST_MODES).toEqual(['ColorVariants', 'Default', 'AllVariants', 'UniqueVariants']);
    for (const mode of LIST_MODES) expect(listModeSchema.parse(mode)).toBe(mode);
    expect(listModeSchema.safeParse('colorVariants').success).toBe(false);
    expect(listModeSchema.safeParse('').success).toBe(false);
  });
});
