import type { z } from 'zod';

/** A plain-text refusal of a form post, e.g. 400 naming the field. */
export function formRefusal(message: string, status = 400): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The fields of a posted form, parsed with `schema`; or the refusal to answer with: 415 when the body
 * is not a form (request.formData() throws on any other content type), 400 naming the first bad field.
 */
export async function readForm<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; refusal: Response }> {
  let fields: Record<string, FormDataEntryValue>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    return { ok: false, refusal: formRefusal('Expected a form (application/x-www-form-urlencoded)', 415) };
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'form';
  return { ok: false, refusal: formRefusal(`Invalid ${field}: ${issue?.message ?? 'not accepted'}`) };
}
