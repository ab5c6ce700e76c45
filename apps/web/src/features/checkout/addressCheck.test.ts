import { describe, expect, it } from 'vitest';
import { addressCheckPasses, addressCheckState, shouldCheckAddress } from './addressCheck';

const checked = (isValid: boolean, zipCodeError = false, addressError = false) => ({
  kind: 'checked' as const,
  isValid,
  zipCodeError,
  addressError,
});

describe('addressCheckState', () => {
  it('needs no check where the country runs none', () => {
    const state = addressCheckState({ needed: false, formValid: false, key: 'a', verdict: null });
    expect(state).toEqual({ status: 'notNeeded' });
    expect(addressCheckPasses(state)).toBe(true);
  });

  it('waits for the form to be valid before checking', () => {
    const state = addressCheckState({ needed: true, formValid: false, key: 'a', verdict: null });
    expect(state.status).toBe('incomplete');
    expect(shouldCheckAddress(state)).toBe(false);
    expect(addressCheckPasses(state)).toBe(false);
  });

  it('asks for a check once the form is valid, and passes on a valid verdict for this address', () => {
    expect(
      shouldCheckAddress(addressCheckState({ needed: true, formValid: true, key: 'a', verdict: null })),
    ).toBe(true);
    const valid = addressCheckState({
      needed: true,
      formValid: true,
      key: 'a',
      verdict: { key: 'a', verdict: checked(true) },
    });
    expect(addressCheckPasses(valid)).toBe(true);
  });

  it('resets on any change: a verdict for another address is no verdict', () => {
    const state = addressCheckState({
      needed: true,
      formValid: true,
      key: 'b',
      verdict: { key: 'a', verdict: checked(true) },
    });
    expect(state.status).toBe('checking');
    expect(addressCheckPasses(state)).toBe(false);
  });

  it('flags zip-code and address errors apart', () => {
    expect(
      addressCheckState({
        needed: true,
        formValid: true,
        key: 'a',
        verdict: { key: 'a', verdict: checked(false, true) },
      }),
    ).toEqual({ status: 'invalid', zipCodeError: true, addressError: false, failed: false });
    expect(
      addressCheckState({
        needed: true,
        formValid: true,
        key: 'a',
        verdict: { key: 'a', verdict: checked(false, false, true) },
      }),
    ).toEqual({ status: 'invalid', zipCodeError: false, addressError: true, failed: false });
  });

  it('counts a failed check as invalid, with no suggestion', () => {
    const state = addressCheckState({
      needed: true,
      formValid: true,
      key: 'a',
      verdict: { key: 'a', verdict: { kind: 'failed' } },
    });
    expect(state).toEqual({ status: 'invalid', zipCodeError: false, addressError: true, failed: true });
    expect(addressCheckPasses(state)).toBe(false);
    expect(shouldCheckAddress(state)).toBe(false);
  });
});
