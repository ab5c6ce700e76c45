import { describe, expect, it } from 'vitest';
import { messageLabel } from './messageLabel';

describe('messageLabel', () => {
  it('names a known code and shows an unknown one as it came', () => {
    const map = { waist: 'Waist', empty: '' };
    expect(messageLabel(map, 'waist')).toBe('Waist');
    expect(messageLabel(map, 'inseam')).toBe('inseam');
    expect(messageLabel(map, 'empty')).toBe('empty');
    expect(messageLabel(map, 'toString')).toBe('toString');
    expect(messageLabel(undefined, 'waist')).toBe('waist');
  });
});
