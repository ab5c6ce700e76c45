import { describe, expect, it } from 'vitest';
import {
  BLOCKED_TEXT_CHARACTERS,
  cartTextSchema,
  hasBlockedCharacter,
  parseRowComment,
  phoneDigits,
  ROW_COMMENT_TOO_LONG,
  rowCommentSchema,
  stripControlCharacters,
  VALUE_REQUIRED,
} from './cartText';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('stripControlCharacters', () => {
  it('removes C0 controls, DEL and C1 controls, tabs and line breaks included', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg')).toBe('abcdefg');
    expect(stripControlCharacters('left\tright')).toBe('leftright');
    expect(stripControlCharacters('line 1\r\nline 2\n')).toBe('line 1line 2');
  });

  it('keeps ordinary text, spaces and letters beyond ASCII', () => {
    expect(stripControlCharacters('Bära 2 st, åäö ÆØ – ok 👍')).toBe('Bära 2 st, åäö ÆØ – ok 👍');
    expect(stripControlCharacters('\u00a0non-breaking')).toBe('\u00a0non-breaking');
  });
});

describe('hasBlockedCharacter', () => {
  it('finds each blocked character', () => {
    expect(BLOCKED_TEXT_CHARACTERS).toEqual(['<', '>', '"', "'", '{', '}', ';', '@']);
    for (const c of BLOCKED_TEXT_CHARACTERS) expect(hasBlockedCharacter(`a${c}b`), c).toBe(true);
  });

  it('lets other punctuation through', () => {
    expect(hasBlockedCharacter('Size L, 2 pcs (blue) - 50% & more: #12/3!')).toBe(false);
  });
});

describe('cartTextSchema', () => {
  const schema = cartTextSchema('Name');

  it('strips control characters from accepted text', () => {
    expect(schema.parse('Site\u0000 A\n')).toBe('Site A');
  });

  it('refuses each blocked character with a message naming them all', () => {
    for (const c of BLOCKED_TEXT_CHARACTERS) {
      expect(messagesOf(schema.safeParse(`x${c}`)), c).toEqual([
        `Name cannot contain any of < > " ' { } ; @`,
      ]);
    }
  });

  it('refuses a blocked character hidden behind a control character', () => {
    expect(schema.safeParse('<\u0000script>').success).toBe(false);
  });
});

describe('rowCommentSchema', () => {
  it('accepts 98 characters and refuses 99 with the spec message', () => {
    expect(rowCommentSchema.parse('x'.repeat(98))).toHaveLength(98);
    expect(messagesOf(rowCommentSchema.safeParse('x'.repeat(99)))).toEqual([ROW_COMMENT_TOO_LONG]);
    expect(ROW_COMMENT_TOO_LONG).toBe('Comment can be at most 98 characters');
  });

  it('counts after stripping control characters, and counts characters rather than code units', () => {
    expect(rowCommentSchema.parse(`${'x'.repeat(98)}\n\t`)).toBe('x'.repeat(98));
    expect(rowCommentSchema.safeParse('👍'.repeat(98)).success).toBe(true);
    expect(rowCommentSchema.safeParse('👍'.repeat(99)).success).toBe(false);
  });

  it('accepts an empty comment (whether one is required is the cart validity rule)', () => {
    expect(rowCommentSchema.parse('')).toBe('');
    expect(VALUE_REQUIRED).toBe('Value is required');
  });

  it('refuses blocked characters', () => {
    expect(messagesOf(rowCommentSchema.safeParse('mail me @ work'))).toEqual([
      `Comment cannot contain any of < > " ' { } ; @`,
    ]);
  });
});

describe('phoneDigits', () => {
  it('reduces phone-like input to its digits', () => {
    expect(phoneDigits('+46 (0)70-123 45 67')).toBe('460701234567');
    expect(phoneDigits('070.123\t45')).toBe('07012345');
    expect(phoneDigits('none')).toBe('');
  });
});

describe('parseRowComment', () => {
  it('accepts and refuses what rowCommentSchema does, with the same stripped text', () => {
    const samples = [
      '',
      'Fläkt 3, plan 2',
      'a\tb\nc\u0085d',
      'no <b>markup</b>',
      "it's",
      'x'.repeat(98),
      'x'.repeat(99),
      `${'x'.repeat(98)}\u0007`,
      '😀'.repeat(98),
      '😀'.repeat(99),
    ];
    for (const text of samples) {
      const parsed = rowCommentSchema.safeParse(text);
      expect(parseRowComment(text)).toEqual(parsed.success ? { ok: true, text: parsed.data } : { ok: false });
    }
  });
});
