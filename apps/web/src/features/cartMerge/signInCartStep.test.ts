import { describe, expect, it } from 'vitest';
import { signInCartStep } from './signInCartStep';

describe('signInCartStep', () => {
  it('asks a consumer only when both carts hold rows', () => {
    expect(signInCartStep(2, 3, 'b2c')).toBe('ask');
  });

  it('takes the public rows silently into an empty or missing account cart', () => {
    expect(signInCartStep(2, 0, 'b2c')).toBe('adopt');
  });

  it('drops an empty public cart whatever the account cart holds', () => {
    expect(signInCartStep(0, 0, 'b2c')).toBe('drop');
    expect(signInCartStep(0, 5, 'b2c')).toBe('drop');
    expect(signInCartStep(0, 5, 'b2b')).toBe('drop');
  });

  it('appends a business buyer’s public rows without asking', () => {
    expect(signInCartStep(2, 3, 'b2b')).toBe('adopt');
    expect(signInCartStep(2, 0, 'b2b')).toBe('adopt');
  });
});
