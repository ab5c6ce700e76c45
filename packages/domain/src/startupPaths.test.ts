import { describe, expect, it } from 'vitest';
import { SKIP_STARTUP_PATHS, STARTUP_ERROR_PATH, skipsStartupData, startupErrorPath } from './startupPaths';

describe('start-up data', () => {
  it('is skipped on the specification’s four paths', () => {
    expect(SKIP_STARTUP_PATHS).toEqual(['/', '/error', '/404', '/sitemap.xml']);
    for (const path of SKIP_STARTUP_PATHS) expect(skipsStartupData(path)).toBe(true);
    expect(skipsStartupData('')).toBe(true);
    expect(skipsStartupData('/error/')).toBe(true);
    expect(skipsStartupData('/error?code=100')).toBe(true);
  });

  it('is loaded everywhere else', () => {
    expect(skipsStartupData('/sv')).toBe(false);
    expect(skipsStartupData('/en/error')).toBe(false);
    expect(skipsStartupData('/errors')).toBe(false);
    expect(skipsStartupData('/sitemap.xml.gz')).toBe(false);
  });

  it('fails to /error?code=100', () => {
    expect(startupErrorPath()).toBe('/error?code=100');
    expect(STARTUP_ERROR_PATH).toBe('/error?code=100');
    expect(skipsStartupData(startupErrorPath())).toBe(true);
  });
});
