import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, environmentSchema, isDevelopmentEnvironment } from './environments';

describe('environments', () => {
  it('lists the five environments', () => {
    expect(ENVIRONMENTS).toEqual(['local', 'development', 'uat', 'staging', 'production']);
    expect(environmentSchema.safeParse('prod').success).toBe(false);
  });

  it('treats only local and development as development environments', () => {
    expect(isDevelopmentEnvironment('local')).toBe(true);
    expect(isDevelopmentEnvironment('development')).toBe(true);
    expect(isDevelopmentEnvironment('uat')).toBe(false);
    expect(isDevelopmentEnvironment('staging')).toBe(false);
    expect(isDevelopmentEnvironment('production')).toBe(false);
  });
});
