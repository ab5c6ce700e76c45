/**
 * Row edits wait ROW_SAVE_DEBOUNCE_MS (spec: 400 ms) after the last change before they are saved, per
 * row and field, so a shopper clicking + five times sends one save with the final quantity. The timer
 * functions are passed in so tests drive the clock.
 */
export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type RowSaveScheduler = {
  /** (Re)starts the wait for `key`; only the last `save` given within the wait runs. */
  schedule(key: string, save: () => void): void;
  /** Runs every waiting save now (before leaving the page, or before an unrelated change). */
  flush(): void;
  /** Drops the waiting save of `key` (its row was removed). */
  cancel(key: string): void;
  pending(): number;
  /** Whether a save of `key` is waiting. */
  has(key: string): boolean;
};

export function createRowSaveScheduler(delayMs: number, timers: Timers): RowSaveScheduler {
  const waiting = new Map<string, { handle: unknown; save: () => void }>();
  const run = (key: string) => {
    const entry = waiting.get(key);
    if (!entry) return;
    waiting.delete(key);
    entry.save();
  };
  return {
    schedule(key, save) {
      const previous = waiting.get(key);
      if (previous) timers.clearTimeout(previous.handle);
      waiting.set(key, { handle: timers.setTimeout(() => run(key), delayMs), save });
    },
    flush() {
      for (const [key, entry] of [...waiting]) {
        timers.clearTimeout(entry.handle);
        run(key);
      }
    },
    cancel(key) {
      const entry = waiting.get(key);
      if (!entry) return;
      timers.clearTimeout(entry.handle);
      waiting.delete(key);
    },
    pending: () => waiting.size,
    has: (key) => waiting.has(key),
  };
}
