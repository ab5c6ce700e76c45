import { describe, expect, it } from 'vitest';
import { isResult, ok, type Result, refuse } from './result';

describe('Result', () => {
  it('narrows on ok to the value or the refusal', () => {
    const outcomes: Result<number, string>[] = [ok(3), refuse('no')];
    expect(outcomes.map((r) => (r.ok ? r.value * 2 : r.refusal.toUpperCase()))).toEqual([6, 'NO']);
  });

  it('tells a Result from a plain body, even one with an ok field', () => {
    expect(isResult(ok(null))).toBe(true);
    expect(isResult(refuse({ code: 'x' }))).toBe(true);
    expect(isResult({ ok: true })).toBe(false);
    expect(isResult({ status: 'ok' })).toBe(false);
    expect(isResult(null)).toBe(false);
    expect(isResult([1])).toBe(false);
  });
});
