/** Markup that is already safe: produced by `html`, never by concatenating strings. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Interpolated = string | number | SafeHtml | readonly SafeHtml[];

/**
 * Template literal for e-mail markup: every interpolated string or number is escaped, so a customer's
 * name such as `<b>Ann</b>` shows as typed. Only SafeHtml (the output of another `html`) passes as is.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map(String).join('')
      : value instanceof SafeHtml
        ? value.value
        : escapeHtml(String(value));
    out += part + strings[i + 1]!;
  });
  return new SafeHtml(out);
}
