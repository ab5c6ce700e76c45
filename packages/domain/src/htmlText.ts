const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Editorial text (a size guide's "how to measure") may hold HTML. Shops show it as text, never as
 * markup: this keeps only the words, breaks paragraphs at block ends and <br>, and decodes entities.
 * The storefront's dialog and the API's PDF both use it, so they show the same paragraphs.
 */
export function htmlTextParagraphs(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .replace(/<\s*\/?\s*(br|p|li|h\d|div|ul|ol|tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const code = Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
