export interface RequestAbort {
  signal: AbortSignal;
  /** True when the abort came from the timeout, so it can be reported as a TimeoutError. */
  timedOut(): boolean;
  dispose(): void;
}

/**
 * Combines the per-call timeout with the caller's signal by hand rather than with
 * `AbortSignal.any`/`AbortSignal.timeout`: those cannot tell which one fired, and `any` is missing
 * from browsers older than 2024. A `timeoutMs` of 0 (or not finite) means no timeout.
 */
export function createRequestAbort(timeoutMs: number, callerSignal: AbortSignal | undefined): RequestAbort {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);

  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
        }, timeoutMs)
      : undefined;

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
