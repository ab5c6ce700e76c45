import { z } from 'zod';

export const ENVIRONMENTS = ['local', 'development', 'uat', 'staging', 'production'] as const;

export type Environment = (typeof ENVIRONMENTS)[number];

export const environmentSchema = z.enum(ENVIRONMENTS);

/** Local and development machines get every market's checkout and every experimental feature. */
export function isDevelopmentEnvironment(environment: Environment): boolean {
  return environment === 'local' || environment === 'development';
}
