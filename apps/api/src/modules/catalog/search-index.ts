import { COLOUR_GROUP_KEYS } from "@chhaap/contract/colour-groups";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { type FacetCategory, type FacetCounts, type FacetFilters, hasFacetFilters } from "./search-facets.ts";
import { type IndexData, loadIndexData } from "./search-index-data.ts";
import { MAX_CLOSE_NAMES, MIN_SIMILAR_TEXT, NameIndex, namesAnswerable } from "./search-names.ts";
import { refreshStock } from "./search-stock.ts";
import { bitsetOf, filterByBits, intersect, minus, sliceInOrder, union, walkPage } from "./sorted-sets.ts";
import { lexemeRange, type RankOperand, rankOperands, tsRank } from "./ts-rank.ts";
import { parseTsQueryText, type TsQuery } from "./tsquery-text.ts";
import { findIndexedPageJson, type VariantShape } from "./variant-json.ts";

/**
 * An in-process inverted index of the variants shoppers see: each lexeme of their search documents
 * with the variants that have it, their positions and weights for ranking, and the variants in price
 * and newest-first order. Matching, counting, ranking and paging it costs well under a millisecond,
 * where PostgreSQL spent 5–15 ms counting a broad search's matches through GIN and sorting or ranking
 * them (decision 0038).
 *
 * It is never stale: the statement that reads a page's cards also reads the database's search epoch
 * (search_epoch, raised by trigger with each committed change to what search reads of a variant),
 * and the page counts only if that is the epoch the index was built at. Otherwise the search goes to
 * PostgreSQL, as it does for what the index cannot read (phrases), while the index is built anew in
 * the background. So a search sees every change committed before it, by this process or another.
 */

/** What a search needs of the index: which text queries, in what order, which page, which facet filters. */
export interface IndexedSearch extends FacetFilters {
  /** The normalised text the queries stand for: the key its tsqueries are kept under. */
  text: string;
  /** The text as tsqueries, each tried when the one before matched nothing (none: list everything). */
  queries: SQL[];
  minPaise?: number;
  maxPaise?: number;
  /** Only documents of these categories (ids); undefined for every category. */
  categoryIds?: string[];
  sort?: 1 | -1;
  limit: number;
  offset: number;
  /** More matches than this are not counted (the total reads as this) and are listed newest first instead of by rank. */
  maxCounted: number;
  /** Count the facets of the matches too. */
  facets?: boolean;
}

/**
 * A page and the (capped) total, with the facet counts and the categories in menu order when asked
 * for; "no match" when no query matched anything and the names step is PostgreSQL's (a text beyond
 * printable ASCII, see search-names.ts); undefined when PostgreSQL must answer.
 */
export type IndexAnswer =
  | { ids: string[]; total: number; json: string; facets?: { counts: FacetCounts; menu: FacetCategory[] } }
  | "no match"
  | undefined;

