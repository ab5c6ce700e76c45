type RawBody = NonNullable<RequestInit['body']>;

/** What a call may send: a body fetch understands as is, or any other object/array to JSON-encode. */
export type RequestBody = RawBody | object;

/**
 * Objects and arrays are JSON-encoded (with a JSON Content-Type unless the caller set one); strings,
 * Blobs, binary buffers, FormData and URLSearchParams go to fetch untouched so uploads (price list
 * import, images) keep their own encoding and fetch sets the multipart boundary itself.
 */
export function encodeRequestBody(
  body: RequestBody | undefined,
  headers: Headers,
): RequestInit['body'] | undefined {
  if (body === undefined) return undefined;
  if (isRawBody(body)) return body;
  if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isRawBody(body: RequestBody): body is RawBody {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof FormData ||
    body instanceof URLSearchParams
  );
}
