import { describe, expect, it } from 'vitest';
import { chooseColour, requestedColour } from './selectedColour';

describe('requestedColour', () => {
  it('reads one colour code, ignoring blanks and repeats', () => {
    expect(requestedColour('9800')).toBe('9800');
    expect(requestedColour(' 9800 ')).toBe('9800');
    expect(requestedColour(['5800', '9800'])).toBe('5800');
    expect(requestedColour('')).toBeUndefined();
    expect(requestedColour(undefined)).toBeUndefined();
  });
});

describe('chooseColour', () => {
  const base = {
    partNo: '100246719800',
    available: ['5800', '9800'],
    known: ['5800', '9800', '1100'],
  };

  it('honours the colour the URL names when it is on offer', () => {
    expect(chooseColour({ ...base, requested: '5800' })).toBe('5800');
  });

  it("falls back to the API's choice for an unknown or unavailable colour", () => {
    expect(chooseColour({ ...base, requested: 'XXXX' })).toBe('9800');
    expect(chooseColour({ ...base, requested: '1100' })).toBe('9800');
    expect(chooseColour({ ...base, requested: undefined })).toBe('9800');
  });

  it("takes the first colour on offer when the API's choice has no stock", () => {
    expect(chooseColour({ ...base, partNo: '100246711100', requested: undefined })).toBe('5800');
  });

  it('still picks a colour when none has stock', () => {
    const none = { ...base, available: [] };
    expect(chooseColour({ ...none, requested: '1100' })).toBe('1100');
    expect(chooseColour({ ...none, requested: undefined })).toBe('9800');
    expect(chooseColour({ ...none, known: [], requested: undefined })).toBeUndefined();
  });
});
