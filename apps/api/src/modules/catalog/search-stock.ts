import { sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import type { FacetCategory } from "./search-facets.ts";

/**
 * The sizes each document of the search index offers and has in stock, as bitsets over the sizes
 * the catalogue uses (`words` 32-bit words per document). Stock is not part of the search epoch
 * (it changes with every order), so these bits follow a stock epoch of their own: a deferred trigger
 * on variant_sizes logs the colourways whose sizes were added, removed or renamed or whose stock
 * crossed zero, under an epoch raised once per transaction in commit order (migration 0039). A
 * search that filters by size or stock, or counts facets, first reads what changed since the bits'
 * epoch and re-reads just those colourways (refreshStock): it sees every stock change committed
 * before it, and most orders (a piece from a size with more left) log nothing.
 */
export class SizeStock {
  readonly words: number;
  readonly offered: Uint32Array;
  readonly inStock: Uint32Array;
  /**
   * Each document's offered and in-stock sizes as the number of that set in `sets`: a catalogue has
   * few distinct sets (a garment's sizes, some sold out), so facets count sets and open each once.
   */
  readonly offeredSet: Int32Array;
  readonly inStockSet: Int32Array;
  /** Every set of sizes seen, `words` words each, numbered in the order seen. */
  readonly sets: Uint32Array[] = [];
  private readonly setNumbers = new Map<string, number>();
  private readonly placeOf: Map<string, number>;

  constructor(
    /** Every size name the catalogue uses, a bit each. */
    readonly names: readonly string[],
    documents: number,
    /** The stock epoch the bits stand for. */
    public epoch: number,
  ) {
    this.words = Math.max(1, Math.ceil(names.length / 32));
    this.offered = new Uint32Array(documents * this.words);
    this.inStock = new Uint32Array(documents * this.words);
    this.offeredSet = new Int32Array(documents);
    this.inStockSet = new Int32Array(documents);
    this.placeOf = new Map(names.map((name, place) => [name, place]));
  }

  /** Sets a document's sizes; false when one is a size the bitsets have no place for. */
  set(doc: number, sizes: readonly [name: string, inStock: boolean][]): boolean {
    const first = doc * this.words;
    this.offered.fill(0, first, first + this.words);
    this.inStock.fill(0, first, first + this.words);
    for (const [name, held] of sizes) {
      const place = this.placeOf.get(name);
      if (place === undefined) return false;
      const word = first + (place >>> 5);
      const bit = 1 << (place & 31);
      this.offered[word] = (this.offered[word] as number) | bit;
      if (held) this.inStock[word] = (this.inStock[word] as number) | bit;
    }
    this.offeredSet[doc] = this.setNumber(this.offered.subarray(first, first + this.words));
    this.inStockSet[doc] = this.setNumber(this.inStock.subarray(first, first + this.words));
    return true;
  }

  private setNumber(words: Uint32Array): number {
    const key = words.join(",");
    let number = this.setNumbers.get(key);
    if (number === undefined) {
      number = this.sets.length;
      this.sets.push(words.slice());
      this.setNumbers.set(key, number);
    }
    return number;
  }

  /** The bits of these names (unknown names have none): what a size filter looks for. */
  maskOf(names: readonly string[]): Uint32Array {
    const mask = new Uint32Array(this.words);
    for (const name of names) {
      const place = this.placeOf.get(name);
      if (place !== undefined) mask[place >>> 5] = (mask[place >>> 5] as number) | (1 << (place & 31));
    }
    return mask;
  }
}

/**
 * Stock epochs whose changes are kept: migration 0039's trigger deletes older ones. An index further
 * behind than this is built anew.
 */
const STOCK_CHANGES_KEPT = 1_000;

/**
 * Colourways re-read at most: more (a stock import) is cheaper read with the whole index. The limit
 * also has PostgreSQL read the log through its (epoch, variant_id) key, whatever its statistics say:
 * a log of 100,000 rows never analysed was scanned whole (21 ms) for the usual answer, nothing.
 */
const STOCK_CHANGES_READ = 5_000;

/**
 * Brings `stock` up to the committed stock epoch: the colourways changed since its epoch, with their
 * sizes now, in one statement (one snapshot), and, when asked, the categories in menu order read in
 * the same round trip. "rebuild" when the bits cannot follow (too far behind, or a new size name).
 */
export async function refreshStock(
  db: Database,
  stock: SizeStock,
  docOf: (id: string) => number,
  withMenu: boolean,
): Promise<{ menu: FacetCategory[] } | "rebuild"> {
  const since = stock.epoch;
  const [row] = await db
    .select({
      json: sql<string>`json_build_object(
        'epoch', (select n from stock_epoch),
        'logged', (select count(*) from (select 1 from stock_changes where epoch > ${since}
          order by epoch limit ${STOCK_CHANGES_READ + 1}) logged),
        'changed', (select coalesce(json_agg(json_build_array(c.variant_id, (select coalesce(json_agg(json_build_array(s.size_name,
            s.quantity > 0)), '[]') from variant_sizes s where s.variant_id = c.variant_id))), '[]')
          from (select distinct variant_id from (select variant_id from stock_changes where epoch > ${since}
            order by epoch limit ${STOCK_CHANGES_READ + 1}) logged) c),
        'menu', ${withMenu ? sql`(select coalesce(json_agg(json_build_object('id', id, 'slug', slug, 'name', name) order by sort_order, name), '[]') from categories)` : sql`'[]'::json`}
      )::text`,
    })
    .from(sql`(select 1) as one`);
  const found = JSON.parse(row?.json ?? "{}") as {
    epoch: number;
    logged: number;
    changed: [id: string, sizes: [string, boolean][]][];
    menu: FacetCategory[];
  };
  const epoch = Number(found.epoch);
  // The limit counts log rows, and a colourway changed in many transactions fills many: a read cut
  // short has not seen every change up to `epoch`, so the bits must not claim it.
  if (epoch - since > STOCK_CHANGES_KEPT || Number(found.logged) > STOCK_CHANGES_READ) return "rebuild";
  // A slower refresh that read an older epoch than one already applied has nothing newer to add.
  if (epoch > stock.epoch) {
    for (const [id, sizes] of found.changed) {
      const doc = docOf(id);
      // Colourways not in the index (added or removed since it was built) change the search epoch too.
      if (doc >= 0 && !stock.set(doc, sizes)) return "rebuild";
    }
    stock.epoch = epoch;
  }
  return { menu: found.menu };
}