/** A search answered from the index, with its cards in the shape asked for (see above for when it is not). */
export async function searchIndexed(db: Database, search: IndexedSearch, shape?: VariantShape): Promise<IndexAnswer> {
  const holder = holderOf(db);
  const index = await holder.currentOrFirst();
  if (!index) return undefined;
  const trees = await holder.parsed(search.text, search.queries);
  if (trees.some((tree) => tree === undefined)) return undefined;
  // Sizes and stock as committed now (search-stock.ts), with the menu the category facet is named in.
  let menu: FacetCategory[] = [];
  if (search.facets || search.sizes?.length || search.inStock) {
    const fresh = await refreshStock(db, index.data.stock, (id) => index.docOf(id), Boolean(search.facets));
    if (fresh === "rebuild") {
      holder.stale();
      return undefined;
    }
    menu = fresh.menu;
  }

  // As the SQL path (search-queries.ts): the first query with a match in the price range and categories is the
  // one answered (the facet filters then narrow its matches, which their counts are taken from).
  const filter = index.filterOf(search);
  const step = { ...filter, colours: 0, materials: undefined, sizes: undefined, inStock: false };
  let matches: Int32Array | undefined;
  let matched: TsQuery | undefined;
  let base: Int32Array | undefined;
  let named = false;
  if (trees.length === 0) base = index.all();
  for (const tree of trees) {
    // The empty query (stop words only) matches nothing.
    if (!tree) continue;
    const docs = index.evaluate(tree);
    const found = index.filtered(docs, step);
    if (found.length > 0) {
      matched = tree;
      base = docs;
      if (!hasFacetFilters(search)) matches = found;
      break;
    }
  }
  if (!base && trees.length > 0) {
    // Nothing matched: the names step (similarNames in search-queries.ts), here unless its text is not plain ASCII.
    if (!namesAnswerable(search.text)) return "no match";
    named = true;
    base = search.text.length < MIN_SIMILAR_TEXT ? new Int32Array(0) : index.closeNameDocs(search.text);
  }
  // Counting finds the matches on its way: the documents failing no filter.
  let counts: FacetCounts | undefined;
  if (base && search.facets) ({ counts, matches } = index.facetCounts(base, filter));
  else if (base && !matches) matches = index.filtered(base, filter);

  // As findPage: matches are counted one past the cap, and a page past that count is empty.
  const { limit, offset, maxCounted } = search;
  let ids: string[] = [];
  if (matches && Math.min(matches.length, maxCounted + 1) > offset) {
    if (search.sort) ids = index.page(matches, search.sort === 1 ? "cheapest" : "dearest", limit, offset);
    else if (named) ids = index.rankedByName(matches, limit, offset);
    else if (!matched || matches.length > maxCounted) ids = index.page(matches, "newest", limit, offset);
    else ids = index.ranked(matches, matched, limit, offset);
  }

  const found = await findIndexedPageJson(db, ids, shape);
  if (found.epoch !== index.epoch) {
    holder.stale();
    return undefined;
  }
  if (!matches) return "no match";
  const answer = { ids, total: Math.min(matches.length, maxCounted), json: found.json };
  return counts ? { ...answer, facets: { counts, menu } } : answer;
}

/**
 * Search suggestions' names from the index, with the search epoch they stand for: the caller reads
 * what it shows of them in a statement that reads the epoch too, and calls searchIndexBehind when it
 * has moved. Undefined when PostgreSQL must answer (text beyond printable ASCII, no index yet).
 */
export async function suggestedNamesIndexed(
  db: Database,
  text: string,
  limit: number,
): Promise<{ names: { name: string; productIds: string[] }[]; epoch: number } | undefined> {
  if (!namesAnswerable(text)) return undefined;
  const index = await holderOf(db).currentOrFirst();
  if (!index) return undefined;
  return { names: index.suggestedNames(text, limit), epoch: index.epoch };
}

/** The catalog moved on since the index was built (an answer read a later search epoch): PostgreSQL answers until it is built anew. */
export function searchIndexBehind(db: Database): void {
  holderOf(db).stale();
}

/** A search's filters in the index's terms (SearchIndex.filterOf). */
interface IndexFilter {
  min: number;
  max: number;
  /** By category place; undefined for every category. */
  categories: Uint8Array | undefined;
  /** Colour group bits; 0 for every colour. */
  colours: number;
  /** By material place; undefined for every material. */
  materials: Uint8Array | undefined;
  /** Size bits (SizeStock.maskOf); undefined for every size. */
  sizes: Uint32Array | undefined;
  inStock: boolean;
}

class SearchIndex {
  /** Every document, for a listing without text and for negations. */
  private readonly everything: Int32Array;

  /** The distinct names of the active products (newest first), and each name's products and each product's documents. */
  private readonly names: NameIndex;
  private readonly nameProducts: Int32Array[];
  private readonly productDocs: Int32Array[];
  /** Scratch by document: its rank in the names step (closeNameDocs), set for the documents it returns. */
  private readonly nameRank: Float64Array;

  /** Scratch for postingsOf, all 0 between uses: one byte per document, in whole 32-bit words. */
  private readonly marks: Uint8Array;

