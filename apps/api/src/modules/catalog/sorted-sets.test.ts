import { describe, expect, it } from "vitest";
import { bitsetOf, filterByBits, intersect, minus, sliceInOrder, union, walkPage } from "./sorted-sets.ts";

/** A shuffled order of `size` documents, the same every run. */
function shuffled(size: number): Int32Array {
  const order = Int32Array.from({ length: size }, (_, i) => i);
  let seed = 7;
  for (let i = size - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The page as the definition says: the walk's documents that are in `docs`, from `offset`, `limit` of them. */
function expected(docs: Int32Array, walk: Int32Array, direction: 1 | -1, limit: number, offset: number): number[] {
  const set = new Set(docs);
  const inOrder = [...(direction === 1 ? walk : [...walk].reverse())].filter((doc) => set.has(doc));
  return inOrder.slice(offset, offset + limit);
}

describe("walkPage", () => {
  const size = 10_000;
  const walk = shuffled(size);
  // Dense (half the documents), sparse (one in fifty), and dense but all at the far end of the walk,
  // where the binary search gives way to marking.
  const sets = {
    dense: Int32Array.from({ length: size / 2 }, (_, i) => i * 2),
    sparse: Int32Array.from({ length: size / 50 }, (_, i) => i * 50),
    farEnd: Int32Array.from(walk.slice(size - 3_000)).sort(),
  };

  for (const [name, docs] of Object.entries(sets)) {
    it(`pages ${name} matches as filtering the whole walk would, either way, at any offset`, () => {
      for (const direction of [1, -1] as const) {
        for (const offset of [0, 12, 2_990, docs.length]) {
          expect(walkPage(docs, walk, direction, 12, offset, 500), `${direction} from ${offset}`).toEqual(
            expected(docs, walk, direction, 12, offset),
          );
        }
      }
    });
  }
});

describe("sorted sets", () => {
  const a = Int32Array.from([1, 3, 5, 7, 9]);
  const b = Int32Array.from([3, 4, 5, 10]);
  it("intersect, unite and subtract ascending sets, staying ascending", () => {
    expect([...intersect(a, b)]).toEqual([3, 5]);
    expect([...union(a, b)]).toEqual([1, 3, 4, 5, 7, 9, 10]);
    expect([...minus(a, b)]).toEqual([1, 7, 9]);
    expect([...minus(b, a)]).toEqual([4, 10]);
  });
});

describe("sliceInOrder", () => {
  // Items with few distinct keys, the tie broken by a second key, as ranks then newest place.
  const n = 1_000;
  const order = shuffled(n);
  const rank = (item: number) => (item * 7) % 13;
  const before = (a: number, b: number) =>
    rank(a) === rank(b) ? (order[a] as number) < (order[b] as number) : rank(a) > rank(b);
  const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => (before(a, b) ? -1 : 1));

  it("gives what sorting everything and slicing gives, for first pages, deep pages and past the end", () => {
    for (const [from, count] of [
      [0, 12],
      [12, 12],
      [0, 1],
      [240, 12],
      [600, 12],
      [995, 12],
      [n, 12],
    ] as const) {
      expect(sliceInOrder(n, from, count, before), `${from}+${count}`).toEqual(sorted.slice(from, from + count));
    }
  });
});

describe("filterByBits", () => {
  it("keeps what a bitset holds, or what it does not, as intersect and minus do", () => {
    const size = 1_000;
    const evens = Int32Array.from({ length: size / 2 }, (_, i) => i * 2);
    const threes = Int32Array.from({ length: Math.ceil(size / 3) }, (_, i) => i * 3);
    const bits = bitsetOf(evens, size);
    expect(filterByBits(threes, bits, true)).toEqual(intersect(threes, evens));
    expect(filterByBits(threes, bits, false)).toEqual(minus(threes, evens));
    // The last word's high bits, and a bitset's edges.
    const edges = Int32Array.from([0, 31, 32, 999]);
    expect([
      ...filterByBits(
        Int32Array.from({ length: size }, (_, i) => i),
        bitsetOf(edges, size),
        true,
      ),
    ]).toEqual([...edges]);
  });
});
