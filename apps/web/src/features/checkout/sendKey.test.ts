import { describe, expect, it } from 'vitest';
import { isSendKey, sendKeyCookieValue, sendKeyOf } from './sendKey';

const cart = '0b0c7a1e-8d7e-4d52-9f57-6a1f4c8f1d11';
const other = '7c3e1b2a-1111-4d52-9f57-6a1f4c8f1d11';
const key = 'a2f1c7e0-5b7d-4b8e-9a63-3f3d2c1b0a99';

describe('sendKeyOf', () => {
  it('gives back the key made for this cart', () => {
    expect(sendKeyOf(sendKeyCookieValue(cart, key), cart)).toBe(key);
  });

  it('ignores a key made for another cart: its checkout is a new one', () => {
    expect(sendKeyOf(sendKeyCookieValue(other, key), cart)).toBeUndefined();
  });

  it('ignores a missing or malformed cookie', () => {
    expect(sendKeyOf(undefined, cart)).toBeUndefined();
    expect(sendKeyOf('nonsense', cart)).toBeUndefined();
    expect(sendKeyOf(`${cart}.short`, cart)).toBeUndefined();
    expect(sendKeyOf(`${cart}.${key} x`, cart)).toBeUndefined();
  });
});

describe('isSendKey', () => {
  it('takes a uuid and refuses anything that could not be one of ours', () => {
    expect(isSendKey(key)).toBe(true);
    expect(isSendKey('a b')).toBe(false);
    expect(isSendKey(42)).toBe(false);
  });
});