  /**
   * The lexemes in a good part of the catalog ("ajrakh" is in nine pieces of ten) as bitsets too: a
   * set meeting one of them looks its documents up instead of merging with 90,000 postings.
   */
  private readonly bits = new Map<number, Uint32Array>();

  constructor(readonly data: IndexData) {
    this.everything = Int32Array.from(data.ids.keys());
    const distinct = new Map<string, number[]>();
    data.productNames.forEach((name, product) => {
      const products = distinct.get(name);
      if (products) products.push(product);
      else distinct.set(name, [product]);
    });
    this.names = new NameIndex([...distinct.keys()]);
    this.nameProducts = [...distinct.values()].map((products) => Int32Array.from(products));
    const docs: number[][] = data.productNames.map(() => []);
    data.productOf.forEach((product, doc) => {
      docs[product]?.push(doc);
    });
    this.productDocs = docs.map((list) => Int32Array.from(list));
    this.nameRank = new Float64Array(data.ids.length);
    this.marks = new Uint8Array(Math.ceil(data.ids.length / 4) * 4);
    const { postingStart, postingDocs } = data;
    const dense = Math.max(DENSE_MIN_DOCUMENTS, data.ids.length / 32);
    for (let lexeme = 0; lexeme < data.lexemes.length; lexeme++) {
      const start = postingStart[lexeme] as number;
      const end = postingStart[lexeme + 1] as number;
      if (end - start >= dense) this.bits.set(lexeme, bitsetOf(postingDocs.subarray(start, end), data.ids.length));
    }
  }

  get epoch(): number {
    return this.data.epoch;
  }

  all(): Int32Array {
    return this.everything;
  }

  /** A document's number, by binary search of the ids (documents follow id order); -1 when not listed. */
  docOf(id: string): number {
    const { ids } = this.data;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = ids[middle] as string;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  filterOf(search: IndexedSearch): IndexFilter {
    const { data } = this;
    const places = (values: readonly string[] | undefined, all: readonly string[]) => {
      if (values === undefined) return undefined;
      const wanted = new Uint8Array(all.length);
      for (const value of values) {
        const place = all.indexOf(value);
        if (place >= 0) wanted[place] = 1;
      }
      return wanted;
    };
    let colours = 0;
    for (const key of search.colours ?? []) colours |= 1 << COLOUR_GROUP_KEYS.indexOf(key);
    return {
      min: search.minPaise ?? 0,
      max: search.maxPaise ?? Number.MAX_SAFE_INTEGER,
      categories: places(search.categoryIds, data.categoryIds),
      colours,
      materials: search.materials?.length ? places(search.materials, data.materials) : undefined,
      sizes: search.sizes?.length ? data.stock.maskOf(search.sizes) : undefined,
      inStock: Boolean(search.inStock),
    };
  }

  /** The documents of `docs` meeting every filter. */
  filtered(docs: Int32Array, filter: IndexFilter): Int32Array {
    const { min, max, categories, colours, materials, sizes, inStock } = filter;
    if (min <= 0 && max === Number.MAX_SAFE_INTEGER && !categories && colours === 0 && !materials && !sizes && !inStock)
      return docs;
    const failures = failuresOf(this.data, filter);
    const kept = new Int32Array(docs.length);
    let n = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as number;
      if (failures(doc) === 0) kept[n++] = doc;
    }
    return kept.subarray(0, n);
  }

