import { STARTUP_ERROR_CODE } from './constants';

/** Pages that must render even when the start-up calls fail, or the error page would loop. */
export const SKIP_STARTUP_PATHS: readonly string[] = ['/', '/error', '/404', '/sitemap.xml'];

export function skipsStartupData(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SKIP_STARTUP_PATHS.includes(normalised === '' ? '/' : normalised);
}

/** Where a failure to load the start-up data leads. */
export const STARTUP_ERROR_PATH = `/error?code=${STARTUP_ERROR_CODE}`;

export function startupErrorPath(): string {
  return STARTUP_ERROR_PATH;
}
