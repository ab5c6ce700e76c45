import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from './quickOrder';

const SKU = 'A1B2C3D4E5F6XL';

describe('parseQuickOrder', () => {
  it('reads "SKU quantity" with a space, tab, semicolon or comma between', () => {
    const text = `${SKU} 2\nA1B2C3D4E5F6M\t3\nA1B2C3D4E5F6S;4\nA1B2C3D4E5F6C50, 5`;
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { line: 1, sku: SKU, quantity: 2 },
        { line: 2, sku: 'A1B2C3D4E5F6M', quantity: 3 },
        { line: 3, sku: 'A1B2C3D4E5F6S', quantity: 4 },
        { line: 4, sku: 'A1B2C3D4E5F6C50', quantity: 5 },
      ],
      errors: [],
    });
  });

  it('reads lines pasted from a spreadsheet: tabs, Windows line endings, trailing empty cells', () => {
    const pasted = `a1b2c3d4e5f6xl\t12\r\nA1B2C3D4E5F6M\t1\t\r\n\t\r\nA1B2C3D4E5F6S\r\n`;
    expect(parseQuickOrder(pasted)).toEqual({
      lines: [
        { line: 1, sku: SKU, quantity: 12 },
        { line: 2, sku: 'A1B2C3D4E5F6M', quantity: 1 },
        { line: 4, sku: 'A1B2C3D4E5F6S', quantity: 1 },
      ],
      errors: [],
    });
  });

  it('defaults the quantity to 1, trims and upper-cases the sku, skips blank lines', () => {
    expect(parseQuickOrder(`\n   ${SKU.toLowerCase()}   \n\n ;; \n`)).toEqual({
      lines: [{ line: 2, sku: SKU, quantity: 1 }],
      errors: [],
    });
    expect(parseQuickOrder('')).toEqual({ lines: [], errors: [] });
  });

  it('keeps the same sku on two lines as two lines', () => {
    expect(parseQuickOrder(`${SKU} 1\n${SKU} 2`).lines).toEqual([
      { line: 1, sku: SKU, quantity: 1 },
      { line: 2, sku: SKU, quantity: 2 },
    ]);
  });

  it('refuses a sku shorter than 12 letters or digits, or with other characters, as format', () => {
    const text = 'A1B2C3D4E5F 2\nA1B2-C3D4E5F6XL 1\nSKU\tQuantity\n<script> 1';
    expect(parseQuickOrder(text)).toEqual({
      lines: [],
      errors: [
        { line: 1, text: 'A1B2C3D4E5F 2', reason: 'format' },
        { line: 2, text: 'A1B2-C3D4E5F6XL 1', reason: 'format' },
        { line: 3, text: 'SKU\tQuantity', reason: 'format' },
        { line: 4, text: '<script> 1', reason: 'format' },
      ],
    });
  });

  it('refuses extra columns or a quantity that is not a number as format', () => {
    expect(parseQuickOrder(`${SKU} 2 pcs\n${SKU} two`).errors.map((e) => e.reason)).toEqual([
      'format',
      'format',
    ]);
  });

  it('refuses fractional, zero, negative and too large quantities as quantity', () => {
    const text = [`${SKU} 1.5`, `${SKU}\t2,5`, `${SKU} 0`, `${SKU} -3`, `${SKU} 10000`, `${SKU} 9999`].join(
      '\n',
    );
    const result = parseQuickOrder(text);
    expect(result.errors).toEqual([
      { line: 1, text: `${SKU} 1.5`, reason: 'quantity' },
      { line: 2, text: `${SKU}\t2,5`, reason: 'quantity' },
      { line: 3, text: `${SKU} 0`, reason: 'quantity' },
      { line: 4, text: `${SKU} -3`, reason: 'quantity' },
      { line: 5, text: `${SKU} 10000`, reason: 'quantity' },
    ]);
    expect(result.lines).toEqual([{ line: 6, sku: SKU, quantity: 9999 }]);
  });

  it('takes 200 non-blank lines and refuses the rest as tooMany', () => {
    expect(QUICK_ORDER_MAX_LINES).toBe(200);
    const lines = Array.from({ length: 201 }, (_, i) => `${SKU} ${i + 1}`);
    const result = parseQuickOrder(['', ...lines].join('\r\n'));
    expect(result.lines).toHaveLength(200);
    expect(result.lines.at(-1)).toEqual({ line: 201, sku: SKU, quantity: 200 });
    expect(result.errors).toEqual([{ line: 202, text: `${SKU} 201`, reason: 'tooMany' }]);
  });

  it('counts a malformed line towards the limit, and takes a custom limit', () => {
    const result = parseQuickOrder(`bad\n${SKU}\n${SKU} 2`, 2);
    expect(result.lines).toEqual([{ line: 2, sku: SKU, quantity: 1 }]);
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [1, 'format'],
      [3, 'tooMany'],
    ]);
  });
});
