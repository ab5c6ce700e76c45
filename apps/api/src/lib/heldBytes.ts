/**
 * Bytes a structure of typed arrays, arrays, maps, sets, plain objects and strings holds, counting
 * each ArrayBuffer once (views sharing a buffer are one allocation). Strings count 2 bytes a
 * character, numbers and booleans 8, and object headers nothing: a measure of the data the listing
 * index and the price views keep, for the benchmark report, not of V8's heap (process.memoryUsage()).
 * Hand-written: the npm size estimators walk plain objects but count a typed array by its
 * enumerable elements, which is both slow on millions of rows and wrong on shared buffers.
 */
export function heldBytes(root: unknown): number {
  const seen = new Set<unknown>();
  let total = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') total += value.length * 2;
    else if (typeof value === 'number' || typeof value === 'boolean') total += 8;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      if (!seen.has(value.buffer)) {
        seen.add(value.buffer);
        total += value.buffer.byteLength;
      }
    } else if (value instanceof Map) {
      for (const [k, v] of value) stack.push(k, v);
    } else if (value instanceof Set || Array.isArray(value)) {
      for (const v of value) stack.push(v);
    } else {
      for (const v of Object.values(value)) stack.push(v);
    }
  }
  return total;
}
