import { describe, expect, it } from 'vitest';
import { backoffMs, isTransientConflict, withRetry } from './retry';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
// What Drizzle throws: its own error, with the driver's as the cause.
const wrapped = (code: string) => Object.assign(new Error('Failed query: ...'), { cause: pgError(code) });

describe('withRetry', () => {
  it('runs work again after a serialization failure or a deadlock, also when wrapped', async () => {
    const failures = [wrapped('40001'), pgError('40P01')];
    const retried: number[] = [];
    const result = await withRetry(
      async (attempt) => {
        const failure = failures.shift();
        if (failure) throw failure;
        return attempt;
      },
      { baseDelayMs: 1, onRetry: (_e, attempt) => retried.push(attempt) },
    );
    expect(result).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after the bounded number of attempts and throws the last failure', async () => {
    let calls = 0;
    const failure = pgError('40001');
    await expect(
      withRetry(
        async () => {
          calls++;
          throw failure;
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBe(failure);
    expect(calls).toBe(3);
  });

  it('never retries other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
    expect(isTransientConflict(new Error('no code'))).toBe(false);
  });

  it('backs off exponentially with jitter between half and one and a half of the step', () => {
    expect(backoffMs(10, 1, () => 0)).toBe(5);
    expect(backoffMs(10, 1, () => 0.999)).toBe(15);
    expect(backoffMs(10, 3, () => 0.5)).toBe(40);
  });
});
