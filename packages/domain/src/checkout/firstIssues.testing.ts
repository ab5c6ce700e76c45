import type { z } from 'zod';
import type { FieldIssue } from './checkoutFieldRules';

/** Each path's first message: what a form shows beside a field (for tests comparing rules with schemas). */
export function firstByPath(issues: readonly FieldIssue[]): Record<string, string> {
  const first: Record<string, string> = {};
  for (const { path, message } of issues) first[path] ??= message;
  return first;
}

/** The same of a zod schema's answer to a value. */
export const zodFirstByPath = (schema: z.ZodType, value: unknown) =>
  firstByPath(
    (schema.safeParse(value).error?.issues ?? []).map((i) => ({
      path: i.path.join('.'),
      message: i.message,
    })),
  );
