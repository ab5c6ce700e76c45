import { describe, expect, it } from 'vitest';
import { toWinAnsi, widthOf } from './winAnsi';

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

describe('toWinAnsi', () => {
  it('keeps ASCII and Latin-1 as they are', () => {
    expect(latin1(toWinAnsi('Size 42 (EU)'))).toBe('Size 42 (EU)');
    expect([...toWinAnsi('Größe åäö ñ ç õ ø')]).toEqual([...Buffer.from('Größe åäö ñ ç õ ø', 'latin1')]);
  });

  it('writes the characters of 0x80-0x9F at their code-page bytes', () => {
    expect([...toWinAnsi('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')]).toEqual([
      0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94,
      0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f,
    ]);
  });

  it('maps Polish, Czech and Latvian letters outside the encoding to their closest Latin-1 form', () => {
    expect(latin1(toWinAnsi('Jak mierzyć: zmierz obwód klatki piersiowej, łokieć, Żółw, Ąę Śź Ń'))).toBe(
      'Jak mierzyc: zmierz obwód klatki piersiowej, lokiec, Zólw, Ae Sz N',
    );
    expect(latin1(toWinAnsi('Jak měřit: změřte obvod hrudníku, ů ť ď ň Č Ř'))).toBe(
      'Jak merit: zmerte obvod hrudníku, u t d n C R',
    );
    // š and ž are in the encoding (0x9A, 0x9E) and stay.
    expect([...toWinAnsi('š ž')]).toEqual([0x9a, 0x20, 0x9e]);
    expect(latin1(toWinAnsi('Kā mērīt: ģ ķ ļ ņ ū'))).toBe('Ka merit: g k l n u');
  });

  it('decomposed input gives the same bytes as composed input', () => {
    expect(toWinAnsi('me\u030Cr\u030Cit Gro\u0308ße')).toEqual(toWinAnsi('měřit Größe'));
  });

  it('turns special spaces and hyphens into plain ones, drops invisible characters, and marks the rest', () => {
    expect([...toWinAnsi('1\u202F234\u00A05')]).toEqual([0x31, 0xa0, 0x32, 0x33, 0x34, 0xa0, 0x35]);
    expect(latin1(toWinAnsi('a\tb\nc\u2009d'))).toBe('a b c d');
    expect(latin1(toWinAnsi('x\u2011y \u22125'))).toBe('x-y -5');
    expect(latin1(toWinAnsi('a\u200Bb\u0007c'))).toBe('abc');
    expect(latin1(toWinAnsi('尺寸 😀'))).toBe('?? ?');
  });
});

describe('widthOf', () => {
  it('adds the AFM widths of the glyphs at the font size', () => {
    expect(widthOf(toWinAnsi('A'), 'Helvetica', 1000)).toBe(667);
    expect(widthOf(toWinAnsi('Aa i'), 'Helvetica', 10)).toBeCloseTo(6.67 + 5.56 + 2.78 + 2.22);
    expect(widthOf(toWinAnsi('Aa i'), 'Helvetica-Bold', 10)).toBeCloseTo(7.22 + 5.56 + 2.78 + 2.78);
    expect(widthOf(toWinAnsi('€'), 'Helvetica', 1000)).toBe(556);
    expect(widthOf(toWinAnsi('ÿ'), 'Helvetica-Bold', 1000)).toBe(556);
  });
});