  /**
   * Facet counts over `docs` (the text's matches): each dimension counts the documents meeting every
   * filter but its own (see search-facets.ts), in one pass.
   */
  facetCounts(docs: Int32Array, filter: IndexFilter): { counts: FacetCounts; matches: Int32Array } {
    const { data } = this;
    const { stock, colourBits, materialOf, categoryOf, prices } = data;
    const { words } = stock;
    const sizeSets = filter.inStock ? stock.inStockSet : stock.offeredSet;
    const held = stock.inStock;
    // With sizes chosen, the inStock count wants one of them in stock; otherwise any size.
    const wanted = filter.sizes ?? new Uint32Array(words).fill(0xffffffff);
    const failures = failuresOf(data, filter);
    // Counted by set of sizes and by set of colour groups, each set opened into its values at the end.
    const sizeSetCounts = new Int32Array(stock.sets.length);
    const colourSetCounts = new Int32Array(1 << COLOUR_GROUP_KEYS.length);
    const materialCounts = new Int32Array(data.materials.length);
    const categoryCounts = new Int32Array(data.categoryIds.length);
    const matches = new Int32Array(docs.length);
    let matched = 0;
    let inStock = 0;
    let minPaise = Number.MAX_SAFE_INTEGER;
    let maxPaise = -1;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as number;
      const failed = failures(doc);
      if (failed === 0) matches[matched++] = doc;
      // Failing two filters, a document counts for no dimension.
      if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
      if ((failed & ~SIZE_STOCK) === 0) {
        // The other filters hold: it counts for its sizes (in stock, with inStock) and, in stock, for inStock.
        increment(sizeSetCounts, sizeSets[doc] as number);
        for (let w = 0, at = doc * words; w < words; w++, at++) {
          if (((held[at] as number) & (wanted[w] as number)) !== 0) {
            inStock++;
            break;
          }
        }
      }
      if ((failed & ~COLOUR) === 0) increment(colourSetCounts, colourBits[doc] as number);
      if ((failed & ~MATERIAL) === 0) increment(materialCounts, materialOf[doc] as number);
      if ((failed & ~CATEGORY) === 0) increment(categoryCounts, categoryOf[doc] as number);
      if ((failed & ~PRICE) === 0) {
        const price = prices[doc] as number;
        if (price < minPaise) minPaise = price;
        if (price > maxPaise) maxPaise = price;
      }
    }
    const sizeCounts = new Int32Array(words * 32);
    sizeSetCounts.forEach((n, set) => {
      if (n > 0) addToEachBit(sizeCounts, stock.sets[set] as Uint32Array, n);
    });
    const colourCounts = new Int32Array(32);
    colourSetCounts.forEach((n, set) => {
      if (n > 0) addToEachBit(colourCounts, Uint32Array.of(set), n);
    });
    const counted = <K>(counts: Int32Array, keyOf: (place: number) => K) => {
      const found = new Map<K, number>();
      counts.forEach((n, place) => {
        if (n > 0) found.set(keyOf(place), n);
      });
      return found;
    };
    const counts = {
      sizes: counted(sizeCounts, (place) => stock.names[place] as string),
      colours: counted(colourCounts, (place) => COLOUR_GROUP_KEYS[place] as (typeof COLOUR_GROUP_KEYS)[number]),
      materials: counted(materialCounts, (place) => data.materials[place] as string),
      categories: counted(categoryCounts, (place) => data.categoryIds[place] as string),
      inStock,
      minPaise: maxPaise < 0 ? undefined : minPaise,
      maxPaise: maxPaise < 0 ? undefined : maxPaise,
    };
    return { counts, matches: matches.subarray(0, matched) };
  }

  /** The documents matching `tree`, ascending. */
  evaluate(tree: TsQuery): Int32Array {
    const set = this.matching(tree);
    return set.negated ? minus(this.all(), set.docs) : set.docs;
  }

  /** One page of `docs` in an order (see walkPage). */
  page(docs: Int32Array, order: "cheapest" | "dearest" | "newest", limit: number, offset: number): string[] {
    const walk = order === "newest" ? this.data.byNewest : this.data.byPrice;
    const found = walkPage(docs, walk, order === "dearest" ? -1 : 1, limit, offset);
    return found.map((doc) => this.data.ids[doc] as string);
  }

  /** One page of `docs` by ts_rank for `tree`, then newest first, as the SQL path orders a search it counts whole. */
  ranked(docs: Int32Array, tree: TsQuery, limit: number, offset: number): string[] {
    const { newestPlace, ids } = this.data;
    const operands = rankOperands(tree, this.data.lexemes);
    const and = tree.kind === "and";
    const ranks = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) ranks[i] = tsRank(this.data, docs[i] as number, operands, and);
    // Higher rank first, then newer: no two documents have the same place in the newest order.
    const before = (a: number, b: number) =>
      ranks[a] === ranks[b]
        ? (newestPlace[docs[a] as number] as number) < (newestPlace[docs[b] as number] as number)
        : (ranks[a] as number) > (ranks[b] as number);
    return sliceInOrder(docs.length, offset, limit, before).map((i) => ids[docs[i] as number] as string);
  }

  /**
   * The names step (search-names.ts): the documents of the products whose names contain `text` or are
   * close to it, at most MAX_CLOSE_NAMES products of each, ascending, each ranked in `nameRank` as
   * closeNames ranks them (begins with the text, then contains it, then by closeness).
   */
  closeNameDocs(text: string): Int32Array {
    const close = this.names.close(text, MAX_CLOSE_NAMES, (place) => (this.nameProducts[place] as Int32Array).length);
    const docs: number[] = [];
    for (const { place, starts, holds, closeness } of close) {
      // Closeness is at most 1: beginning with the text outranks containing it, which outranks closeness.
      const rank = (starts ? 4 : 0) + (holds ? 2 : 0) + closeness;
      for (const product of this.nameProducts[place] as Int32Array) {
        for (const doc of this.productDocs[product] as Int32Array) {
          docs.push(doc);
          this.nameRank[doc] = rank;
        }
      }
    }
    return Int32Array.from(docs).sort();
  }

  /** Search suggestions' names (NameIndex.suggest), each with the ids of the active products bearing it. */
  suggestedNames(text: string, limit: number): { name: string; productIds: string[] }[] {
    const weigh = (place: number) => (this.nameProducts[place] as Int32Array).length;
    return this.names.suggest(text, limit, MAX_CLOSE_NAMES, weigh).map((place) => ({
      name: this.names.nameAt(place),
      productIds: Array.from(this.nameProducts[place] as Int32Array, (product) => this.data.productIds[product] as string),
    }));
  }

  /** One page of `docs` (from closeNameDocs, just now) by their rank in the names step, then newest first. */
  rankedByName(docs: Int32Array, limit: number, offset: number): string[] {
    const { newestPlace, ids } = this.data;
    const rank = this.nameRank;
    const before = (a: number, b: number) => {
      const x = docs[a] as number;
      const y = docs[b] as number;
      return rank[x] === rank[y]
        ? (newestPlace[x] as number) < (newestPlace[y] as number)
        : (rank[x] as number) > (rank[y] as number);
    };
    return sliceInOrder(docs.length, offset, limit, before).map((i) => ids[docs[i] as number] as string);
  }

  /** A set or, `negated`, everything but it: `!black` need not list every document without "black". */
  private matching(tree: TsQuery): Matched {
    switch (tree.kind) {
      case "lexeme": {
        const range = lexemeRange(this.data.lexemes, tree.lexeme, tree.prefix);
        const bits = range.to - range.from === 1 ? this.bits.get(range.from) : undefined;
        return { docs: this.postingsOf(range), negated: false, bits };
      }
      case "not": {
        const operand = this.matching(tree.operand);
        return { ...operand, negated: !operand.negated };
      }
      case "and": {
        const a = this.matching(tree.left);
        const b = this.matching(tree.right);
        if (!a.negated && !b.negated) return { docs: both(a, b), negated: false };
        if (a.negated && b.negated) return { docs: union(a.docs, b.docs), negated: true };
        return { docs: a.negated ? without(b, a) : without(a, b), negated: false };
      }
      case "or": {
        const a = this.matching(tree.left);
        const b = this.matching(tree.right);
        if (!a.negated && !b.negated) return { docs: union(a.docs, b.docs), negated: false };
        if (a.negated && b.negated) return { docs: both(a, b), negated: true };
        return { docs: a.negated ? without(a, b) : without(b, a), negated: true };
      }
    }
  }

  private postingsOf({ from, to }: RankOperand): Int32Array {
    const { postingStart, postingDocs } = this.data;
    if (to - from <= 1) return postingDocs.subarray(postingStart[from], postingStart[to]);
    // A short prefix can begin hundreds of lexemes: mark their documents once rather than merge list
    // after list, then read the marks back four at a time between the first and the last marked.
    const marks = this.marks;
    let count = 0;
    let low = marks.length;
    let high = 0;
    for (let i = postingStart[from] as number, end = postingStart[to] as number; i < end; i++) {
      const doc = postingDocs[i] as number;
      count += 1 - (marks[doc] as number);
      marks[doc] = 1;
      if (doc < low) low = doc;
      if (doc > high) high = doc;
    }
    const docs = new Int32Array(count);
    const words = new Uint32Array(marks.buffer);
    for (let word = low >>> 2, n = 0; n < count; word++) {
      if (words[word] === 0) continue;
      for (let doc = word << 2; doc < (word + 1) << 2; doc++) if (marks[doc] === 1) docs[n++] = doc;
    }
    marks.fill(0, low, high + 1);
    return docs;
  }
}

