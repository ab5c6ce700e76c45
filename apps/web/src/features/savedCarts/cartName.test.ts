import { describe, expect, it } from 'vitest';
import { parseCartName } from './cartName';

describe('parseCartName', () => {
  it('trims the name and strips control characters', () => {
    expect(parseCartName('  Site 4\u0007 spring  ')).toEqual({ ok: true, name: 'Site 4 spring' });
  });

  it('asks for a name when nothing is left', () => {
    expect(parseCartName('   ')).toEqual({ ok: false, problem: 'nameRequired' });
    expect(parseCartName('\u0001')).toEqual({ ok: false, problem: 'nameRequired' });
  });

  it('refuses the blocked characters and names over 100 characters', () => {
    for (const c of ['<', '>', '"', "'", '{', '}', ';', '@']) {
      expect(parseCartName(`Cart ${c}`)).toEqual({ ok: false, problem: 'nameInvalid' });
    }
    expect(parseCartName('x'.repeat(100))).toEqual({ ok: true, name: 'x'.repeat(100) });
    expect(parseCartName('x'.repeat(101))).toEqual({ ok: false, problem: 'nameInvalid' });
  });
});
