/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h, Bentley and McIlroy's): insertion sort under
 * seven elements, a presorted check, then median-of-three partitioning. It is not stable, and
 * ts_rank keeps the first of equal operands after it (tsrank.c SortAndUniqItems), so which of
 * `jack:*` and `jack` ranks a product depends on this exact order: ported as it is, in place.
 */
export function pgQsort<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  const cmp = (i: number, j: number) => compare(items[i]!, items[j]!);
  const swap = (i: number, j: number) => {
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  };
  const swapN = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const med3 = (a: number, b: number, c: number) =>
    cmp(a, b) < 0 ? (cmp(b, c) < 0 ? b : cmp(a, c) < 0 ? c : a) : cmp(b, c) > 0 ? b : cmp(a, c) < 0 ? a : c;

  const sort = (start: number, count: number): void => {
    let a = start;
    let n = count;
    for (;;) {
      if (n < 7) {
        for (let pm = a + 1; pm < a + n; pm++)
          for (let pl = pm; pl > a && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
        return;
      }
      let presorted = true;
      for (let pm = a + 1; pm < a + n; pm++) {
        if (cmp(pm - 1, pm) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;
      let pm = a + (n >> 1);
      if (n > 7) {
        let pl = a;
        let pn = a + n - 1;
        if (n > 40) {
          const d = n >> 3;
          pl = med3(pl, pl + d, pl + 2 * d);
          pm = med3(pm - d, pm, pm + d);
          pn = med3(pn - 2 * d, pn - d, pn);
        }
        pm = med3(pl, pm, pn);
      }
      swap(a, pm);
      let pa = a + 1;
      let pb = pa;
      let pc = a + n - 1;
      let pd = pc;
      for (;;) {
        while (pb <= pc) {
          const r = cmp(pb, a);
          if (r > 0) break;
          if (r === 0) swap(pa++, pb);
          pb++;
        }
        while (pb <= pc) {
          const r = cmp(pc, a);
          if (r < 0) break;
          if (r === 0) swap(pc, pd--);
          pc--;
        }
        if (pb > pc) break;
        swap(pb++, pc--);
      }
      const pn = a + n;
      let d1 = Math.min(pa - a, pb - pa);
      swapN(a, pb - d1, d1);
      d1 = Math.min(pd - pc, pn - pd - 1);
      swapN(pb, pn - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(a, d1);
        if (d2 <= 1) return;
        a = pn - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(pn - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, items.length);
  return items;
}
