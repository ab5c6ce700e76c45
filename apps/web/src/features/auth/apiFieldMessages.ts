import { HttpError } from '@workwear/client';

/** The field messages of an API 400 ({ details: { fields } }), the first per field (the domain's English). */
export function apiFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const details = (error.body as { details?: { fields?: unknown } } | undefined)?.details?.fields;
  const fields = Array.isArray(details) ? (details as { field?: unknown; message?: unknown }[]) : [];
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (typeof f.field === 'string' && typeof f.message === 'string' && !(f.field in out))
      out[f.field] = f.message;
  }
  return out;
}
