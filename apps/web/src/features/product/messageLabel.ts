/**
 * A name from a message map keyed by an API code (measurement, table type, gender). Codes come from
 * data, so one the translations do not know yet shows as it came rather than as a missing key.
 */
export function messageLabel(map: unknown, code: string): string {
  if (map === null || typeof map !== 'object') return code;
  const value: unknown = Object.getOwnPropertyDescriptor(map, code)?.value;
  return typeof value === 'string' && value !== '' ? value : code;
}