/**
 * A test of the filters a document fails, as bits (PRICE, CATEGORY ...; 0 when it meets them all),
 * with everything it reads taken out of `data` and `filter` once: it runs for every match.
 */
function failuresOf(data: IndexData, filter: IndexFilter): (doc: number) => number {
  const { prices, categoryOf, colourBits, materialOf, stock } = data;
  const { min, max, categories, colours, materials, sizes } = filter;
  const bits = filter.inStock ? stock.inStock : stock.offered;
  const words = stock.words;
  const testSizes = sizes !== undefined || filter.inStock;
  const mask = sizes ?? new Uint32Array(words).fill(0xffffffff);
  return (doc) => {
    let failed = 0;
    const price = prices[doc] as number;
    if (price < min || price > max) failed = PRICE;
    if (categories !== undefined && categories[categoryOf[doc] as number] !== 1) failed |= CATEGORY;
    if (colours !== 0 && ((colourBits[doc] as number) & colours) === 0) failed |= COLOUR;
    if (materials !== undefined && materials[materialOf[doc] as number] !== 1) failed |= MATERIAL;
    if (testSizes) {
      let held = false;
      for (let w = 0, at = doc * words; w < words && !held; w++, at++) held = ((bits[at] as number) & (mask[w] as number)) !== 0;
      if (!held) failed |= SIZE_STOCK;
    }
    return failed;
  };
}

