import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  multilineText,
  partNoText,
  safeText,
} from './safeText';

describe('safeText', () => {
  it('keeps text in every language', () => {
    for (const text of ['Mężczyźni', 'příliš žluťoučký', 'ģērbšanās', 'Õhuke jope', 'Strømpe', '']) {
      expect(safeText().parse(text)).toBe(text);
    }
  });

  it('refuses NUL, every other C0 control and DEL, naming the rule', () => {
    for (const code of [0, 1, 8, 9, 10, 13, 27, 31, 127]) {
      const result = safeText().safeParse(`a${String.fromCharCode(code)}b`);
      expect(result.success, `U+${code.toString(16)}`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('still takes length checks after it', () => {
    expect(safeText().min(2).safeParse('a').success).toBe(false);
    expect(safeText().max(3).parse('abc')).toBe('abc');
  });

  it('lets multi-line text keep tabs and line breaks, nothing else', () => {
    expect(multilineText().parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(multilineText().safeParse('one\u0000two').success).toBe(false);
    expect(multilineText().safeParse('bell\u0007').success).toBe(false);
    expect(hasControlCharacter('line\nbreak')).toBe(true);
    expect(hasControlCharacter('line\nbreak', true)).toBe(false);
  });

  it('takes only letters and digits in part numbers', () => {
    expect(partNoText().parse('AB12CD34EF56')).toBe('AB12CD34EF56');
    for (const bad of ['AB12"CD3', 'AB12\\CD3', 'AB12,CD3', "AB12'CD3"]) {
      expect(partNoText().safeParse(bad).success, bad).toBe(false);
    }
  });
});
