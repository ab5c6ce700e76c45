import { ResponseParseError } from './httpErrors';

export type ResponseBodyKind = 'json' | 'text' | 'blob';

/**
 * Chooses how to read a body from its Content-Type (spec: "parsed by content type: JSON, blob, text,
 * xml"). XML is returned as a string like any text: Node has no DOMParser, and a caller that needs a
 * document can parse the string itself. Anything not JSON or text (PDF, Excel, images, octet-stream,
 * or no Content-Type at all) is a Blob.
 */
export function bodyKindOf(contentType: string | null): ResponseBodyKind {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) return 'json';
  if (mediaType.startsWith('text/') || mediaType === 'application/xml' || mediaType.endsWith('+xml')) {
    return 'text';
  }
  return 'blob';
}

/**
 * Reads a response body; an empty body (204, 205, 304, HEAD, or zero bytes) is `undefined`.
 * For error responses (`lenient`), invalid JSON falls back to the raw text so the HttpError still
 * carries what the server said instead of hiding it behind a parse error.
 */
export async function readResponseBody(
  response: Response,
  options: { method: string; lenient: boolean },
): Promise<unknown> {
  if (options.method === 'HEAD' || [204, 205, 304].includes(response.status)) {
    await response.body?.cancel();
    return undefined;
  }
  const kind = bodyKindOf(response.headers.get('content-type'));
  if (kind === 'blob') {
    const blob = await response.blob();
    return blob.size === 0 ? undefined : blob;
  }
  const text = await response.text();
  if (text === '') return undefined;
  if (kind === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (options.lenient) return text;
    throw new ResponseParseError({ status: response.status, rawBody: text, cause });
  }
}
