import { describe, expect, it } from 'vitest';
import { SIZE_GUIDE_LABELS, sizeGuideLabels } from './sizeGuideLabels';

describe('size guide labels in US English', () => {
  it('say Pants in en-US and Trousers in the shop’s other English', () => {
    expect(sizeGuideLabels('en', 'en-US').tableTypes.trousers).toBe('Pants');
    expect(sizeGuideLabels('en', 'en-US').tableTypes.gloves).toBe(SIZE_GUIDE_LABELS.en.tableTypes.gloves);
    expect(sizeGuideLabels('en', 'en-GB').tableTypes.trousers).toBe('Trousers');
    expect(sizeGuideLabels('sv', 'en-US')).toBe(SIZE_GUIDE_LABELS.sv);
  });
});
