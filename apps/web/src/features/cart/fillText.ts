/**
 * Fills {name} placeholders of a message the server handed over raw (t.raw): a client island cannot
 * run the message format, and the cart's messages use plain placeholders only.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
