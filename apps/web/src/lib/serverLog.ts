/** Server-side log lines as JSON, like the API's, so one log pipeline reads both. */
export function logError(message: string, error?: unknown): void {
  const detail = error instanceof Error ? { name: error.name, error: error.message } : { error };
  console.error(JSON.stringify({ level: 50, time: Date.now(), service: 'web', msg: message, ...detail }));
}
