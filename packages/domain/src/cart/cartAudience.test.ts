import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles';
import { cartAudience } from './cartAudience';

describe('cartAudience', () => {
  it('is anonymous without a role', () => {
    expect(cartAudience(undefined)).toBe('anonymous');
    expect(cartAudience(null)).toBe('anonymous');
  });

  it('is b2c for the B2C role only', () => {
    expect(cartAudience(ROLE.B2C)).toBe('b2c');
    expect(cartAudience(111)).toBe('b2c');
  });

  it('is b2b for every other role, known or not', () => {
    for (const role of [ROLE.User, ROLE.Administrator, ROLE.Internal, ROLE.CustomerAdmin, 0, 999]) {
      expect(cartAudience(role), String(role)).toBe('b2b');
    }
  });
});