/** Adds `n` to the count of each bit set in `words`. */
function addToEachBit(counts: Int32Array, words: Uint32Array, n: number): void {
  words.forEach((word, w) => {
    for (let bit = 0; bit < 32; bit++) if ((word >>> bit) & 1) counts[w * 32 + bit] = (counts[w * 32 + bit] as number) + n;
  });
}

function increment(counts: Int32Array, place: number): void {
  counts[place] = (counts[place] as number) + 1;
}

/** The filters of IndexFilter as bits of SearchIndex.failures. */
const PRICE = 1;
const CATEGORY = 2;
const COLOUR = 4;
const MATERIAL = 8;
/** Sizes and stock are one filter: with both, a selected size must be in stock. */
const SIZE_STOCK = 16;

/** A lexeme in this many documents or more (and in a 32nd of them) gets a bitset: 12.5 kB at 100,000 documents. */
const DENSE_MIN_DOCUMENTS = 64;

/** What a query node matches (see SearchIndex.matching); `bits` holds `docs` too, when it is a dense lexeme's. */
interface Matched {
  docs: Int32Array;
  negated: boolean;
  bits?: Uint32Array;
}

/** What `a` and `b` both hold, looked up in a bitset when either has one (the smaller set is read). */
function both(a: Matched, b: Matched): Int32Array {
  if (b.bits && (!a.bits || a.docs.length <= b.docs.length)) return filterByBits(a.docs, b.bits, true);
  if (a.bits) return filterByBits(b.docs, a.bits, true);
  return intersect(a.docs, b.docs);
}

/** `a`'s documents that `b` does not hold. */
function without(a: Matched, b: Matched): Int32Array {
  return b.bits ? filterByBits(a.docs, b.bits, false) : minus(a.docs, b.docs);
}

