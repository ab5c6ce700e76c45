/** ?image=n (1-based) as an index into the images, the first one when absent or out of range. */
export function imageIndexOf(value: string | readonly string[] | undefined, count: number): number {
  const n = Number(typeof value === 'string' ? value : value?.[0]);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}
