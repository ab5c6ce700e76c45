import { ORDER_ERROR_CODE } from '@workwear/domain/orderErrorCodes';
import { describe, expect, it } from 'vitest';
import {
  keepsIdempotencyKey,
  namedLines,
  ORDER_ERROR_MESSAGE_KEYS,
  orderErrorKey,
  orderFailureText,
} from './orderErrorText';

describe('orderErrorKey', () => {
  it('has a key for every order code the spec names', () => {
    for (const code of Object.values(ORDER_ERROR_CODE)) {
      expect(ORDER_ERROR_MESSAGE_KEYS).toContain(orderErrorKey({ kind: 'refused', code }));
    }
  });

  it('maps the plain refusals 400, 401, 403 and 404 to their own messages', () => {
    expect(orderErrorKey({ kind: 'http', status: 400 })).toBe('http.400');
    expect(orderErrorKey({ kind: 'http', status: 401 })).toBe('http.401');
    expect(orderErrorKey({ kind: 'http', status: 403 })).toBe('http.403');
    expect(orderErrorKey({ kind: 'http', status: 404 })).toBe('http.404');
  });

  it('treats a server failure like no answer, anything else as unknown', () => {
    expect(orderErrorKey({ kind: 'http', status: 502 })).toBe('noAnswer');
    expect(orderErrorKey({ kind: 'noAnswer' })).toBe('noAnswer');
    expect(orderErrorKey({ kind: 'http', status: 418 })).toBe('unknown');
  });
});

describe('keepsIdempotencyKey', () => {
  it('keeps the key when the send may still have happened or is happening', () => {
    expect(keepsIdempotencyKey({ kind: 'noAnswer' })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'refused', code: 37 })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'refused', code: 38 })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'http', status: 503 })).toBe(true);
  });

  it('takes a new key after a definite refusal (the buyer will change the order)', () => {
    expect(keepsIdempotencyKey({ kind: 'refused', code: 10, skus: ['X'] })).toBe(false);
    expect(keepsIdempotencyKey({ kind: 'http', status: 400 })).toBe(false);
  });
});

describe('namedLines', () => {
  const products = [
    { fullSku: 'AAAABBBBCCCC-M', name: 'Work jacket', color: 'Black', size: 'M' },
    { fullSku: 'AAAABBBBDDDD', name: 'Gloves', color: '', size: '' },
  ];
  it('names each sku by its product, colour and size, once', () => {
    expect(namedLines(['AAAABBBBCCCC-M', 'AAAABBBBDDDD', 'AAAABBBBCCCC-M'], products)).toBe(
      'Work jacket (Black, M), Gloves',
    );
  });
  it('falls back to the sku for a line it does not know', () => {
    expect(namedLines(['ZZZ'], products)).toBe('ZZZ');
    expect(namedLines(undefined, products)).toBe('');
  });
});

describe('orderFailureText', () => {
  const texts = Object.fromEntries(ORDER_ERROR_MESSAGE_KEYS.map((k) => [k, k])) as Record<
    (typeof ORDER_ERROR_MESSAGE_KEYS)[number],
    string
  >;
  texts['codes.10'] = 'Not enough in stock: {lines}.';
  const products = [{ fullSku: 'S-1', name: 'Jacket', color: 'Navy', size: 'L' }];

  it('names the out-of-stock lines in code 10’s message', () => {
    expect(orderFailureText({ kind: 'refused', code: 10, skus: ['S-1'] }, texts, products)).toBe(
      'Not enough in stock: Jacket (Navy, L).',
    );
  });

  it('gives the plain message of a failure without lines', () => {
    expect(orderFailureText({ kind: 'http', status: 403 }, texts, products)).toBe('http.403');
  });
});
