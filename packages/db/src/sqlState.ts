/**
 * The SQLSTATE of a database error, whichever driver raised it and however often it was wrapped
 * (Drizzle wraps driver errors in DrizzleQueryError, with the original as `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs the code here reacts to; https://www.postgresql.org/docs/current/errcodes-appendix.html */
export const SQL_STATE = {
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
  foreignKeyViolation: '23503',
} as const;
