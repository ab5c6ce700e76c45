// Client-only helpers: document.cookie is the one store the preference cookies share with the
// server render (the Cookie Store API is not in every browser the shop serves).

/** A cookie's value as page script sees it, decoded; undefined when it is not set. */
export function readDocumentCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** Writes one cookie line (cookieLine from the domain's cookie table). */
export function writeDocumentCookie(line: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: first-party preference cookies read by the server render.
  document.cookie = line;
}