/**
 * The index of each database handle, built at the first search and again whenever a search finds the
 * catalog changed. One build at a time, and a build waits as long after the last one as that one
 * took, so a stream of catalog edits keeps it building at most half the time (searches meanwhile go
 * to PostgreSQL).
 */
class IndexHolder {
  private index: SearchIndex | undefined;
  private building: Promise<void> | undefined;
  private notBefore = 0;
  /** An index was built once in this process (a later one replaces it after catalog changes). */
  private built = false;
  /**
   * Each text's tsqueries as PostgreSQL wrote them, read (parseTsQueryText): a function of the text
   * alone (its colour words and the `english` configuration), so kept, unlike answers, while there is room.
   */
  private readonly texts = new Map<string, (TsQuery | null | undefined)[]>();

  constructor(private readonly db: Database) {}

  /** The index, unless none is built yet or it was found behind (a build is then started when allowed). */
  current(): SearchIndex | undefined {
    if (!this.index) this.build();
    return this.index;
  }

  /**
   * As current(), but while this process builds its first index (after a start), waits for it up to
   * FIRST_BUILD_WAIT_MS: a burst of list pages after a restart otherwise all went to PostgreSQL's facet
   * statements at once, which ran past the search time limit and answered 503 (46 of a round's
   * requests at 100,000 variants), where waiting costs nothing. After a catalog change the old index
   * is gone but searches do not wait: PostgreSQL answers one search in well under a build's time.
   */
  async currentOrFirst(): Promise<SearchIndex | undefined> {
    const index = this.current();
    if (index || this.built || !this.building) return index;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.building, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_BUILD_WAIT_MS)))]);
    clearTimeout(timer);
    return this.index;
  }

  /** The catalog changed since the index was built: forget it and build anew when allowed. */
  stale(): void {
    this.index = undefined;
    this.build();
  }

  async parsed(text: string, queries: SQL[]): Promise<(TsQuery | null | undefined)[]> {
    const known = this.texts.get(text);
    if (known) return known;
    const [row] = await this.db
      .select({
        texts: sql<string>`array_to_json(array[${sql.join(
          queries.map((query) => sql`(${query})::text`),
          sql`, `,
        )}]::text[])::text`,
      })
      .from(sql`(select 1) as one`);
    const trees = (JSON.parse(row?.texts ?? "[]") as string[]).map(parseTsQueryText);
    if (this.texts.size >= KEPT_QUERY_TEXTS) this.texts.delete(this.texts.keys().next().value as string);
    this.texts.set(text, trees);
    return trees;
  }

  /** Builds now, or after the build under way (which may have started before the latest change). */
  async ready(): Promise<void> {
    await this.building;
    this.notBefore = 0;
    this.build();
    await this.building;
  }

  private build(): void {
    if (this.building || performance.now() < this.notBefore) return;
    const started = performance.now();
    this.building = loadIndexData(this.db)
      .then((data) => {
        this.index = new SearchIndex(data);
        this.built = true;
      })
      .catch((error: unknown) => {
        // Searches keep going to PostgreSQL; the next one after the pause below tries again.
        console.warn("[search] the search index could not be built", error);
      })
      .finally(() => {
        this.building = undefined;
        const finished = performance.now();
        this.notBefore = finished + (finished - started);
      });
  }
}

/** A search waits this long at most for the process's first index (2.5 s to build at 100,000 variants on an idle machine). */
const FIRST_BUILD_WAIT_MS = 3_000;

/** Texts whose tsqueries are kept: a few thousand distinct searches, about a megabyte. */
const KEPT_QUERY_TEXTS = 5_000;

const holders = new WeakMap<Database, IndexHolder>();

function holderOf(db: Database): IndexHolder {
  let holder = holders.get(db);
  if (!holder) {
    holder = new IndexHolder(db);
    holders.set(db, holder);
  }
  return holder;
}

/** Builds the index of `db` now; a search made after this resolves is answered from it (unless the catalog changed since). */
export function buildSearchIndex(db: Database): Promise<void> {
  return holderOf(db).ready();
}
