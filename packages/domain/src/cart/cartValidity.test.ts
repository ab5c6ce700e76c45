import { describe, expect, it } from 'vitest';
import {
  CART_HAS_NO_PRODUCTS,
  type CartProductForValidation,
  cartValiditySchema,
  validateCart,
} from './cartValidity';

const off = { mandatoryRowComment: false, mandatoryPersonalPackage: false };
const commentOn = { mandatoryRowComment: true, mandatoryPersonalPackage: false };
const packageOn = { mandatoryRowComment: false, mandatoryPersonalPackage: true };

const product = (overrides: Partial<CartProductForValidation> = {}): CartProductForValidation => ({
  id: 1,
  name: 'Work trousers',
  sku: 'A1B2C3D4E5F6C50',
  quantity: 2,
  rowNumber: 1,
  type: 'DefaultArticle',
  comment: '',
  coWorkerId: null,
  parentRowId: null,
  ...overrides,
});

describe('validateCart', () => {
  it('accepts a well-formed cart with no mandatory settings', () => {
    expect(validateCart({ products: [product()] }, off)).toEqual({
      valid: true,
      rowErrors: [],
      cartErrors: [],
    });
  });

  it('needs at least one product', () => {
    expect(validateCart({ products: [] }, off)).toEqual({
      valid: false,
      rowErrors: [],
      cartErrors: [`products: ${CART_HAS_NO_PRODUCTS}`],
    });
  });

  it('needs id, name, sku, quantity and rowNumber on every product', () => {
    const incomplete = { type: 'DefaultArticle' } as unknown as CartProductForValidation;
    const result = validateCart({ products: [product(), incomplete] }, off);
    expect(result.valid).toBe(false);
    expect(result.rowErrors).toEqual([]);
    expect(result.cartErrors).toEqual([
      'products.1.id: Value is required',
      'products.1.name: Value is required',
      'products.1.sku: Value is required',
      'products.1.quantity: Quantity must be a whole number from 1 to 9999',
      'products.1.rowNumber: Value is required',
    ]);
  });

  it('takes the three row types only, and a missing type', () => {
    for (const type of ['DefaultArticle', 'ExternalArticle', 'VasArticle'] as const) {
      expect(validateCart({ products: [product({ type })] }, off).valid, type).toBe(true);
    }
    expect(validateCart({ products: [product({ type: undefined })] }, off).valid).toBe(true);
    const freight = product({ type: 'FreightArticle' as 'DefaultArticle' });
    expect(validateCart({ products: [freight] }, off).cartErrors).toHaveLength(1);
  });

  it('makes a 99-character comment a Comment row error, and 98 fine', () => {
    const result = validateCart(
      { products: [product(), product({ rowNumber: 2, comment: 'x'.repeat(99) })] },
      off,
    );
    expect(result).toEqual({
      valid: false,
      rowErrors: [
        { rowIndex: 1, kind: 'Comment', field: 'comment', message: 'Comment can be at most 98 characters' },
      ],
      cartErrors: [],
    });
    expect(validateCart({ products: [product({ comment: 'x'.repeat(98) })] }, off).valid).toBe(true);
  });

  it('requires a comment on every row with ActivateMandatoryRowCommentForAllRows', () => {
    const rows = [
      product({ comment: 'Site A' }),
      product({ comment: '  ' }),
      product({ comment: undefined }),
    ];
    const result = validateCart({ products: rows }, commentOn);
    expect(result.valid).toBe(false);
    expect(result.rowErrors).toEqual([
      { rowIndex: 1, kind: 'Comment', field: 'comment', message: 'Value is required' },
      { rowIndex: 2, kind: 'Comment', field: 'comment', message: 'Value is required' },
    ]);
    expect(validateCart({ products: rows }, off).valid).toBe(true);
  });

  it('requires a CoWorkerId with ActivateMandatoryPersonalPackage, but not on child rows', () => {
    const rows = [
      product({ coWorkerId: 7 }),
      product({ coWorkerId: null }),
      product({ type: 'VasArticle', parentRowId: 1 }),
      product({ parentRowId: 1, type: undefined }),
    ];
    const result = validateCart({ products: rows }, packageOn);
    expect(result.rowErrors).toEqual([
      { rowIndex: 1, kind: 'CustomerSelect', field: 'coWorkerId', message: 'Value is required' },
    ]);
    expect(result.valid).toBe(false);
  });

  it('exempts a promotion’s gift row from both mandatory rules: nobody can edit it', () => {
    const both = { mandatoryRowComment: true, mandatoryPersonalPackage: true };
    const rows = [
      product({ coWorkerId: 7, comment: 'Lager 2' }),
      product({ id: 2, rowNumber: 2, gift: true }),
    ];
    expect(validateCart({ products: rows }, both)).toEqual({ valid: true, rowErrors: [], cartErrors: [] });
    const paid = product({ id: 3, rowNumber: 3, gift: false });
    expect(
      validateCart({ products: [...rows, paid] }, both).rowErrors.map((e) => [e.rowIndex, e.field]),
    ).toEqual([
      [2, 'comment'],
      [2, 'coWorkerId'],
    ]);
  });

  it('validates child rows like other rows otherwise', () => {
    const child = product({ type: 'VasArticle', parentRowId: 1, comment: '' });
    expect(validateCart({ products: [child] }, commentOn).rowErrors).toEqual([
      { rowIndex: 0, kind: 'Comment', field: 'comment', message: 'Value is required' },
    ]);
  });

  it('makes a blocked character in a comment a Comment row error', () => {
    expect(validateCart({ products: [product({ comment: '<b>' })] }, off).rowErrors).toEqual([
      {
        rowIndex: 0,
        kind: 'Comment',
        field: 'comment',
        message: `Comment cannot contain any of < > " ' { } ; @`,
      },
    ]);
  });
});

describe('validateCart with several faults', () => {
  it('reports the mandatory rules even when another row is malformed, rows in order of their issues', () => {
    const broken = product({ sku: '' });
    const result = validateCart({ products: [broken, product({ comment: '' })] }, commentOn);
    expect(result.cartErrors).toEqual(['products.0.sku: Value is required']);
    expect(result.rowErrors.map((e) => [e.rowIndex, e.kind])).toEqual([
      [0, 'Comment'],
      [1, 'Comment'],
    ]);
  });
});

describe('cartValiditySchema', () => {
  it('adds the mandatory rules as issues on the row fields', () => {
    const result = cartValiditySchema(packageOn).safeParse({ products: [product()] });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['products', 0, 'coWorkerId'], 'Value is required'],
    ]);
    expect(cartValiditySchema(off).safeParse({ products: [product()] }).success).toBe(true);
  });
});
