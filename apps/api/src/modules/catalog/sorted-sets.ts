/** Sets of document numbers as ascending Int32Arrays, for the search index (search-index.ts). */

/** The first place in `sorted` (or in its places `low` to `high`) whose value is not before `value` (strings, or numbers). */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T, low = 0, high = sorted.length): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as T) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** What `a` and `b` both hold. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** What `a` or `b` holds. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = Math.min(x, y);
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.subarray(0, n);
}

/** `a` without `b`. */
export function minus(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    const x = a[i] as number;
    while (j < b.length && (b[j] as number) < x) j++;
    if (j < b.length && b[j] === x) continue;
    out[n++] = x;
  }
  return out.subarray(0, n);
}

/** The documents of `docs` as a bitset over `size` documents: bit d % 32 of word d / 32. */
export function bitsetOf(docs: Int32Array, size: number): Uint32Array {
  const bits = new Uint32Array(Math.ceil(size / 32));
  for (const doc of docs) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  return bits;
}

/** Whether `bits` holds `doc`. */
function hasBit(bits: Uint32Array, doc: number): boolean {
  return (((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) === 1;
}

/** The documents of `docs` that are in `bits` (`keep`), or that are not; still ascending. */
export function filterByBits(docs: Int32Array, bits: Uint32Array, keep: boolean): Int32Array {
  const out = new Int32Array(docs.length);
  let n = 0;
  for (const doc of docs) if (hasBit(bits, doc) === keep) out[n++] = doc;
  return out.subarray(0, n);
}

/**
 * One page of `docs` in the order `walk` gives (backwards with `direction` -1), found by walking it
 * and keeping the documents in `docs`. When they are a good part of the catalog the page fills within
 * a few steps, and a binary search per step costs less than marking every one of them; should the walk
 * go on past `binarySearchSteps` (matches gathered at its far end), they are marked after all.
 */
export function walkPage(
  docs: Int32Array,
  walk: Int32Array,
  direction: 1 | -1,
  limit: number,
  offset: number,
  binarySearchSteps = 2_000,
): number[] {
  const dense = docs.length * 8 > walk.length;
  let holds = dense ? (doc: number) => docs[lowerBound(docs, doc)] === doc : marked(docs, walk.length);
  const page: number[] = [];
  let skipped = 0;
  let steps = 0;
  for (let i = direction === 1 ? 0 : walk.length - 1; i >= 0 && i < walk.length && page.length < limit; i += direction) {
    if (dense && ++steps === binarySearchSteps) holds = marked(docs, walk.length);
    const doc = walk[i] as number;
    if (!holds(doc)) continue;
    if (skipped < offset) skipped++;
    else page.push(doc);
  }
  return page;
}

function marked(docs: Int32Array, size: number): (doc: number) => boolean {
  const bits = bitsetOf(docs, size);
  return (doc) => hasBit(bits, doc);
}

/**
 * Items `from` to `from + count` of 0…n-1 in the order `before` gives (strict: no two items tie), as
 * sorting all n and slicing would give. A first page keeps only the best `from + count` while
 * reading the items once, so ranking a search's 1,200 matches does not sort them all.
 */
export function sliceInOrder(n: number, from: number, count: number, before: (a: number, b: number) => boolean): number[] {
  const wanted = Math.min(from + count, n);
  if (wanted * 4 > n) {
    return Array.from({ length: n }, (_, i) => i)
      .sort((a, b) => (a === b ? 0 : before(a, b) ? -1 : 1))
      .slice(from, wanted);
  }
  // The best so far, in order; an item goes in only when it comes before the last kept.
  const best: number[] = [];
  for (let item = 0; item < n; item++) {
    if (best.length === wanted && !before(item, best[wanted - 1] as number)) continue;
    let place = best.length;
    while (place > 0 && before(item, best[place - 1] as number)) place--;
    best.splice(place, 0, item);
    if (best.length > wanted) best.pop();
  }
  return best.slice(from);
}
